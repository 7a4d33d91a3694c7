import type { EngagementTranslations } from './en';

/** Tamil (தமிழ்): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'சமூகம்',
  'engagement.emptyBody':
    'இங்கே தோன்ற, ஒரு திட்டத்தின் ஒரு நாளை வாசியுங்கள், உங்கள் குறிப்பேட்டில் எழுதுங்கள் அல்லது ஒரு ஜெப விண்ணப்பத்தைப் பகிருங்கள்.',
  'engagement.emptyTitle': 'இன்னும் புள்ளிகள் இல்லை',
  'engagement.hiddenNow': 'நீங்கள் இப்போது பங்கேற்புப் பலகையில் மறைக்கப்பட்டுள்ளீர்கள்.',
  'engagement.howTitle': 'புள்ளிகள் எப்படிக் கிடைக்கின்றன',
  'engagement.intro': 'உங்கள் சபையின் வாழ்வில் பங்கேற்பதற்கான புள்ளிகள்: வாசிப்பு, ஜெபம், குறிப்பெழுதுதல் மற்றும் பல.',
  'engagement.kind.eventAttended': 'ஒரு நிகழ்வில் வருகை பதிவு செய்யப்படுதல்',
  'engagement.kind.journalEntry': 'குறிப்பேட்டுப் பதிவைச் சேமித்தல்',
  'engagement.kind.prayed': 'ஒருவரின் விண்ணப்பத்துக்காக ஜெபித்தல்',
  'engagement.kind.prayerShared': 'ஜெப விண்ணப்பத்தைப் பகிர்தல் (பெயரின்றிப் பகிர்ந்தவற்றுக்குப் புள்ளிகள் இல்லை)',
  'engagement.kind.readingDay': 'வாசிப்புத் திட்டத்தின் ஒரு நாளை வாசித்தல்',
  'engagement.listLabel': 'புள்ளிகளின்படி உறுப்பினர்கள்',
  'engagement.loading': 'பங்கேற்புப் பலகை ஏற்றப்படுகிறது',
  'engagement.once':
    'ஒவ்வொன்றும் ஒருமுறை மட்டுமே கணக்கிடப்படும்: ஒரு நாளை மீண்டும் வாசிப்பதற்கோ ஒரு பதிவை மீண்டும் சேமிப்பதற்கோ கூடுதல் புள்ளிகள் கிடையாது.',
  'engagement.optOut': 'பங்கேற்புப் பலகையில் என்னை மறை',
  'engagement.optOutHint':
    'உங்கள் சபையின் பலகையோ உங்கள் சமூகங்களின் பலகைகளோ, எந்தப் பலகையிலும் யாரும் உங்களைப் பார்க்க முடியாது. உங்கள் சொந்தப் புள்ளிகளை நீங்கள் தொடர்ந்து பார்க்கலாம்.',
  'engagement.period.all': 'தொடக்கத்திலிருந்து',
  'engagement.period.allHint': 'உங்கள் சபையில் பெற்ற எல்லாப் புள்ளிகளும்.',
  'engagement.period.label': 'காலம்',
  'engagement.period.month': 'இந்த மாதம்',
  'engagement.period.monthHint': 'கடந்த 30 நாட்களின் புள்ளிகள்.',
  'engagement.period.week': 'இந்த வாரம்',
  'engagement.period.weekHint': 'கடந்த 7 நாட்களின் புள்ளிகள்.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': '{count} புள்ளிகள்',
  'engagement.rank': 'இடம் {rank}',
  'engagement.shownNow': 'நீங்கள் மீண்டும் பங்கேற்புப் பலகையில் தெரிகிறீர்கள்.',
  'engagement.standing': '{points} புள்ளிகளுடன் நீங்கள் {rank}-ஆம் இடத்தில் இருக்கிறீர்கள்.',
  'engagement.standingHidden': 'நீங்கள் பலகையில் மறைக்கப்பட்டுள்ளீர்கள். இந்தக் காலத்தில் உங்களுக்கு {points} புள்ளிகள் உள்ளன.',
  'engagement.standingNone': 'இந்தக் காலத்தில் உங்களுக்கு இன்னும் புள்ளிகள் இல்லை.',
  'engagement.title': 'பங்கேற்புப் பலகை',
  'engagement.wholeChurch': 'உங்கள் முழுச் சபை',
  'engagement.you': 'நீங்கள்',
  'engagement.yourStanding': 'உங்கள் நிலை',
};

export default dictionary;
