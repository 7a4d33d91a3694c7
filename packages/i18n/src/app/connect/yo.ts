import type { ConnectTranslations } from './en';

/** Yoruba (Èdè Yorùbá): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'Àwọn ìṣẹ̀lẹ̀',
  'events.emptyTitle': 'Kò sí ìṣẹ̀lẹ̀ tó ń bọ̀',
  'events.emptyBody': 'Àwọn ìṣẹ̀lẹ̀ tuntun láti ìjọ rẹ yóò hàn níbí.',
};

export default dictionary;
