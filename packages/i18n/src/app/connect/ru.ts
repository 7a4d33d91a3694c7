import type { ConnectTranslations } from './en';

/** Russian (русский): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'События',
  'events.emptyTitle': 'Ближайших событий нет',
  'events.emptyBody': 'Здесь появятся новые события вашей церкви.',
};

export default dictionary;
