import type { WorshipTranslations } from './en';

/** Russian (русский): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'С возвращением',
  'dashboard.subtitle': 'Вот что происходит в вашей церкви.',
  'dashboard.shortcuts': 'Быстрые ссылки',
  'dashboard.prayerWall': 'Стена молитв',
  'dashboard.events': 'Ближайшие события',
  'dashboard.serve': 'Центр служения',
  'dashboard.latestPrayers': 'Последние молитвенные просьбы',
  'prayer.wallTitle': 'Стена молитв',
  'prayer.emptyTitle': 'Молитвенных просьб пока нет',
  'prayer.emptyBody': 'Когда члены вашей церкви поделятся просьбой, она появится здесь.',
  'prayer.anonymous': 'Аноним',
  'prayer.praying': 'молятся',
  'prayer.private': 'Личная',
  'prayer.answered': 'Получен ответ',
};

export default dictionary;
