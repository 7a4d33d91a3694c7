import type { CoreTranslations } from './en';

/** Chichewa (Chichewa): the strings the public site, the shell and every section share, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Lowani',
  'nav.getStarted': 'Yambani kwaulere',
  'nav.features': 'Zomwe zilipo',
  'nav.company': 'Kampani',
  'nav.legal': 'Zamalamulo',
  'nav.scheduleDemo': 'Konzani chiwonetsero',
  'nav.viewFeatures': 'Onani zomwe zilipo',
  'nav.purchaseCandles': 'Gulani makandulo',
  'nav.backToHome': 'Bwererani ku tsamba loyamba',
  'app.welcome': 'Takulandirani ku Koinonia',
  'app.loading': 'Zikutsegulidwa…',
  'section.loadFailed': 'Gawoli silinatsegulidwe',
  'section.retry': 'Yesaninso',
  'access.deniedTitle': 'Mulibe chilolezo chotsegula tsamba ili',
  'access.deniedBody':
    'Tsamba ili likufuna chilolezo cha {access}. Ngati mukuganiza kuti muyenera kukhala nacho, funsani woyang’anira mpingo wanu.',
  'access.deniedBodyUnnamed':
    'Ngati mukuganiza kuti muyenera kukhala ndi chilolezo chotsegula tsamba ili, funsani woyang’anira mpingo wanu.',
  'access.backToDashboard': 'Bwererani ku chidule',
  'access.level.group_admin': 'Oyang’anira Gulu',
  'access.level.ministry_admin': 'Oyang’anira Utumiki',
  'access.level.church_admin': 'Oyang’anira Mpingo',
  'access.level.volunteer_management': 'Kuyang’anira Odzipereka',
  'access.level.staff': 'Ogwira Ntchito a Mpingo',
  'role.member': 'Membala',
  'role.leader': 'Mtsogoleri',
  'role.group_admin': 'Woyang’anira gulu',
  'role.ministry_admin': 'Woyang’anira utumiki',
  'role.pastor': 'Mbusa',
  'role.lead_pastor': 'Mbusa wamkulu',
  'role.church_admin': 'Woyang’anira mpingo',
  'role.admin': 'Woyendetsa',
  'role.system_admin': 'Woyang’anira dongosolo',
  'role.super_admin': 'Woyendetsa wamkulu',
  'role.platform_admin': 'Woyang’anira nsanja',
  'role.regional_admin': 'Woyang’anira chigawo',
  'role.koinonia_owner': 'Mwini wa Koinonia',
  'role.koinonia_support': 'Thandizo la Koinonia',
  'common.cancel': 'Lekani',
  'common.loadMore': 'Onetsani zina',
  'common.loading': 'Zikutsegulidwa…',
  'common.retry': 'Yesaninso',
};

export default dictionary;
