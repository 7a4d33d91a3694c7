import type { ConnectTranslations } from './en';

/** Hindi (हिन्दी): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'कार्यक्रम',
  'events.emptyTitle': 'कोई आने वाला कार्यक्रम नहीं',
  'events.emptyBody': 'आपकी कलीसिया के नए कार्यक्रम यहाँ दिखेंगे।',
};

export default dictionary;
