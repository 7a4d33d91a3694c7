import type { ConnectTranslations } from './en';

/** Malayalam (മലയാളം): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'പരിപാടികൾ',
  'events.emptyTitle': 'വരാനിരിക്കുന്ന പരിപാടികളില്ല',
  'events.emptyBody': 'നിങ്ങളുടെ സഭയുടെ പുതിയ പരിപാടികൾ ഇവിടെ കാണും.',
};

export default dictionary;
