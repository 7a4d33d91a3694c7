import type { CompanyCopy } from './en';

/** Indonesian copy of the about-us, AI candles and contact-us pages. */
const copy: CompanyCopy = {
  aboutUs: {
    meta: {
      title: 'Tentang Koinonia: persekutuan untuk seluruh gereja',
      description:
        'Mengapa Koinonia ada: satu rumah pribadi tanpa iklan untuk doa, Firman, pelayanan dan kehidupan gereja, agar pendeta punya lebih banyak waktu bagi jemaat.',
    },
    hero: {
      eyebrow: 'Tentang kami',
      title: 'Dibangun untuk persekutuan',
      subtitle:
        'Doa, Firman, pelayanan dan kehidupan gereja dalam satu tempat, agar jemaat Anda tetap terhubung di antara hari-hari Minggu.',
    },
    overview: {
      title: 'Mengapa Koinonia ada',
      paragraphs: [
        'Koinonia adalah kata Yunani yang dipakai jemaat mula-mula untuk persekutuan: hidup bersama dalam pengajaran, doa, memecahkan roti dan saling memperhatikan. Kehidupan bersama itulah yang ingin kami dukung.',
        'Banyak gereja berjalan dengan tambal sulam grup obrolan, lembar pendaftaran kertas dan alat persembahan yang terpisah-pisah. Pendeta menghabiskan malam untuk urusan administrasi sementara jemaat perlahan hilang dari pandangan. Koinonia menyatukan semuanya, sehingga para pemimpin dapat mencurahkan waktu mereka bagi orang-orang.',
      ],
    },
    features: {
      title: 'Apa yang kami bangun',
      items: [
        {
          title: 'Doa dan Firman',
          body: 'Dinding doa, jurnal S.O.A.P., pembacaan Alkitab harian, rencana baca dan Alkitab audio.',
        },
        {
          title: 'Komunitas',
          body: 'Komunitas, forum yang dimoderasi, obrolan kelompok kecil, pesan dan pengumuman.',
        },
        {
          title: 'Acara',
          body: 'Konfirmasi kehadiran, pengingat, pencatatan kehadiran dan banyak lokasi.',
        },
        {
          title: 'Pelayanan',
          body: 'Pusat Pelayanan D.I.V.I.N.E. mencocokkan relawan dengan tim pelayanan berdasarkan keterampilan dan karunia rohani.',
        },
        {
          title: 'Administrasi gereja',
          body: 'Pengelolaan jemaat, komunikasi untuk seluruh gereja dan persembahan online dengan analitik pemberi.',
        },
        {
          title: 'Alat pelayanan',
          body: 'Panduan pendalaman Alkitab dengan AI, persiapan khotbah, siaran langsung dan distribusi sekali klik ke 11+ platform.',
        },
      ],
    },
    benefits: {
      title: 'Yang kami pegang teguh',
      items: [
        {
          title: 'Privasi diutamakan',
          body: 'Tanpa pelacakan iklan, tanpa analitik pihak ketiga, tanpa penjualan data. Permohonan doa adalah amanah, bukan barang dagangan.',
        },
        {
          title: 'Dibangun bersama gereja',
          body: 'Dirancang mengikuti minggu gereja yang sesungguhnya: ibadah, kelompok tengah minggu, jadwal pelayanan dan mereka yang memimpinnya.',
        },
        {
          title: 'Bahasa setiap jemaat',
          body: 'Koinonia tersedia dalam {languageCount} bahasa, sehingga setiap orang dapat berdoa dan membaca dalam bahasa hatinya.',
        },
        {
          title: 'Gratis untuk memulai',
          body: 'Jemaat memulai dengan paket gratis kami, tanpa kartu, dan boleh tetap di sana selama yang mereka mau.',
        },
      ],
    },
    howItWorks: {
      title: 'Cara memulai',
      steps: [
        {
          title: 'Buat akun gratis',
          body: 'Pilih bahasa Anda, lalu buka dinding doa dan bacaan Alkitab hari ini.',
        },
        {
          title: 'Bergabung dengan gereja Anda',
          body: 'Temukan gereja Anda dan kelompok-kelompoknya, atau daftarkan gereja Anda dengan paket gereja.',
        },
        {
          title: 'Bertumbuh bersama',
          body: 'Saling mendoakan, membaca Alkitab bersama, melayani sesuai karunia Anda.',
        },
      ],
    },
    cta: {
      title: 'Mari datang dan lihat',
      body: 'Mulai gratis sebagai jemaat, atau jelajahi Koinonia bersama tim gereja Anda dalam sebuah demo.',
    },
  },
  candlesInfo: {
    meta: {
      title: 'Lilin AI: kredit untuk panduan pendalaman dan khotbah',
      description:
        'Cara kerja lilin AI di Koinonia: jatah bulanan di setiap paket untuk panduan pendalaman, khotbah, audio dan video AI, serta paket tambahan tanpa kedaluwarsa.',
    },
    hero: {
      eyebrow: 'Lilin AI',
      title: 'Satu kredit sederhana untuk semua fitur AI',
      subtitle:
        'Lilin dipakai untuk panduan pendalaman Alkitab, persiapan khotbah, Alkitab audio AI dan video AI. Setiap paket sudah menyertakannya.',
    },
    overview: {
      title: 'Apa itu lilin AI?',
      paragraphs: [
        'Lilin AI adalah kredit yang Anda gunakan untuk fitur AI di Koinonia. Setiap paket, termasuk yang gratis, menyertakan lilin setiap bulan.',
        'Lilin dari paket diperbarui setiap bulan. Paket tambahan memberi lilin yang tidak pernah kedaluwarsa, dan gereja menerima lilin kesetiaan karena tetap bersama kami.',
      ],
    },
    features: {
      title: 'Sekilas tentang lilin AI',
      items: [
        {
          title: 'Panduan pendalaman Alkitab',
          body: 'Panduan untuk bagian Alkitab atau tema apa pun, lengkap dengan pertanyaan diskusi untuk kelompok Anda.',
        },
        {
          title: 'Persiapan khotbah',
          body: 'Susun kerangka khotbah dan kumpulkan ayat-ayat rujukan silang, lalu olah menjadi milik Anda sendiri.',
        },
        {
          title: 'Alkitab audio AI',
          body: 'Dengarkan Firman dibacakan saat dalam perjalanan atau sebelum tidur.',
        },
        {
          title: 'Video AI',
          body: 'Ubah satu poin khotbah atau satu perikop menjadi video singkat untuk gereja Anda.',
        },
        {
          title: 'Saldo Anda sekilas',
          body: 'Halaman lilin Anda selalu menunjukkan berapa yang tersisa.',
        },
        {
          title: 'Isi ulang dalam sekejap',
          body: 'Beli paket tambahan kapan pun Anda membutuhkan lebih banyak, di paket apa pun.',
        },
      ],
    },
    benefits: {
      title: 'Mengapa lilin',
      items: [
        {
          title: 'Termasuk di setiap paket',
          body: 'Jemaat dan gereja menerima jatah bulanan sejak hari pertama.',
        },
        {
          title: 'Tanpa tagihan mengejutkan',
          body: 'Anda hanya memakai lilin yang sudah Anda miliki; tidak ada biaya berdasarkan pemakaian.',
        },
        {
          title: 'Isi ulang yang awet',
          body: 'Lilin dari paket tambahan tidak pernah kedaluwarsa, jadi tidak ada yang terbuang dari pembelian Anda.',
        },
        {
          title: 'Kata-kata Anda tetap milik Anda',
          body: 'Apa yang Anda ketik hanya diproses untuk menjawab Anda, tidak pernah untuk iklan.',
        },
      ],
    },
    howItWorks: {
      title: 'Cara kerja lilin',
      steps: [
        {
          title: 'Pilih paket',
          body: 'Setiap paket, termasuk yang gratis, dilengkapi lilin bulanan.',
        },
        {
          title: 'Gunakan fitur AI',
          body: 'Setiap panduan pendalaman, kerangka khotbah, pasal audio atau video memakai lilin.',
        },
        {
          title: 'Isi ulang saat perlu',
          body: 'Tambahkan paket tambahan kapan saja; gereja juga mendapat lilin kesetiaan.',
        },
      ],
    },
    cta: {
      title: 'Hadirkan bantuan AI dalam pendalaman Alkitab dan pelayanan Anda',
      body: 'Mulai gratis dengan lilin bulanan, atau beli paket tambahan saat Anda membutuhkan lebih banyak.',
    },
    allotments: {
      title: 'Lilin per paket',
      body: 'Setiap paket menyertakan jatah lilin AI bulanan yang diperbarui setiap bulan.',
    },
    boostPacks: {
      title: 'Paket tambahan',
      body: 'Isi ulang sekali beli dalam tiga ukuran, untuk paket apa pun. Lilin dari paket tambahan tidak pernah kedaluwarsa.',
    },
    loyalty: {
      title: 'Lilin kesetiaan untuk gereja',
      body: 'Paket gereja menerima lilin tambahan dua kali setahun sebagai ucapan terima kasih karena tetap bersama Koinonia.',
    },
  },
  contactUs: {
    meta: {
      title: 'Hubungi Koinonia: dukungan, demo dan pertanyaan',
      description:
        'Hubungi tim Koinonia: bantuan akun, paket gereja dan enterprise, permintaan demo atau pertanyaan apa pun. Kami menjawab setiap pesan.',
    },
    hero: {
      eyebrow: 'Hubungi kami',
      title: 'Kami senang mendengar dari Anda',
      subtitle: 'Bantuan, demo atau jawaban: pilih cara yang paling cocok bagi Anda.',
    },
    channels: {
      title: 'Apa yang bisa kami bantu?',
      items: {
        contact: {
          title: 'Kirim pesan kepada kami',
          body: 'Pertanyaan, ide atau masukan: salah satu anggota tim kami akan membalas.',
          link: 'Tulis kepada kami',
        },
        support: {
          title: 'Dapatkan dukungan',
          body: 'Kesulitan masuk, pertanyaan tentang paket atau lilin Anda, atau ada yang tidak berfungsi.',
          link: 'Minta bantuan',
        },
        enterprise: {
          title: 'Paket gereja dan enterprise',
          body: 'Merencanakan Koinonia untuk jemaat besar, beberapa kampus atau jaringan gereja? Mari berbincang.',
          link: 'Bicara dengan tim kami',
        },
        demo: {
          title: 'Lihat Koinonia secara langsung',
          body: 'Penjelasan langsung langkah demi langkah untuk para pendeta dan staf Anda.',
          link: 'Minta demo',
        },
      },
    },
    address: {
      title: 'Alamat surat perusahaan',
      lines: ['Koinonia', '100 Fellowship Way', 'Suite 200', 'Nashville, TN 37203', 'Amerika Serikat'],
    },
    email: {
      title: 'Kirim email kepada kami',
      support: 'Dukungan: {email}',
      privacy: 'Privasi: {email}',
    },
    responseTime:
      'Kami menjawab permintaan dukungan dan pertanyaan gereja dalam satu hari kerja, dan pesan lainnya dalam dua hari kerja.',
  },
};

export default copy;
