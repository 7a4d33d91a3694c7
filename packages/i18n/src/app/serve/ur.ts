import type { ServeTranslations } from './en';

/** Urdu (اردو): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. خدمت حب',
  'serve.emptyTitle': 'خدمت کا کوئی کھلا موقع نہیں',
  'serve.emptyBody': 'اس وقت تمام ٹیمیں مکمل ہیں۔',
  'serve.volunteers': 'رضاکار',
  'serve.openSpots': 'خالی جگہیں',
};

export default dictionary;
