import type { ConnectTranslations } from './en';

/** Ukrainian (українська): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'Події',
  'events.emptyTitle': 'Найближчих подій немає',
  'events.emptyBody': 'Тут з’являться нові події вашої церкви.',
};

export default dictionary;
