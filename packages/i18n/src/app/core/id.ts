import type { CoreTranslations } from './en';

/** Indonesian (Bahasa Indonesia): the strings the public site, the shell and every section share, translated from en.ts. */
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
  'access.deniedTitle': 'Anda tidak memiliki akses ke halaman ini',
  'access.deniedBody':
    'Halaman ini memerlukan akses {access}. Jika menurut Anda seharusnya Anda memilikinya, tanyakan kepada administrator gereja Anda.',
  'access.deniedBodyUnnamed':
    'Jika menurut Anda seharusnya Anda memiliki akses ke halaman ini, tanyakan kepada administrator gereja Anda.',
  'access.backToDashboard': 'Kembali ke dasbor',
  'access.level.group_admin': 'Admin Kelompok',
  'access.level.ministry_admin': 'Admin Pelayanan',
  'access.level.church_admin': 'Admin Gereja',
  'access.level.volunteer_management': 'Manajemen Relawan',
  'access.level.staff': 'Staf Gereja',
  'role.member': 'Anggota',
  'role.leader': 'Pemimpin',
  'role.group_admin': 'Admin kelompok',
  'role.ministry_admin': 'Admin pelayanan',
  'role.pastor': 'Pendeta',
  'role.lead_pastor': 'Pendeta utama',
  'role.church_admin': 'Admin gereja',
  'role.admin': 'Administrator',
  'role.system_admin': 'Admin sistem',
  'role.super_admin': 'Admin super',
  'role.platform_admin': 'Admin platform',
  'role.regional_admin': 'Admin regional',
  'role.koinonia_owner': 'Pemilik Koinonia',
  'role.koinonia_support': 'Dukungan Koinonia',
  'common.cancel': 'Batal',
  'common.loadMore': 'Muat lebih banyak',
  'common.loading': 'Memuat…',
  'common.retry': 'Coba lagi',
};

export default dictionary;
