import type { ConnectTranslations } from './en';

/** Italian (italiano): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'Eventi',
  'events.emptyTitle': 'Nessun evento in programma',
  'events.emptyBody': 'I nuovi eventi della tua chiesa compariranno qui.',
};

export default dictionary;
