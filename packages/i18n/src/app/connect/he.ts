import type { ConnectTranslations } from './en';

/** Hebrew (עברית): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'אירועים',
  'events.emptyTitle': 'אין אירועים קרובים',
  'events.emptyBody': 'אירועים חדשים של הקהילה שלכם יופיעו כאן.',
};

export default dictionary;
