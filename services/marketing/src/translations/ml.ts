import type { CoreTranslations } from './en';

/** Malayalam (മലയാളം): the core strings, translated from en.ts. */
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
};

export default dictionary;
