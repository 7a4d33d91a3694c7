import type { ConnectTranslations } from './en';

/** Cebuano (Sinugboanon): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'Mga Kalihokan',
  'events.emptyTitle': 'Walay umaabot nga kalihokan',
  'events.emptyBody': 'Makita dinhi ang bag-ong mga kalihokan sa imong simbahan.',
};

export default dictionary;
