import type { LandingCopy } from './en';

/** Indonesian copy of the landing page. */
const copy: LandingCopy = {
  meta: {
    title: 'Koinonia — Aplikasi super gereja untuk persekutuan',
    description:
      'Dinding doa, bacaan Alkitab harian, acara, obrolan grup dan pelayanan relawan dalam satu aplikasi yang menjaga privasi bagi jemaat, pemimpin, pendeta dan staf.',
  },
  hero: {
    eyebrow: 'Aplikasi super gereja',
    title: 'Persekutuan yang berlanjut sepanjang minggu',
    subtitle:
      'Doa, Firman, acara, obrolan dan pelayanan dalam satu aplikasi yang mengutamakan privasi bagi jemaat, pemimpin dan staf Anda.',
  },
  overview: {
    title: 'Satu rumah bagi kehidupan bersama gereja Anda',
    paragraphs: [
      'Banyak gereja harus mengurus grup obrolan, lembar pendaftaran, halaman persembahan dan spreadsheet relawan sekaligus. Koinonia menyatukan semuanya di satu tempat, sehingga jemaat menemukan segala sesuatu dan para pemimpin tidak perlu lagi menyalin daftar dari satu alat ke alat lain.',
      'Jemaat saling mendoakan, membaca Alkitab setiap hari dan mendaftar untuk melayani. Pendeta dan pengurus melihat siapa yang terhubung dan di mana bantuan dibutuhkan, dalam {languageCount} bahasa.',
    ],
  },
  features: {
    title: 'Semua yang dilakukan gereja Anda, dalam satu aplikasi',
    items: [
      {
        title: 'Dinding Doa',
        body: 'Permohonan doa pribadi, publik atau anonim, lingkaran doa dan doa yang dijawab, terbuka sepanjang waktu.',
      },
      {
        title: 'Pembacaan Alkitab dan jurnal',
        body: 'Bacaan harian, renungan terpandu, rencana baca, Alkitab audio dan jurnal S.O.A.P.',
      },
      {
        title: 'Acara dan komunitas',
        body: 'Konfirmasi kehadiran, pengingat, forum yang dimoderasi, obrolan kelompok kecil, pesan dan pengumuman.',
      },
      {
        title: 'Pusat Pelayanan',
        body: 'Cocokkan jemaat dengan tim pelayanan berdasarkan keterampilan dan karunia rohani, lalu jadwalkan dan beri mereka apresiasi.',
      },
      {
        title: 'Pendalaman Alkitab dan persiapan khotbah dengan AI',
        body: 'Panduan pendalaman dan kerangka khotbah sesuai permintaan, dibayar dengan lilin AI yang termasuk dalam setiap paket.',
      },
      {
        title: 'Administrasi gereja',
        body: 'Pengelolaan jemaat, persembahan online dengan analitik pemberi, siaran langsung, banyak kampus dan studio konten.',
      },
    ],
  },
  featurePages: {
    title: 'Jelajahi fiturnya',
    items: {
      prayerWall: {
        title: 'Dinding Doa',
        body: 'Bagikan kebutuhan, bentuk lingkaran doa dan rayakan doa yang dijawab bersama-sama.',
      },
      bibleReading: {
        title: 'Pembacaan Alkitab',
        body: 'Membaca, mendengarkan dan merenungkan setiap hari dengan rencana baca, renungan dan jurnal S.O.A.P. Anda.',
      },
      events: {
        title: 'Acara',
        body: 'Rencanakan pertemuan dengan konfirmasi kehadiran, pengingat dan pencatatan kehadiran di setiap lokasi.',
      },
      communityChat: {
        title: 'Obrolan Komunitas',
        body: 'Jaga agar komunitas dan kelompok kecil tetap berbincang dengan aman di antara hari Minggu.',
      },
      volunteerHub: {
        title: 'Pusat Relawan',
        body: 'Bantu setiap jemaat menemukan tempat pelayanan yang sesuai dengan karunianya.',
      },
    },
  },
  audiences: {
    title: 'Dibuat untuk semua orang di gereja Anda',
    items: [
      {
        title: 'Jemaat',
        body: 'Berdoa, membaca, menulis jurnal dan ikut serta dalam kehidupan gereja dari ponsel Anda, kapan saja.',
      },
      {
        title: 'Pemimpin kelompok dan pelayanan',
        body: 'Mengobrol dengan kelompok Anda, membagikan pengumuman, merencanakan acara dan mengisi posisi relawan.',
      },
      {
        title: 'Pendeta',
        body: 'Lihat di mana jemaat Anda membutuhkan penggembalaan, lalu siapkan khotbah dan pendalaman Alkitab dengan bantuan AI.',
      },
      {
        title: 'Pengurus dan relawan gereja',
        body: 'Kelola jemaat, persembahan, kampus dan jadwal tanpa setumpuk spreadsheet.',
      },
    ],
  },
  benefits: {
    title: 'Mengapa gereja memilih Koinonia',
    items: [
      {
        title: 'Lebih sedikit administrasi, lebih banyak pelayanan',
        body: 'Satu aplikasi menggantikan tambal-sulam berbagai alat, sehingga staf dapat memakai waktunya bersama orang-orang.',
      },
      {
        title: 'Jemaat yang tetap terhubung',
        body: 'Doa, bacaan dan obrolan memberi alasan bagi orang untuk kembali di antara hari Minggu.',
      },
      {
        title: 'Siap untuk setiap kampus',
        body: 'Kelola beberapa kampus dari satu akun dan adakan acara di banyak lokasi.',
      },
      {
        title: 'Dalam bahasa setiap jemaat',
        body: 'Setiap orang memilih bahasanya sendiri serta tema terang atau gelap, dan dapat menyimpan konten untuk dibaca secara offline.',
      },
    ],
  },
  howItWorks: {
    title: 'Cara kerjanya',
    steps: [
      {
        title: 'Buat akun gratis',
        body: 'Daftar dalam satu menit, tanpa kartu, dan pilih bahasa Anda.',
      },
      {
        title: 'Bergabung atau daftarkan gereja Anda',
        body: 'Temukan gereja dan kelompok Anda, atau ajak seluruh jemaat bergabung melalui paket gereja.',
      },
      {
        title: 'Berdoa, membaca, berkumpul dan melayani',
        body: 'Mulailah dengan bacaan hari ini atau sebuah permohonan doa, lalu bertumbuhlah dari sana.',
      },
    ],
  },
  cta: {
    title: 'Satukan gereja Anda di satu tempat',
    body: 'Mulai gratis hari ini, atau jadwalkan demo dan kami akan memperkenalkan Koinonia kepada tim Anda.',
  },
};

export default copy;
