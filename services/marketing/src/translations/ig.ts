import type { CoreTranslations } from './en';

/** Igbo (Asụsụ Igbo): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Banye',
  'nav.getStarted': 'Malite n’efu',
  'nav.features': 'Njirimara',
  'nav.company': 'Ụlọ ọrụ',
  'nav.legal': 'Ihe gbasara iwu',
  'nav.scheduleDemo': 'Hazie ngosi',
  'nav.viewFeatures': 'Lee njirimara',
  'nav.purchaseCandles': 'Zụta kandụl',
  'nav.backToHome': 'Laghachi na mmalite',
  'app.welcome': 'Nnọọ na Koinonia',
  'app.loading': 'Na-ebu…',
  'section.loadFailed': 'Enweghị ike ibu akụkụ a',
  'section.retry': 'Nwaa ọzọ',
};

export default dictionary;
