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
  'access.deniedTitle': 'Ba ka da izinin shiga wannan shafi',
  'access.deniedBody': 'Wannan shafi yana buƙatar izinin {access}. Idan kana ganin ya kamata ka same shi, tambayi mai gudanar da cocinku.',
  'access.deniedBodyUnnamed': 'Idan kana ganin ya kamata ka sami izinin shiga wannan shafi, tambayi mai gudanar da cocinku.',
  'access.backToDashboard': 'Koma Allon Bayanai',
  'access.level.group_admin': 'Gudanar da Ƙungiya',
  'access.level.ministry_admin': 'Gudanar da Hidima',
  'access.level.church_admin': 'Gudanar da Coci',
  'access.level.volunteer_management': 'Kula da Masu Sa-kai',
  'access.level.staff': 'Ma’aikatan Coci',
};

export default dictionary;
