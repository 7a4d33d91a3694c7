import type { CoreTranslations } from './en';

/** Malayalam (മലയാളം): the strings the public site, the shell and every section share, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'സൈൻ ഇൻ ചെയ്യുക',
  'nav.getStarted': 'സൗജന്യമായി ആരംഭിക്കുക',
  'nav.features': 'സവിശേഷതകൾ',
  'nav.company': 'കമ്പനി',
  'nav.legal': 'നിയമപരമായ വിവരങ്ങൾ',
  'nav.scheduleDemo': 'ഡെമോ ഷെഡ്യൂൾ ചെയ്യുക',
  'nav.viewFeatures': 'സവിശേഷതകൾ കാണുക',
  'nav.purchaseCandles': 'മെഴുകുതിരികൾ വാങ്ങുക',
  'nav.backToHome': 'ഹോമിലേക്ക് മടങ്ങുക',
  'app.welcome': 'Koinonia-യിലേക്ക് സ്വാഗതം',
  'app.loading': 'ലോഡ് ചെയ്യുന്നു…',
  'section.loadFailed': 'ഈ വിഭാഗം ലോഡ് ചെയ്യാനായില്ല',
  'section.retry': 'വീണ്ടും ശ്രമിക്കുക',
  'access.deniedTitle': 'ഈ പേജ് കാണാൻ നിങ്ങൾക്ക് അനുമതിയില്ല',
  'access.deniedBody':
    'ഈ പേജിന് {access} അനുമതി ആവശ്യമാണ്. ഈ അനുമതി നിങ്ങൾക്ക് ഉണ്ടാകേണ്ടതാണെന്ന് കരുതുന്നുവെങ്കിൽ, നിങ്ങളുടെ സഭാ അഡ്മിനിസ്ട്രേറ്ററോട് ചോദിക്കുക.',
  'access.deniedBodyUnnamed':
    'ഈ പേജ് കാണാൻ നിങ്ങൾക്ക് അനുമതി ഉണ്ടാകേണ്ടതാണെന്ന് കരുതുന്നുവെങ്കിൽ, നിങ്ങളുടെ സഭാ അഡ്മിനിസ്ട്രേറ്ററോട് ചോദിക്കുക.',
  'access.backToDashboard': 'ഡാഷ്ബോർഡിലേക്ക് മടങ്ങുക',
  'access.level.group_admin': 'ഗ്രൂപ്പ് അഡ്മിൻ',
  'access.level.ministry_admin': 'ശുശ്രൂഷാ അഡ്മിൻ',
  'access.level.church_admin': 'സഭാ അഡ്മിൻ',
  'access.level.volunteer_management': 'സന്നദ്ധപ്രവർത്തക മാനേജ്മെന്റ്',
  'access.level.staff': 'സഭാ ജീവനക്കാർ',
  'role.member': 'അംഗം',
  'role.leader': 'നേതാവ്',
  'role.group_admin': 'ഗ്രൂപ്പ് അഡ്മിൻ',
  'role.ministry_admin': 'ശുശ്രൂഷാ അഡ്മിൻ',
  'role.pastor': 'പാസ്റ്റർ',
  'role.lead_pastor': 'പ്രധാന പാസ്റ്റർ',
  'role.church_admin': 'സഭാ അഡ്മിൻ',
  'role.admin': 'അഡ്മിനിസ്ട്രേറ്റർ',
  'role.system_admin': 'സിസ്റ്റം അഡ്മിൻ',
  'role.super_admin': 'സൂപ്പർ അഡ്മിൻ',
  'role.platform_admin': 'പ്ലാറ്റ്ഫോം അഡ്മിൻ',
  'role.regional_admin': 'മേഖലാ അഡ്മിൻ',
  'role.koinonia_owner': 'Koinonia ഉടമ',
  'role.koinonia_support': 'Koinonia സഹായം',
  'common.cancel': 'റദ്ദാക്കുക',
  'common.loadMore': 'കൂടുതൽ ലോഡ് ചെയ്യുക',
  'common.loading': 'ലോഡ് ചെയ്യുന്നു…',
  'common.retry': 'വീണ്ടും ശ്രമിക്കുക',
};

export default dictionary;
