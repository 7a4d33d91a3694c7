import type { WorshipTranslations } from './en';

/** Tamil (தமிழ்): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'மீண்டும் வருக',
  'dashboard.subtitle': 'உங்கள் சபையில் நடப்பவை இதோ.',
  'dashboard.shortcuts': 'குறுக்குவழிகள்',
  'dashboard.prayerWall': 'ஜெபச் சுவர்',
  'dashboard.events': 'வரவிருக்கும் நிகழ்வுகள்',
  'dashboard.serve': 'ஊழிய மையம்',
  'dashboard.latestPrayers': 'சமீபத்திய ஜெப விண்ணப்பங்கள்',
  'prayer.wallTitle': 'ஜெபச் சுவர்',
  'prayer.emptyTitle': 'இதுவரை ஜெப விண்ணப்பங்கள் இல்லை',
  'prayer.emptyBody': 'உங்கள் சபை உறுப்பினர்கள் ஒரு விண்ணப்பத்தைப் பகிரும்போது, அது இங்கே தோன்றும்.',
  'prayer.anonymous': 'பெயர் குறிப்பிடாதவர்',
  'prayer.praying': 'பேர் ஜெபிக்கிறார்கள்',
  'prayer.private': 'தனிப்பட்டது',
  'prayer.answered': 'பதில் கிடைத்தது',
};

export default dictionary;
