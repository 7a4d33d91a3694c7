import type { CoreTranslations } from './en';

/** Tagalog (Tagalog): the strings the public site, the shell and every section share, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Pumasok',
  'nav.getStarted': 'Magsimula nang walang bayad',
  'nav.features': 'Mga Tampok',
  'nav.company': 'Kompanya',
  'nav.legal': 'Mga Usaping Legal',
  'nav.scheduleDemo': 'Magtakda ng demo',
  'nav.viewFeatures': 'Tingnan ang mga tampok',
  'nav.purchaseCandles': 'Bumili ng mga kandila',
  'nav.backToHome': 'Bumalik sa simula',
  'app.welcome': 'Maligayang pagdating sa Koinonia',
  'app.loading': 'Ikinakarga…',
  'section.loadFailed': 'Hindi maikarga ang bahaging ito',
  'section.retry': 'Subukan muli',
  'access.deniedTitle': 'Wala kang pahintulot na makita ito',
  'access.deniedBody':
    'Kailangan ng pahinang ito ang pahintulot na {access}. Kung sa palagay mo ay dapat mayroon ka nito, magtanong sa tagapangasiwa ng iyong simbahan.',
  'access.deniedBodyUnnamed':
    'Kung sa palagay mo ay dapat may pahintulot kang makita ang pahinang ito, magtanong sa tagapangasiwa ng iyong simbahan.',
  'access.backToDashboard': 'Bumalik sa pangkalahatang-tanaw',
  'access.level.group_admin': 'Admin ng Grupo',
  'access.level.ministry_admin': 'Admin ng Ministeryo',
  'access.level.church_admin': 'Admin ng Simbahan',
  'access.level.volunteer_management': 'Pamamahala ng mga Boluntaryo',
  'access.level.staff': 'Kawani ng Simbahan',
  'role.member': 'Kasapi',
  'role.leader': 'Pinuno',
  'role.group_admin': 'Tagapangasiwa ng pangkat',
  'role.ministry_admin': 'Tagapangasiwa ng ministeryo',
  'role.pastor': 'Pastor',
  'role.lead_pastor': 'Punong pastor',
  'role.church_admin': 'Tagapangasiwa ng simbahan',
  'role.admin': 'Tagapangasiwa',
  'role.system_admin': 'Tagapangasiwa ng sistema',
  'role.super_admin': 'Punong tagapangasiwa',
  'role.platform_admin': 'Tagapangasiwa ng plataporma',
  'role.regional_admin': 'Tagapangasiwang panrehiyon',
  'role.koinonia_owner': 'May-ari ng Koinonia',
  'role.koinonia_support': 'Suporta ng Koinonia',
  'common.cancel': 'Kanselahin',
  'common.loadMore': 'Magkarga pa',
  'common.loading': 'Ikinakarga…',
  'common.retry': 'Subukan muli',
};

export default dictionary;
