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
};

export default dictionary;
