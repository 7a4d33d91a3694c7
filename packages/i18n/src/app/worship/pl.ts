import type { WorshipTranslations } from './en';

/** Polish (polski): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'Witaj ponownie',
  'dashboard.subtitle': 'Oto, co dzieje się w twoim kościele.',
  'dashboard.shortcuts': 'Skróty',
  'dashboard.prayerWall': 'Ściana modlitwy',
  'dashboard.events': 'Nadchodzące wydarzenia',
  'dashboard.serve': 'Centrum służby',
  'dashboard.latestPrayers': 'Najnowsze prośby o modlitwę',
  'prayer.wallTitle': 'Ściana modlitwy',
  'prayer.emptyTitle': 'Nie ma jeszcze próśb o modlitwę',
  'prayer.emptyBody': 'Gdy członkowie twojego kościoła podzielą się prośbą, pojawi się ona tutaj.',
  'prayer.anonymous': 'Anonim',
  'prayer.praying': 'modli się',
  'prayer.private': 'Prywatna',
  'prayer.answered': 'Wysłuchana',
};

export default dictionary;
