import type { CoreTranslations } from './en';

/** Cebuano (Sinugboanon): the strings the public site, the shell and every section share, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Sulod',
  'nav.getStarted': 'Sugdi nga libre',
  'nav.features': 'Mga bahin',
  'nav.company': 'Kompanya',
  'nav.legal': 'Mga butang legal',
  'nav.scheduleDemo': 'Pag-iskedyul og demo',
  'nav.viewFeatures': 'Tan-awa ang mga bahin',
  'nav.purchaseCandles': 'Palit og mga kandila',
  'nav.backToHome': 'Balik sa sinugdanan',
  'app.welcome': 'Maayong pag-abot sa Koinonia',
  'app.loading': 'Nagkarga…',
  'section.loadFailed': 'Dili makarga kining bahina',
  'section.retry': 'Sulayi pag-usab',
  'access.deniedTitle': 'Wala kay access niini',
  'access.deniedBody':
    'Kini nga panid nagkinahanglan og access sa {access}. Kung sa imong hunahuna angay kang adunay niini, pangutan-a ang administrator sa inyong simbahan.',
  'access.deniedBodyUnnamed':
    'Kung sa imong hunahuna angay kang adunay access niini nga panid, pangutan-a ang administrator sa inyong simbahan.',
  'access.backToDashboard': 'Balik sa dashboard',
  'access.level.group_admin': 'Admin sa Grupo',
  'access.level.ministry_admin': 'Admin sa Ministeryo',
  'access.level.church_admin': 'Admin sa Simbahan',
  'access.level.volunteer_management': 'Pagdumala sa mga Boluntaryo',
  'access.level.staff': 'Kawani sa Simbahan',
  'role.member': 'Miyembro',
  'role.leader': 'Lider',
  'role.group_admin': 'Admin sa grupo',
  'role.ministry_admin': 'Admin sa ministeryo',
  'role.pastor': 'Pastor',
  'role.lead_pastor': 'Pangulong pastor',
  'role.church_admin': 'Admin sa simbahan',
  'role.admin': 'Tigdumala',
  'role.system_admin': 'Admin sa sistema',
  'role.super_admin': 'Labawng admin',
  'role.platform_admin': 'Admin sa plataporma',
  'role.regional_admin': 'Admin sa rehiyon',
  'role.koinonia_owner': 'Tag-iya sa Koinonia',
  'role.koinonia_support': 'Suporta sa Koinonia',
  'common.cancel': 'Kanselahon',
  'common.loadMore': 'Pagkarga pa',
  'common.loading': 'Nagkarga…',
  'common.retry': 'Sulayi pag-usab',
};

export default dictionary;
