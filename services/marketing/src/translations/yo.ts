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
  'access.deniedTitle': 'O kò ní àṣẹ láti wọ ibí yìí',
  'access.deniedBody': 'Ojú-ìwé yìí nílò àṣẹ {access}. Tí o bá rò pé ó yẹ kí o ní i, béèrè lọ́wọ́ alábòójútó ìjọ rẹ.',
  'access.deniedBodyUnnamed': 'Tí o bá rò pé ó yẹ kí o ní àṣẹ láti wọ ojú-ìwé yìí, béèrè lọ́wọ́ alábòójútó ìjọ rẹ.',
  'access.backToDashboard': 'Padà sí pátákó ìṣàkóso',
  'access.level.group_admin': 'Àbójútó ẹgbẹ́',
  'access.level.ministry_admin': 'Àbójútó iṣẹ́ ìránṣẹ́',
  'access.level.church_admin': 'Àbójútó ìjọ',
  'access.level.volunteer_management': 'Ìṣàkóso àwọn olùyọ̀ǹda',
  'access.level.staff': 'Òṣìṣẹ́ ìjọ',
};

export default dictionary;
