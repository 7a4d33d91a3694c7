import type { WorshipTranslations } from './en';

/** Yoruba (Èdè Yorùbá): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'Káàbọ̀ padà',
  'dashboard.subtitle': 'Ohun tí ń ṣẹlẹ̀ nínú ìjọ rẹ nìyí.',
  'dashboard.shortcuts': 'Àwọn ọ̀nà àbùjá',
  'dashboard.prayerWall': 'Ògiri àdúrà',
  'dashboard.events': 'Àwọn ìṣẹ̀lẹ̀ tó ń bọ̀',
  'dashboard.serve': 'Ibùdó Iṣẹ́ Ìsìn',
  'dashboard.latestPrayers': 'Àwọn ìbéèrè àdúrà tuntun',
  'prayer.wallTitle': 'Ògiri àdúrà',
  'prayer.emptyTitle': 'Kò sí ìbéèrè àdúrà kankan síbẹ̀',
  'prayer.emptyBody': 'Tí àwọn ọmọ ìjọ rẹ bá pín ìbéèrè kan, yóò hàn níbí.',
  'prayer.anonymous': 'Aláìdánimọ̀',
  'prayer.praying': 'ń gbàdúrà',
  'prayer.private': 'Àṣírí',
  'prayer.answered': 'Ó ti gba ìdáhùn',
};

export default dictionary;
