import type { CoreTranslations } from './en';

/** Indonesian (Bahasa Indonesia): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Masuk',
  'nav.getStarted': 'Mulai gratis',
  'nav.features': 'Fitur',
  'nav.company': 'Perusahaan',
  'nav.legal': 'Hukum',
  'nav.scheduleDemo': 'Jadwalkan demo',
  'nav.viewFeatures': 'Lihat fitur',
  'nav.purchaseCandles': 'Beli lilin',
  'nav.backToHome': 'Kembali ke beranda',
  'app.welcome': 'Selamat datang di Koinonia',
  'app.loading': 'Memuat…',
  'section.loadFailed': 'Bagian ini tidak dapat dimuat',
  'section.retry': 'Coba lagi',
};

export default dictionary;
