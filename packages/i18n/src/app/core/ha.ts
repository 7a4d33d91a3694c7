import type { CoreTranslations } from './en';

/** Hausa (Hausa): the strings the public site, the shell and every section share, translated from en.ts. */
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
  'access.deniedBody':
    'Wannan shafi yana buƙatar izinin {access}. Idan kana ganin ya kamata ka same shi, tambayi mai gudanar da cocinku.',
  'access.deniedBodyUnnamed':
    'Idan kana ganin ya kamata ka sami izinin shiga wannan shafi, tambayi mai gudanar da cocinku.',
  'access.backToDashboard': 'Koma Allon Bayanai',
  'access.level.group_admin': 'Gudanar da Ƙungiya',
  'access.level.ministry_admin': 'Gudanar da Hidima',
  'access.level.church_admin': 'Gudanar da Coci',
  'access.level.volunteer_management': 'Kula da Masu Sa-kai',
  'access.level.staff': 'Ma’aikatan Coci',
  'role.member': 'Mamba',
  'role.leader': 'Shugaba',
  'role.group_admin': 'Mai kula da rukuni',
  'role.ministry_admin': 'Mai kula da hidima',
  'role.pastor': 'Fasto',
  'role.lead_pastor': 'Babban fasto',
  'role.church_admin': 'Mai kula da coci',
  'role.admin': 'Mai gudanarwa',
  'role.system_admin': 'Mai kula da tsarin',
  'role.super_admin': 'Babban mai gudanarwa',
  'role.platform_admin': 'Mai kula da dandali',
  'role.regional_admin': 'Mai kula da yanki',
  'role.koinonia_owner': 'Mai Koinonia',
  'role.koinonia_support': 'Tallafin Koinonia',
  'common.cancel': 'Soke',
  'common.loadMore': 'Loda ƙari',
  'common.loading': 'Ana lodawa…',
  'common.retry': 'Sake gwadawa',
};

export default dictionary;
