import type { CoreTranslations } from './en';

/** Filipino (Filipino): the strings the public site, the shell and every section share, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Mag-sign in',
  'nav.getStarted': 'Magsimula nang libre',
  'nav.features': 'Mga Feature',
  'nav.company': 'Kumpanya',
  'nav.legal': 'Legal',
  'nav.scheduleDemo': 'Mag-iskedyul ng demo',
  'nav.viewFeatures': 'Tingnan ang mga feature',
  'nav.purchaseCandles': 'Bumili ng kandila',
  'nav.backToHome': 'Bumalik sa home',
  'app.welcome': 'Maligayang pagdating sa Koinonia',
  'app.loading': 'Naglo-load…',
  'section.loadFailed': 'Hindi ma-load ang seksyong ito',
  'section.retry': 'Subukang muli',
  'access.deniedTitle': 'Wala kang access dito',
  'access.deniedBody':
    'Kailangan ng pahinang ito ang access na {access}. Kung sa tingin mo ay dapat mayroon ka nito, magtanong sa administrator ng iyong simbahan.',
  'access.deniedBodyUnnamed':
    'Kung sa tingin mo ay dapat may access ka sa pahinang ito, magtanong sa administrator ng iyong simbahan.',
  'access.backToDashboard': 'Bumalik sa dashboard',
  'access.level.group_admin': 'Admin ng Grupo',
  'access.level.ministry_admin': 'Admin ng Ministeryo',
  'access.level.church_admin': 'Admin ng Simbahan',
  'access.level.volunteer_management': 'Pamamahala ng Volunteer',
  'access.level.staff': 'Kawani ng Simbahan',
  'role.member': 'Miyembro',
  'role.leader': 'Lider',
  'role.group_admin': 'Admin ng grupo',
  'role.ministry_admin': 'Admin ng ministeryo',
  'role.pastor': 'Pastor',
  'role.lead_pastor': 'Punong pastor',
  'role.church_admin': 'Admin ng church',
  'role.admin': 'Tagapangasiwa',
  'role.system_admin': 'Admin ng sistema',
  'role.super_admin': 'Nakatataas na admin',
  'role.platform_admin': 'Admin ng platform',
  'role.regional_admin': 'Admin ng rehiyon',
  'role.koinonia_owner': 'May-ari ng Koinonia',
  'role.koinonia_support': 'Suporta ng Koinonia',
  'common.cancel': 'Kanselahin',
  'common.loadMore': 'Mag-load pa',
  'common.loading': 'Nilo-load…',
  'common.retry': 'Subukang muli',
};

export default dictionary;
