import type { CoreTranslations } from './en';

/** Chichewa (Chichewa): the core strings, translated from en.ts. */
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
  'access.deniedBody': 'Tsamba ili likufuna chilolezo cha {access}. Ngati mukuganiza kuti muyenera kukhala nacho, funsani woyang’anira mpingo wanu.',
  'access.deniedBodyUnnamed': 'Ngati mukuganiza kuti muyenera kukhala ndi chilolezo chotsegula tsamba ili, funsani woyang’anira mpingo wanu.',
  'access.backToDashboard': 'Bwererani ku chidule',
  'access.level.group_admin': 'Oyang’anira Gulu',
  'access.level.ministry_admin': 'Oyang’anira Utumiki',
  'access.level.church_admin': 'Oyang’anira Mpingo',
  'access.level.volunteer_management': 'Kuyang’anira Odzipereka',
  'access.level.staff': 'Ogwira Ntchito a Mpingo',
};

export default dictionary;
