import type { ConnectTranslations } from './en';

/** Tagalog (Tagalog): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'Mga Kaganapan',
  'events.emptyTitle': 'Walang paparating na kaganapan',
  'events.emptyBody': 'Lilitaw rito ang mga bagong kaganapan ng iyong simbahan.',
};

export default dictionary;
