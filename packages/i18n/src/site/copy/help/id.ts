import type { HelpCopy } from './en';

/** Indonesian copy of the FAQ and help docs pages. */
const copy: HelpCopy = {
  search: {
    label: 'Cari',
    placeholder: 'Cari pertanyaan dan panduan',
    results: '{count} hasil',
    noResults: 'Tidak ada yang cocok dengan “{query}”. Coba kata lain, atau hubungi tim dukungan.',
    clear: 'Hapus pencarian',
  },
  faq: {
    meta: {
      title: 'Pertanyaan yang sering diajukan — Koinonia',
      description:
        'Jawaban seputar Koinonia: cara memulai, paket gratis dan berbayar, lilin AI, privasi, visibilitas doa dan tambahan paket gereja untuk pendeta dan pengurus.',
    },
    hero: {
      eyebrow: 'Tanya jawab',
      title: 'Pertanyaan yang paling sering kami dengar',
      subtitle: 'Jawaban singkat dan jujur untuk jemaat, pemimpin dan pengurus gereja.',
    },
    groups: [
      {
        title: 'Memulai',
        items: [
          {
            question: 'Apa itu Koinonia?',
            answer:
              'Koinonia adalah aplikasi gereja untuk jemaat, pemimpin, pendeta, pengurus dan relawan. Aplikasi ini menyatukan dinding doa, pembacaan Alkitab harian, jurnal S.O.A.P., acara, obrolan kelompok, pelayanan dan persembahan di satu tempat, sehingga gereja dapat tetap bersekutu sepanjang minggu.',
          },
          {
            question: 'Apakah Koinonia gratis?',
            answer:
              'Ya. Paket {disciplePlan} gratis tanpa perlu kartu, dan mencakup dinding doa, jurnal S.O.A.P., diskusi komunitas, pembacaan Alkitab harian, rencana baca pemula serta {discipleCandles} lilin AI setiap bulan. Paket berbayar menambahkan lebih banyak lilin dan fitur.',
          },
          {
            question: 'Apakah gereja saya harus memakai Koinonia?',
            answer:
              'Tidak. Anda dapat membaca, berdoa dan menulis jurnal sendiri, dan memilih gereja saat pendaftaran bersifat opsional. Ketika gereja Anda bergabung, Anda terhubung ke komunitas, acara dan tim pelayanannya dari akun yang sama.',
          },
          {
            question: 'Bahasa apa saja yang tersedia di Koinonia?',
            answer:
              'Koinonia tersedia dalam {languageCount} bahasa, termasuk bahasa yang ditulis dari kanan ke kiri seperti Arab, Urdu, Ibrani dan Farsi. Pada kunjungan pertama, kami menyarankan bahasa untuk negara Anda, dan Anda dapat mengubahnya kapan saja di Pengaturan.',
          },
        ],
      },
      {
        title: 'Paket dan lilin',
        items: [
          {
            question: 'Apa itu lilin AI?',
            answer:
              'Lilin AI adalah kredit yang dipakai untuk fitur AI: panduan pendalaman Alkitab, persiapan khotbah, Alkitab audio AI dan video AI. Setiap paket menyertakan lilin yang diperbarui setiap bulan. Doa, bacaan, obrolan dan semua fitur lain yang bukan AI tidak pernah memakai lilin.',
          },
          {
            question: 'Apa yang terjadi jika lilin saya habis?',
            answer:
              'Hanya fitur AI yang berhenti sementara. Anda dapat menunggu lilin bulanan diperbarui, membeli paket tambahan yang lilinnya tidak pernah kedaluwarsa, atau beralih ke paket dengan jatah bulanan yang lebih besar.',
          },
          {
            question: 'Apakah saya dapat mengubah atau membatalkan paket?',
            answer:
              'Ya, kapan saja. Bayar bulanan, atau bayar tahunan dan dapatkan {freeMonths} bulan gratis. Jika Anda membatalkan, paket Anda tetap berlaku hingga akhir periode yang sudah dibayar, lalu Anda kembali ke paket gratis dengan seluruh konten tetap utuh.',
          },
          {
            question: 'Apakah lilin memiliki nilai uang?',
            answer:
              'Tidak. Lilin adalah kredit untuk fitur AI di dalam Koinonia. Lilin tidak dapat ditukar dengan uang atau digunakan di luar aplikasi.',
          },
        ],
      },
      {
        title: 'Privasi dan keamanan',
        items: [
          {
            question: 'Apakah Koinonia menjual data saya atau menampilkan iklan?',
            answer:
              'Tidak. Tidak ada pelacakan iklan, tidak ada analitik pihak ketiga dan tidak ada penjualan data. Kami menggunakan data Anda hanya untuk menjalankan Koinonia bagi Anda dan gereja Anda.',
          },
          {
            question: 'Siapa yang dapat melihat permohonan doa saya?',
            answer:
              'Anda yang memilih untuk setiap permohonan. Permohonan publik tampil di dinding doa gereja Anda, permohonan pribadi hanya untuk Anda dan lingkaran doa yang Anda pilih, dan permohonan anonim ditampilkan tanpa nama Anda.',
          },
          {
            question: 'Cookie apa yang digunakan Koinonia?',
            answer:
              'Satu cookie masuk yang menyimpan ID sesi acak. Tidak ada cookie iklan atau analitik. Peramban Anda juga mengingat tema, bahasa dan tata letak bilah samping di perangkat Anda sendiri.',
          },
          {
            question: 'Bagaimana cara melaporkan konten yang merugikan?',
            answer:
              'Forum dan obrolan kelompok dimoderasi oleh para pemimpin gereja Anda, jadi beri tahu moderator atau pemimpin komunitas tersebut terlebih dahulu. Jika menyangkut keselamatan Anda atau belum terselesaikan, kirim email ke {supportEmail} dan kami akan menindaklanjutinya.',
          },
        ],
      },
      {
        title: 'Untuk gereja',
        items: [
          {
            question: 'Bagaimana gereja kami bisa mulai?',
            answer:
              'Pilih {churchBasicPlan} atau {churchStandardPlan}, atau hubungi kami tentang {enterprisePlan} untuk jaringan yang lebih besar. Kami dengan senang hati menjadwalkan demo dan membantu Anda mengundang staf serta jemaat.',
          },
          {
            question: 'Apa saja tambahan dari paket gereja?',
            answer:
              'Pengelolaan jemaat, perencanaan acara, komunikasi untuk seluruh gereja, lingkaran doa pribadi, analitik, pengelolaan banyak kampus, analitik persembahan, integrasi siaran langsung, pengelolaan relawan dan obrolan pelayanan real-time dengan CRM.',
          },
          {
            question: 'Apa itu lilin kesetiaan?',
            answer:
              'Ucapan terima kasih bagi gereja yang tetap bersama kami: setiap {loyaltyMonths} bulan, gereja dengan {churchBasicPlan} menerima {basicLoyaltyCandles} lilin tambahan dan gereja dengan {churchStandardPlan} menerima {standardLoyaltyCandles}.',
          },
          {
            question: 'Apa yang dapat dilihat oleh pengurus gereja?',
            answer:
              'Pengurus melihat keanggotaan dan konten komunitas mereka sendiri. Doa dan jurnal pribadi jemaat tetap pribadi, dan catatan persembahan hanya dapat dilihat oleh pemberi dan pengurus keuangan gereja.',
          },
        ],
      },
    ],
  },
  helpDocs: {
    meta: {
      title: 'Panduan bantuan langkah demi langkah — Koinonia',
      description:
        'Panduan Koinonia: menyiapkan akun, mengunggah permohonan doa, mengikuti rencana baca, konfirmasi acara, menjadi relawan, mengelola jemaat dan memakai lilin AI.',
    },
    hero: {
      eyebrow: 'Panduan bantuan',
      title: 'Panduan langkah demi langkah',
      subtitle:
        'Temukan tugas yang ingin Anda lakukan dan ikuti langkah-langkahnya. Setiap panduan hanya butuh beberapa menit.',
    },
    articles: [
      {
        id: 'create-your-account',
        title: 'Buat akun dan pilih bahasa',
        summary: 'Daftar secara gratis dan siapkan Koinonia dalam bahasa yang Anda gunakan untuk berdoa.',
        steps: [
          'Pilih “Mulai gratis”, lalu masukkan nama, alamat email dan kata sandi Anda. Tidak perlu kartu.',
          'Buka email yang kami kirim dan ikuti tautannya untuk memverifikasi alamat email Anda.',
          'Selesaikan penyiapan singkat: profil, gereja dan minat Anda. Anda dapat melewati langkah gereja dan minat lalu kembali lagi nanti.',
          'Pilih bahasa Anda di langkah terakhir. Untuk mengubahnya nanti, buka Pengaturan dan pilih Bahasa; pilihan Anda tersimpan di akun dan mengikuti Anda di setiap perangkat.',
        ],
      },
      {
        id: 'post-a-prayer-request',
        title: 'Unggah permohonan doa dan pilih siapa yang dapat melihatnya',
        summary: 'Bagikan isi hati Anda tepat kepada orang-orang yang Anda kehendaki.',
        steps: [
          'Buka Dinding Doa di bawah Ibadah pada bilah samping dan mulai permohonan baru.',
          'Beri judul singkat dan tuliskan apa yang ingin Anda doakan.',
          'Pilih siapa yang dapat melihatnya: Publik untuk dinding doa gereja Anda, Pribadi untuk Anda dan lingkaran doa yang Anda pilih, atau Anonim untuk membagikannya tanpa nama Anda.',
          'Unggah permohonan itu. Anda akan diberi tahu ketika orang mendoakannya, dan permohonan tersebut menunjukkan berapa banyak orang yang berdoa bersama Anda.',
          'Ketika doa dijawab, tandai sebagai dijawab agar semua yang telah berdoa dapat bersyukur bersama Anda.',
        ],
      },
      {
        id: 'reading-plan-and-soap-journal',
        title: 'Mulai rencana baca dan tulis jurnal S.O.A.P.',
        summary: 'Bangun kebiasaan harian membaca Firman dan menuliskan maknanya bagi Anda.',
        steps: [
          'Buka Pembacaan Alkitab di bawah Ibadah dan telusuri rencana baca: {beginnerPlans} untuk pemula dan {intermediatePlans} untuk Anda yang siap mendalami lebih jauh.',
          'Mulai satu rencana. Setiap hari ada bacaan dengan renungan terpandu dan catatan studi; pilih terjemahan Anda atau dengarkan dengan Alkitab audio.',
          'Setelah membaca, buka Jurnal S.O.A.P. dan tulis empat bagian singkat: ayat yang paling menyentuh (Scripture), pengamatan Anda (Observation), cara Anda akan menerapkannya (Application) dan sebuah doa (Prayer).',
          'Kembalilah besok: posisi Anda dalam rencana tersimpan, dan jurnal Anda tetap pribadi kecuali Anda memilih untuk membagikan satu catatan.',
        ],
      },
      {
        id: 'rsvp-to-an-event',
        title: 'Konfirmasi kehadiran di acara dan dapatkan pengingat',
        summary: 'Beri tahu panitia bahwa Anda akan datang dan jangan sampai terlambat.',
        steps: [
          'Buka Acara di bawah Terhubung untuk melihat acara mendatang di gereja dan kelompok Anda, lengkap dengan lokasi dan kampus masing-masing.',
          'Buka sebuah acara dan konfirmasikan kehadiran agar panitia tahu berapa banyak orang yang akan datang.',
          'Pengingat dikirim sebelum acara melalui saluran yang Anda pilih di Pengaturan notifikasi: di aplikasi, lewat email atau sebagai notifikasi push.',
          'Jika rencana Anda berubah, perbarui konfirmasi Anda agar jumlah peserta tetap akurat.',
        ],
      },
      {
        id: 'join-a-community',
        title: 'Bergabung dengan komunitas dan mengobrol dengan kelompok Anda',
        summary: 'Temukan kelompok kecil atau pelayanan Anda dan tetap terhubung di antara pertemuan.',
        steps: [
          'Buka Komunitas di bawah Terhubung dan temukan kelompok dan pelayanan di gereja Anda.',
          'Bergabunglah dengan kelompok tempat Anda bernaung. Pengumuman, forum dan acara mereka kemudian akan muncul untuk Anda.',
          'Ikut serta dalam forum yang dimoderasi oleh para pemimpin Anda, atau buka obrolan kelompok Anda untuk percakapan singkat.',
          'Gunakan Pesan untuk percakapan empat mata dan Kontak agar orang-orang yang Anda kenal selalu mudah dijangkau.',
        ],
      },
      {
        id: 'volunteer-and-gifts-assessment',
        title: 'Temukan peluang pelayanan dan ikuti tes karunia rohani',
        summary: 'Temukan karunia Anda dan tempat pelayanan yang cocok.',
        steps: [
          'Ikuti tes karunia rohani: versi dasar berisi {basicQuestions} pertanyaan dan gratis; versi lengkap berisi {comprehensiveQuestions} pertanyaan dan tersedia mulai paket {servantPlan}.',
          'Buka Pusat Pelayanan di bawah Melayani. Peluang yang sesuai dengan keterampilan dan karunia Anda akan disarankan lebih dulu.',
          'Buka sebuah peluang untuk melihat timnya, tugas-tugasnya dan berapa posisi yang masih terbuka, lalu lamar.',
          'Pantau lamaran Anda di Lamaran Saya. Setelah Anda masuk dalam tim, jadwal dan pengingat muncul di Pusat Pelayanan, dan lencana penghargaan menandai pelayanan Anda.',
        ],
      },
      {
        id: 'invite-staff-and-manage-members',
        title: 'Undang staf dan kelola jemaat',
        summary: 'Untuk pengurus gereja: ajak tim Anda bergabung dan jaga daftar jemaat tetap mutakhir.',
        steps: [
          'Buka Admin Gereja di bilah samping. Menu ini muncul setelah akun gereja memberi Anda akses pengurus.',
          'Di pengelolaan staf, undang seseorang melalui email dan pilih perannya: admin, pemimpin atau moderator.',
          'Mereka menerima undangan dan menerimanya dengan masuk atau membuat akun; Anda akan diberi tahu ketika mereka bergabung.',
          'Gunakan Manajemen Jemaat untuk melihat jemaat Anda, memperbarui data mereka dan mengelompokkan mereka ke dalam kelompok dan pelayanan.',
          'Kirim kabar untuk seluruh gereja dari Pusat Komunikasi agar semua orang mendengarnya di satu tempat.',
        ],
      },
      {
        id: 'ai-candles-and-boost-packs',
        title: 'Gunakan lilin AI dan beli paket tambahan',
        summary: 'Gunakan lilin untuk alat AI pendalaman Alkitab dan khotbah, lalu isi ulang saat perlu.',
        steps: [
          'Buka Lilin di bawah Akun untuk melihat saldo Anda dan biaya setiap fitur AI.',
          'Gunakan fitur AI, misalnya panduan pendalaman atau persiapan khotbah; lilin yang dibutuhkan akan dipotong dari saldo Anda.',
          'Lilin dari paket Anda diperbarui setiap bulan. Jika Anda membutuhkan lebih banyak sebelum itu, beli paket tambahan: S berisi {smallPackCandles} lilin, M berisi {mediumPackCandles} atau L berisi {largePackCandles}.',
          'Harga ditampilkan dalam mata uang Anda sebelum membayar, dan lilin dari paket tambahan tidak pernah kedaluwarsa.',
        ],
      },
      {
        id: 'theme-font-size-and-notifications',
        title: 'Ubah tema, ukuran huruf dan notifikasi',
        summary: 'Buat Koinonia nyaman dibaca dan tentukan apa saja yang sampai kepada Anda.',
        steps: [
          'Buka Pengaturan dan, di bagian Tampilan, pilih tema Terang, Gelap atau Otomatis. Otomatis mengikuti perangkat Anda. Tombol di bagian atas halaman juga dapat mengganti tema dengan cepat.',
          'Pilih ukuran huruf Kecil, Sedang atau Besar. Pilihan Anda tersimpan di akun.',
          'Buka Pengaturan notifikasi dan pilih, untuk setiap jenis notifikasi, apakah tampil di aplikasi, dikirim lewat email atau dikirim sebagai push ke perangkat Anda.',
          'Sematkan hingga {maxPinned} halaman favorit di bilah samping agar selalu berada di atas.',
        ],
      },
      {
        id: 'export-or-delete-your-data',
        title: 'Ekspor atau hapus data Anda',
        summary: 'Lihat data apa yang disimpan Koinonia tentang Anda, ambil salinannya atau hapus akun Anda.',
        steps: [
          'Untuk meminta salinan data Anda atau penghapusan akun, kirim permintaan dukungan (pilih Pertanyaan umum) atau email ke {privacyEmail}.',
          'Untuk memperbaiki nama, nama pengguna atau foto Anda, buka Profil dari menu avatar.',
          'Jika Anda menghapus akun, data Anda dihapus dalam {deletionDays} hari, kecuali catatan persembahan yang wajib disimpan gereja Anda menurut hukum.',
          'Kirim dari alamat email akun Anda agar kami tahu permintaan itu memang dari Anda; kami menjawab dalam satu hari kerja.',
        ],
      },
    ],
  },
  stillNeedHelp: {
    title: 'Masih butuh bantuan?',
    body: 'Tim dukungan kami membaca setiap pesan dan menjawab dalam satu hari kerja. Ceritakan apa yang sedang Anda coba lakukan dan apa yang terjadi.',
  },
};

export default copy;
