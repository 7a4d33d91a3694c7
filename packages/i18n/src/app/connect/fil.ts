import type { ConnectTranslations } from './en';

/** Filipino (Filipino): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'Mga Event',
  'events.emptyTitle': 'Walang paparating na event',
  'events.emptyBody': 'Lalabas dito ang mga bagong event ng iyong church.',
};

export default dictionary;
