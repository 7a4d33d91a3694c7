import type { WorshipTranslations } from './en';

/** Hebrew (עברית): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'ברוכים השבים',
  'dashboard.subtitle': 'זה מה שקורה בקהילה שלכם.',
  'dashboard.shortcuts': 'קיצורי דרך',
  'dashboard.prayerWall': 'קיר התפילה',
  'dashboard.events': 'אירועים קרובים',
  'dashboard.serve': 'מרכז השירות',
  'dashboard.latestPrayers': 'בקשות התפילה האחרונות',
  'prayer.wallTitle': 'קיר התפילה',
  'prayer.emptyTitle': 'עדיין אין בקשות תפילה',
  'prayer.emptyBody': 'כשחברי הקהילה שלכם ישתפו בקשה, היא תופיע כאן.',
  'prayer.anonymous': 'אנונימי',
  'prayer.praying': 'מתפללים',
  'prayer.private': 'פרטי',
  'prayer.answered': 'נענתה',
};

export default dictionary;
