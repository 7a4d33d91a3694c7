import type { CoreTranslations } from './en';

/** Tagalog (Tagalog): the core strings, translated from en.ts. */
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
  'access.deniedBody': 'Kailangan ng pahinang ito ang pahintulot na {access}. Kung sa palagay mo ay dapat mayroon ka nito, magtanong sa tagapangasiwa ng iyong simbahan.',
  'access.deniedBodyUnnamed': 'Kung sa palagay mo ay dapat may pahintulot kang makita ang pahinang ito, magtanong sa tagapangasiwa ng iyong simbahan.',
  'access.backToDashboard': 'Bumalik sa pangkalahatang-tanaw',
  'access.level.group_admin': 'Admin ng Grupo',
  'access.level.ministry_admin': 'Admin ng Ministeryo',
  'access.level.church_admin': 'Admin ng Simbahan',
  'access.level.volunteer_management': 'Pamamahala ng mga Boluntaryo',
  'access.level.staff': 'Kawani ng Simbahan',
};

export default dictionary;
