import type { ServeTranslations } from './en';

/** Indonesian (Bahasa Indonesia): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. Pusat Pelayanan',
  'serve.emptyTitle': 'Tidak ada kesempatan melayani yang terbuka',
  'serve.emptyBody': 'Saat ini semua tim sudah lengkap.',
  'serve.volunteers': 'relawan',
  'serve.openSpots': 'tempat kosong',
};

export default dictionary;
