import type { WorshipTranslations } from './en';

/** Hausa (Hausa): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'Barka da dawowa',
  'dashboard.subtitle': 'Ga abin da ke faruwa a cocinka.',
  'dashboard.shortcuts': 'Gajerun hanyoyi',
  'dashboard.prayerWall': 'Bangon Addu’a',
  'dashboard.events': 'Taruka masu zuwa',
  'dashboard.serve': 'Cibiyar Hidima',
  'dashboard.latestPrayers': 'Sabbin roƙon addu’a',
  'prayer.wallTitle': 'Bangon Addu’a',
  'prayer.emptyTitle': 'Babu roƙon addu’a tukuna',
  'prayer.emptyBody': 'Idan membobin cocinka suka raba roƙo, zai bayyana a nan.',
  'prayer.anonymous': 'Ba a san suna ba',
  'prayer.praying': 'suna addu’a',
  'prayer.private': 'Na sirri',
  'prayer.answered': 'An amsa',
};

export default dictionary;
