import type { ConnectTranslations } from './en';

/** Polish (polski): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'Wydarzenia',
  'events.emptyTitle': 'Brak nadchodzących wydarzeń',
  'events.emptyBody': 'Tutaj pojawią się nowe wydarzenia twojego kościoła.',
};

export default dictionary;
