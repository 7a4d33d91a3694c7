import type { WorshipTranslations } from './en';

/** Indonesian (Bahasa Indonesia): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'Selamat datang kembali',
  'dashboard.subtitle': 'Inilah yang sedang terjadi di gereja Anda.',
  'dashboard.shortcuts': 'Pintasan',
  'dashboard.prayerWall': 'Dinding Doa',
  'dashboard.events': 'Acara mendatang',
  'dashboard.serve': 'Pusat Pelayanan',
  'dashboard.latestPrayers': 'Permohonan doa terbaru',
  'prayer.wallTitle': 'Dinding Doa',
  'prayer.emptyTitle': 'Belum ada permohonan doa',
  'prayer.emptyBody': 'Saat anggota gereja Anda membagikan permohonan, permohonan itu muncul di sini.',
  'prayer.anonymous': 'Anonim',
  'prayer.praying': 'berdoa',
  'prayer.private': 'Pribadi',
  'prayer.answered': 'Terjawab',
};

export default dictionary;
