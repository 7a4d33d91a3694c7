import type { CoreTranslations } from './en';

/** Yoruba (Èdè Yorùbá): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Wọlé',
  'nav.getStarted': 'Bẹ̀rẹ̀ lọ́fẹ̀ẹ́',
  'nav.features': 'Àwọn ẹ̀yà',
  'nav.company': 'Ilé-iṣẹ́',
  'nav.legal': 'Òfin',
  'nav.scheduleDemo': 'Ṣètò àfihàn',
  'nav.viewFeatures': 'Wo àwọn ẹ̀yà',
  'nav.purchaseCandles': 'Ra àbẹ́là',
  'nav.backToHome': 'Padà sí ojú-ìwé àkọ́kọ́',
  'app.welcome': 'Ẹ kú àbọ̀ sí Koinonia',
  'app.loading': 'Ó ń gbé wọlé…',
  'section.loadFailed': 'A kò lè gbé apá yìí wọlé',
  'section.retry': 'Tún gbìyànjú',
};

export default dictionary;
