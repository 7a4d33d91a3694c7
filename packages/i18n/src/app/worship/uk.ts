import type { WorshipTranslations } from './en';

/** Ukrainian (українська): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'З поверненням',
  'dashboard.subtitle': 'Ось що відбувається у вашій церкві.',
  'dashboard.shortcuts': 'Швидкі посилання',
  'dashboard.prayerWall': 'Стіна молитви',
  'dashboard.events': 'Найближчі події',
  'dashboard.serve': 'Центр служіння',
  'dashboard.latestPrayers': 'Останні молитовні прохання',
  'prayer.wallTitle': 'Стіна молитви',
  'prayer.emptyTitle': 'Молитовних прохань ще немає',
  'prayer.emptyBody': 'Коли члени вашої церкви поділяться проханням, воно з’явиться тут.',
  'prayer.anonymous': 'Анонім',
  'prayer.praying': 'моляться',
  'prayer.private': 'Особисте',
  'prayer.answered': 'Отримано відповідь',
};

export default dictionary;
