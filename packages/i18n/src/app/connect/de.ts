import type { ConnectTranslations } from './en';

/** German (Deutsch): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'Veranstaltungen',
  'events.emptyTitle': 'Keine anstehenden Veranstaltungen',
  'events.emptyBody': 'Neue Veranstaltungen deiner Gemeinde erscheinen hier.',
};

export default dictionary;
