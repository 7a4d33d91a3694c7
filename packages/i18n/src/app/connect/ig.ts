import type { ConnectTranslations } from './en';

/** Igbo (Asụsụ Igbo): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'Mmemme',
  'events.emptyTitle': 'Enweghị mmemme na-abịa',
  'events.emptyBody': 'Mmemme ọhụrụ nke ụka gị ga-apụta ebe a.',
};

export default dictionary;
