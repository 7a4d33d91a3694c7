import type { CoreTranslations } from './en';

/** Hausa (Hausa): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Shiga',
  'nav.getStarted': 'Fara kyauta',
  'nav.features': 'Fasaloli',
  'nav.company': 'Kamfani',
  'nav.legal': 'Dokoki',
  'nav.scheduleDemo': 'Tsara lokacin nuni',
  'nav.viewFeatures': 'Duba fasaloli',
  'nav.purchaseCandles': 'Sayi kyandirori',
  'nav.backToHome': 'Koma shafin farko',
  'app.welcome': 'Barka da zuwa Koinonia',
  'app.loading': 'Ana lodawa…',
  'section.loadFailed': 'Ba a iya loda wannan sashe ba',
  'section.retry': 'Sake gwadawa',
};

export default dictionary;
