import type { WorshipTranslations } from './en';

/** Malayalam (മലയാളം): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'വീണ്ടും സ്വാഗതം',
  'dashboard.subtitle': 'നിങ്ങളുടെ സഭയിൽ നടക്കുന്നത് ഇതാ.',
  'dashboard.shortcuts': 'കുറുക്കുവഴികൾ',
  'dashboard.prayerWall': 'പ്രാർത്ഥനാ ഭിത്തി',
  'dashboard.events': 'വരാനിരിക്കുന്ന പരിപാടികൾ',
  'dashboard.serve': 'ശുശ്രൂഷാ ഹബ്',
  'dashboard.latestPrayers': 'ഏറ്റവും പുതിയ പ്രാർത്ഥനാ അപേക്ഷകൾ',
  'prayer.wallTitle': 'പ്രാർത്ഥനാ ഭിത്തി',
  'prayer.emptyTitle': 'ഇതുവരെ പ്രാർത്ഥനാ അപേക്ഷകളില്ല',
  'prayer.emptyBody': 'നിങ്ങളുടെ സഭയിലെ അംഗങ്ങൾ ഒരു അപേക്ഷ പങ്കിടുമ്പോൾ അത് ഇവിടെ കാണും.',
  'prayer.anonymous': 'പേര് വെളിപ്പെടുത്താത്തയാൾ',
  'prayer.praying': 'പേർ പ്രാർത്ഥിക്കുന്നു',
  'prayer.private': 'സ്വകാര്യം',
  'prayer.answered': 'ഉത്തരം ലഭിച്ചു',
};

export default dictionary;
