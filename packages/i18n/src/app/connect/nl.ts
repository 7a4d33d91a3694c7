import type { ConnectTranslations } from './en';

/** Dutch (Nederlands): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'Evenementen',
  'events.emptyTitle': 'Geen komende evenementen',
  'events.emptyBody': 'Nieuwe evenementen van je kerk verschijnen hier.',
};

export default dictionary;
