import type { ServeTranslations } from './en';

/** Arabic (العربية): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. مركز الخدمة',
  'serve.emptyTitle': 'لا توجد فرص خدمة متاحة',
  'serve.emptyBody': 'جميع الفرق مكتملة حاليًا.',
  'serve.volunteers': 'متطوعين',
  'serve.openSpots': 'أماكن شاغرة',
};

export default dictionary;
