import type { CommonCopy } from './en';

/** Indonesian copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'Aplikasi super gereja untuk doa, Firman, persekutuan dan pelayanan.',
  skipToContent: 'Langsung ke konten',
  nav: {
    features: 'Fitur',
    company: 'Perusahaan',
    legal: 'Hukum',
    signIn: 'Masuk',
    getStartedFree: 'Mulai gratis',
    scheduleDemo: 'Jadwalkan demo',
    viewFeatures: 'Lihat fitur',
    purchaseCandles: 'Beli lilin',
    backToHome: 'Kembali ke beranda',
    pricing: 'Harga',
    openMenu: 'Buka menu',
    closeMenu: 'Tutup menu',
    mainNavigation: 'Utama',
    openApp: 'Buka Koinonia',
  },
  footer: {
    about:
      'Koinonia adalah kata Yunani untuk persekutuan. Kami membangun satu rumah yang mengutamakan privasi, tempat jemaat berdoa, membaca Alkitab, berkumpul dan melayani, serta tempat gereja dapat menggembalakan mereka dengan baik.',
    featuresTitle: 'Fitur',
    companyTitle: 'Perusahaan',
    legalTitle: 'Hukum',
    copyright: '© {year} Koinonia. Hak cipta dilindungi undang-undang.',
    privacyPromise: 'Tanpa pelacakan iklan, tanpa analitik pihak ketiga dan tanpa penjualan data.',
    geoLiteAttribution: 'Produk ini menyertakan data GeoLite2 yang dibuat oleh MaxMind, tersedia di {link}.',
  },
  pages: {
    landing: 'Beranda',
    prayerWall: 'Dinding Doa',
    bibleReading: 'Pembacaan Alkitab',
    events: 'Acara',
    communityChat: 'Obrolan Komunitas',
    volunteerHub: 'Pusat Relawan',
    aboutUs: 'Tentang kami',
    candlesInfo: 'Lilin AI',
    contactUs: 'Hubungi kami',
    contact: 'Kontak',
    enterpriseContact: 'Enterprise',
    support: 'Dukungan',
    helpDocs: 'Panduan bantuan',
    faq: 'Tanya jawab',
    privacyPolicy: 'Kebijakan privasi',
    termsOfService: 'Ketentuan layanan',
    pricing: 'Harga',
  },
  language: {
    label: 'Bahasa',
    choose: 'Pilih bahasa',
    current: '{language} (saat ini)',
  },
  theme: {
    toDark: 'Beralih ke tema gelap',
    toLight: 'Beralih ke tema terang',
  },
  claims: {
    title: 'Yang dimungkinkan oleh persekutuan dalam satu tempat',
    items: [
      { figure: '40%', label: 'keterlibatan lebih tinggi' },
      { figure: '5+', label: 'jam dihemat setiap minggu' },
      { figure: 'hingga 60%', label: 'lebih banyak partisipasi pelayanan' },
      { figure: '3x', label: 'pembacaan Alkitab lebih konsisten' },
      { figure: '11+', label: 'platform distribusi' },
    ],
  },
  privacy: {
    title: 'Privasi diutamakan sejak awal',
    body: 'Doa, jurnal dan percakapan adalah hal pribadi. Koinonia dibiayai oleh paket langganan, bukan iklan, sehingga kehidupan bersama gereja Anda tetap menjadi milik Anda.',
    points: [
      'Tanpa pelacakan iklan dan tanpa cookie iklan',
      'Tanpa analitik pihak ketiga',
      'Data Anda tidak pernah dijual, dan Anda dapat mengekspor atau menghapusnya',
    ],
  },
};

export default copy;
