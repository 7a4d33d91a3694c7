import type { PricingCopy } from './en';

/** Indonesian copy of the pricing page. */
const copy: PricingCopy = {
  meta: {
    title: 'Harga: paket untuk jemaat dan gereja — Koinonia',
    description:
      'Bandingkan paket Koinonia: mulai gratis sebagai jemaat, tambah lilin AI seiring bertumbuh, atau perlengkapi gereja untuk jemaat, persembahan, acara dan relawan.',
  },
  hero: {
    eyebrow: 'Harga',
    title: 'Paket untuk setiap orang percaya dan setiap gereja',
    subtitle:
      'Mulai gratis dengan dinding doa, pembacaan Alkitab harian dan jurnal S.O.A.P. Anda. Tambahkan alat AI saat Anda membutuhkannya, atau satukan seluruh jemaat Anda dalam paket gereja.',
  },
  tabs: {
    label: 'Paket untuk',
    individual: 'Jemaat perorangan',
    individualGoal: 'Untuk pertumbuhan rohani dan rasa memiliki',
    church: 'Paket gereja',
    churchGoal: 'Untuk keterlibatan dan pertumbuhan',
  },
  billing: {
    label: 'Periode tagihan',
    monthly: 'Bulanan',
    yearly: 'Tahunan',
    yearlySaving: 'Gratis 2 bulan',
  },
  price: {
    free: 'Gratis',
    noCard: 'Tanpa kartu',
    perMonth: '/bulan',
    perYear: '/tahun',
    billedYearly: '{amount} ditagih per tahun',
    candlesPerMonth: '{count} lilin AI per bulan',
    contactUs: 'Harga khusus',
    vatIncluded: 'Harga sudah termasuk PPN {rate}%.',
    shownIn: 'Harga dalam {currency} untuk {country}.',
    usdFallback: 'Harga dalam dolar AS.',
  },
  popular: 'Paling populer',
  choose: 'Mulai sekarang',
  contactSales: 'Hubungi tim penjualan',
  everythingIn: 'Semua yang ada di {plan}, ditambah:',
  plans: {
    disciple: {
      tagline: 'Semua yang Anda perlukan untuk berdoa, membaca Alkitab dan bersekutu.',
      features: [
        'Dinding doa dengan permohonan pribadi, publik dan anonim',
        'Jurnal S.O.A.P.',
        'Diskusi komunitas',
        'Pembacaan Alkitab harian',
        'Rencana baca untuk pemula',
        'Alat dasar pendalaman Alkitab',
        'Tes karunia rohani ({basicQuestions} pertanyaan)',
      ],
    },
    servant: {
      tagline: 'Belajar lebih dalam dan temukan karunia yang Tuhan berikan kepada Anda untuk melayani.',
      features: [
        'Tes karunia rohani lengkap ({comprehensiveQuestions} pertanyaan)',
        'Analitik lanjutan',
        'Dukungan prioritas',
      ],
    },
    torchbearer: {
      tagline: 'Untuk para pemimpin yang membangun pelayanan dan berkarya untuknya.',
      features: [
        'Pembuatan dan pengelolaan pelayanan',
        'Pembuat rencana baca sesuai kebutuhan',
        'Sumber daya pelayanan premium',
        'Alkitab audio AI',
        'Pembuatan video dengan AI',
        'Konten offline tanpa batas',
        'Integrasi khusus',
      ],
    },
    churchBasic: {
      tagline: 'Satu tempat untuk jemaat, pelayanan dan staf Anda.',
      features: [
        'Pengelolaan jemaat',
        'Perencanaan acara',
        'Komunikasi untuk seluruh gereja',
        'Lingkaran doa pribadi untuk gereja Anda',
        'Sistem pengelolaan relawan',
        'Obrolan pelayanan real-time dengan CRM',
        'Analitik persembahan',
        'Integrasi siaran langsung',
        'Pengelolaan banyak kampus',
        'Analitik gereja',
      ],
    },
    churchStandard: {
      tagline: 'Untuk gereja yang bertumbuh dan mengandalkan AI dalam pengajaran dan media.',
      features: [
        'Jatah lilin AI bulanan yang lebih besar untuk persiapan khotbah, panduan pendalaman Alkitab dan media',
        'Hadiah kesetiaan gereja yang lebih besar dari dua yang kami tawarkan',
      ],
    },
    enterprise: {
      tagline: 'Untuk jemaat besar dan jaringan gereja.',
      features: [
        'Harga yang disepakati sesuai ukuran jemaat dan jumlah kampus Anda',
        'Demo langsung dan percakapan perencanaan bersama tim kami',
        'Dukungan prioritas untuk staf dan pengurus Anda',
      ],
    },
  },
  boostPacks: {
    title: 'Paket tambahan',
    body: 'Butuh lebih banyak lilin AI sebelum paket Anda diperbarui? Isi ulang dengan paket tambahan sekali beli, di paket apa pun.',
    pack: 'Paket tambahan {size}',
    candles: '{count} lilin AI',
    noExpiry: 'Tidak pernah kedaluwarsa',
    buy: 'Beli paket',
  },
  loyalty: {
    title: 'Lilin kesetiaan untuk gereja',
    body: 'Gereja yang tetap bersama Koinonia menerima lilin AI tambahan dua kali setahun, di luar jatah bulanan mereka.',
    shepherd: 'Shepherd: {count} lilin kesetiaan setiap 6 bulan',
    beacon: 'Beacon: {count} lilin kesetiaan setiap 6 bulan',
  },
  enterprise: {
    title: 'Melayani gereja besar atau beberapa kampus?',
    body: 'Ceritakan tentang jemaat Anda dan kami akan menyusun paket sesuai kampus, pelayanan dan staf Anda, dimulai dengan sebuah demo.',
  },
  faq: {
    title: 'Pertanyaan seputar paket',
    items: [
      {
        question: 'Apakah saya bisa mengganti paket atau periode tagihan nanti?',
        answer:
          'Bisa. Pindah ke paket lain atau beralih antara tagihan bulanan dan tahunan dari akun Anda kapan saja. Paket yang lebih tinggi langsung berlaku; paket yang lebih rendah atau periode tagihan baru dimulai pada tanggal tagihan berikutnya.',
      },
      {
        question: 'Bagaimana cara membatalkan?',
        answer:
          'Batalkan dari akun Anda kapan pun Anda mau. Paket Anda tetap aktif hingga akhir periode yang sudah dibayar, lalu Anda melanjutkan dengan paket gratis kami, dengan doa dan catatan jurnal Anda tetap utuh.',
      },
      {
        question: 'Apa itu lilin AI?',
        answer:
          'Lilin adalah kredit yang Anda gunakan untuk fitur AI: panduan pendalaman Alkitab, persiapan khotbah, Alkitab audio AI dan video AI. Lilin dari paket diperbarui setiap bulan; lilin dari paket tambahan tidak pernah kedaluwarsa.',
      },
      {
        question: 'Apakah saya memerlukan paket gereja atau paket perorangan?',
        answer:
          'Paket perorangan menolong perjalanan iman satu orang bersama Tuhan. Paket gereja memperlengkapi satu jemaat: pengelolaan jemaat, acara, komunikasi, persembahan dan relawan. Jemaat dapat bergabung dengan gereja mereka dengan paket perorangan apa pun, termasuk yang gratis.',
      },
    ],
  },
};

export default copy;
