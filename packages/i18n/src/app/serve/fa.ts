import type { ServeTranslations } from './en';

/** Farsi (فارسی): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. مرکز خدمت',
  'serve.emptyTitle': 'فرصت خدمت بازی نیست',
  'serve.emptyBody': 'در حال حاضر همهٔ تیم‌ها کامل هستند.',
  'serve.volunteers': 'داوطلب',
  'serve.openSpots': 'جای خالی',
};

export default dictionary;
