import type { ConnectTranslations } from './en';

/** Amharic (አማርኛ): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'ዝግጅቶች',
  'events.emptyTitle': 'መጪ ዝግጅት የለም',
  'events.emptyBody': 'የቤተ ክርስቲያንዎ አዳዲስ ዝግጅቶች እዚህ ይታያሉ።',
};

export default dictionary;
