import type { FeaturesCopy } from './en';

/** Indonesian copy of the five feature pages (prayer wall, Bible reading, events, community chat, volunteer hub). */
const copy: FeaturesCopy = {
  prayerWall: {
    meta: {
      title: 'Dinding Doa: berdoa bersama siang dan malam — Koinonia',
      description:
        'Bagikan permohonan doa secara pribadi, publik atau anonim, bentuk lingkaran doa, lihat siapa yang mendoakan dan rayakan doa yang dijawab bersama gereja Anda.',
    },
    hero: {
      eyebrow: 'Dinding Doa',
      title: 'Tak ada permohonan doa yang ditanggung sendirian',
      subtitle: 'Bagikan kebutuhan secara pribadi, publik atau anonim, dan biarkan gereja Anda berdoa bersama Anda.',
    },
    overview: {
      title: 'Doa di jantung gereja Anda',
      paragraphs: [
        'Kebutuhan doa jarang menunggu hari Minggu. Dinding Doa memungkinkan jemaat meminta dukungan doa kapan saja dan tahu bahwa ada yang mendoakan mereka.',
        'Anda yang menentukan siapa yang dapat melihat setiap permohonan, dan doa yang dijawab ditandai agar semua orang dapat bersyukur.',
      ],
    },
    features: {
      title: 'Yang ditawarkan Dinding Doa',
      items: [
        {
          title: 'Pribadi, publik atau anonim',
          body: 'Simpan permohonan untuk diri sendiri, bagikan kepada gereja Anda, atau unggah tanpa mencantumkan nama Anda.',
        },
        {
          title: 'Lingkaran doa',
          body: 'Kumpulkan lingkaran kecil untuk satu kebutuhan, misalnya seseorang yang dirawat di rumah sakit atau keluarga yang sedang berduka.',
        },
        {
          title: 'Lihat siapa yang mendoakan',
          body: 'Ketahuilah bahwa ada orang yang mendoakan permohonan Anda, sehingga Anda tidak pernah menanggungnya sendirian.',
        },
        {
          title: 'Doa yang dijawab',
          body: 'Tandai doa sebagai dijawab dan tambahkan kabar terbaru, supaya orang lain dapat bersukacita bersama Anda.',
        },
        {
          title: 'Notifikasi sesuai pilihan Anda',
          body: 'Dapatkan kabar saat seseorang mendoakan Anda, dan aktifkan atau nonaktifkan setiap pemberitahuan.',
        },
        {
          title: 'Terbuka sepanjang waktu',
          body: 'Unggah dan berdoa pada tengah malam atau siang hari, di ponsel maupun komputer Anda.',
        },
      ],
    },
    benefits: {
      title: 'Mengapa ini penting',
      items: [
        {
          title: 'Kepedulian datang lebih cepat',
          body: 'Kebutuhan dibagikan saat muncul, bukan beberapa hari kemudian.',
        },
        {
          title: 'Pemimpin melihat kebutuhan',
          body: 'Permohonan publik dan lingkaran doa menunjukkan kepada pendeta di mana penggembalaan dibutuhkan.',
        },
        {
          title: 'Iman bertumbuh lewat kesaksian',
          body: 'Doa yang dijawab menjadi catatan kesetiaan Tuhan.',
        },
        {
          title: 'Kebutuhan yang sensitif tetap aman',
          body: 'Permohonan pribadi dan anonim memungkinkan orang meminta doa tanpa takut menjadi bahan gosip.',
        },
      ],
    },
    howItWorks: {
      title: 'Cara kerjanya',
      steps: [
        {
          title: 'Tulis permohonan Anda',
          body: 'Sampaikan isi hati Anda dengan kata-kata Anda sendiri.',
        },
        {
          title: 'Pilih siapa yang dapat melihat',
          body: 'Jadikan pribadi, publik atau anonim, atau bagikan ke sebuah lingkaran doa.',
        },
        {
          title: 'Berdoa dan bersyukur',
          body: 'Doakan orang lain dan tandai jawaban doa ketika datang.',
        },
      ],
    },
    cta: {
      title: 'Mulailah berdoa bersama hari ini',
      body: 'Dinding Doa gratis. Unggah permohonan pertama Anda dalam hitungan menit.',
    },
  },
  bibleReading: {
    meta: {
      title: 'Rencana baca Alkitab dan jurnal S.O.A.P. — Koinonia',
      description:
        'Bacaan Alkitab harian, renungan terpandu, rencana baca, catatan studi, beberapa terjemahan, Alkitab audio dan jurnal S.O.A.P. agar Firman berakar dalam hidup.',
    },
    hero: {
      eyebrow: 'Pembacaan Alkitab',
      title: 'Buka Firman setiap hari, bersama-sama',
      subtitle:
        'Bacaan harian, renungan terpandu, rencana baca dan jurnal S.O.A.P. yang membantu Firman berakar dalam hidup Anda.',
    },
    overview: {
      title: 'Kebiasaan harian yang bertahan',
      paragraphs: [
        'Mulai membaca Alkitab itu mudah; yang sulit adalah bertekun. Koinonia memberi setiap hari satu perikop, renungan terpandu dan tempat untuk menuliskan apa yang Anda pelajari.',
        'Baca dalam beberapa terjemahan, dengarkan di perjalanan, dan diskusikan perikop itu bersama gereja Anda. Catatan studi dan panduan pendalaman AI membawa Anda lebih dalam.',
      ],
    },
    features: {
      title: 'Semua yang dibutuhkan untuk membaca dan mendalami Alkitab',
      items: [
        {
          title: 'Bacaan dan renungan harian',
          body: 'Setiap hari menghadirkan satu perikop dan renungan singkat untuk direnungkan dan didoakan.',
        },
        {
          title: 'Rencana baca untuk setiap tahap',
          body: 'Pilih dari {beginnerPlans} rencana tingkat pemula dan {intermediatePlans} rencana tingkat menengah, lalu ikuti kemajuan Anda hari demi hari.',
        },
        {
          title: 'Jurnal S.O.A.P.',
          body: 'Tuliskan ayat Alkitab (Scripture), pengamatan Anda (Observation), penerapannya (Application) dan sebuah doa (Prayer) untuk setiap bacaan.',
        },
        {
          title: 'Catatan studi dan terjemahan',
          body: 'Bandingkan beberapa terjemahan Alkitab dan baca catatan studi tentang konteks dan maknanya.',
        },
        {
          title: 'Alkitab audio',
          body: 'Dengarkan sambil menyetir, berjalan atau memasak.',
        },
        {
          title: 'Diskusi komunitas',
          body: 'Bagikan wawasan tentang perikop hari ini dan baca apa yang diperhatikan orang lain.',
        },
      ],
    },
    benefits: {
      title: 'Mengapa ini penting',
      items: [
        {
          title: 'Konsisten dari waktu ke waktu',
          body: 'Ritme harian dan kemajuan yang terlihat membantu jemaat terus membaca minggu demi minggu.',
        },
        {
          title: 'Memahami, bukan sekadar membaca',
          body: 'Renungan, catatan dan jurnal mengubah satu pasal menjadi sesuatu yang Anda hidupi.',
        },
        {
          title: 'Firman di mana pun Anda berada',
          body: 'Baca di perangkat apa pun, simpan bacaan untuk dipakai offline, atau dengarkan di perjalanan.',
        },
        {
          title: 'Gereja yang membaca bagian yang sama',
          body: 'Kelompok yang mengikuti satu rencana baca berbincang dari bacaan yang sama.',
        },
      ],
    },
    howItWorks: {
      title: 'Cara kerjanya',
      steps: [
        {
          title: 'Pilih rencana baca',
          body: 'Mulailah dengan bacaan hari ini atau pilih rencana yang sesuai dengan waktu Anda.',
        },
        {
          title: 'Baca, dengarkan dan renungkan',
          body: 'Baca atau dengarkan, ikuti renungannya dan tulis satu catatan S.O.A.P.',
        },
        {
          title: 'Bagikan dan terus bertekun',
          body: 'Diskusikan perikop bersama gereja Anda dan lihat kemajuan Anda bertumbuh.',
        },
      ],
    },
    cta: {
      title: 'Mulailah rencana baca pertama Anda hari ini',
      body: 'Bacaan harian, rencana baca pemula dan jurnal S.O.A.P. tersedia gratis, tanpa perlu kartu.',
    },
  },
  events: {
    meta: {
      title: 'Acara gereja dengan RSVP dan pengingat — Koinonia',
      description:
        'Buat acara gereja, kumpulkan konfirmasi kehadiran, kirim pengingat dan catat kehadiran di setiap lokasi dan kampus, dalam satu kalender yang dipercaya jemaat.',
    },
    hero: {
      eyebrow: 'Acara',
      title: 'Setiap pertemuan, direncanakan di satu tempat',
      subtitle: 'Buat acara, kumpulkan konfirmasi kehadiran, kirim pengingat dan catat kehadiran di setiap lokasi.',
    },
    overview: {
      title: 'Dari ibadah Minggu hingga perjalanan misi',
      paragraphs: [
        'Kehidupan gereja penuh dengan pertemuan: ibadah, malam pemuda, makan bersama dan retret. Koinonia menempatkan semuanya dalam satu kalender yang dipercaya jemaat.',
        'Pemimpin melihat siapa yang akan datang dan siapa yang hadir, sehingga mereka dapat merencanakan lebih awal dan menyapa mereka yang tidak hadir.',
      ],
    },
    features: {
      title: 'Alat untuk setiap acara',
      items: [
        {
          title: 'Membuat acara dengan mudah',
          body: 'Tambahkan judul, waktu dan tempat, lalu terbitkan untuk gereja, komunitas atau kelompok Anda.',
        },
        {
          title: 'Konfirmasi dengan satu ketukan',
          body: 'Jemaat membalas dalam sekejap, dan Anda melihat jumlahnya bertambah.',
        },
        {
          title: 'Pengingat',
          body: 'Mereka yang sudah membalas menerima pengingat sebelum acara, sehingga lebih sedikit yang lupa.',
        },
        {
          title: 'Pencatatan kehadiran',
          body: 'Catat siapa yang hadir, dan bandingkan jumlah kehadiran dari satu acara ke acara berikutnya.',
        },
        {
          title: 'Banyak lokasi',
          body: 'Adakan acara di beberapa tempat atau kampus, dengan setiap alamat ditampilkan dengan jelas.',
        },
        {
          title: 'Satu daftar untuk jemaat',
          body: 'Jemaat melihat acara dari gereja dan kelompok mereka dalam satu tampilan.',
        },
      ],
    },
    benefits: {
      title: 'Mengapa ini penting',
      items: [
        {
          title: 'Kehadiran lebih baik',
          body: 'Balasan yang mudah dan pengingat yang tepat waktu membawa lebih banyak orang datang.',
        },
        {
          title: 'Rencanakan dengan angka nyata',
          body: 'Ketahui berapa banyak yang akan datang untuk konsumsi, tempat duduk dan penitipan anak.',
        },
        {
          title: 'Tindak lanjut dengan penuh kasih',
          body: 'Catatan kehadiran menunjukkan siapa yang lama tidak hadir, sehingga pemimpin dapat menjangkau mereka.',
        },
        {
          title: 'Lebih sedikit urusan kertas',
          body: 'Tidak ada lagi lembar pendaftaran atau spreadsheet yang harus dicocokkan setelah acara.',
        },
      ],
    },
    howItWorks: {
      title: 'Cara kerjanya',
      steps: [
        {
          title: 'Buat acaranya',
          body: 'Tetapkan tanggal, waktu dan lokasi, lalu pilih siapa yang diundang.',
        },
        {
          title: 'Kumpulkan balasan',
          body: 'Jemaat mengonfirmasi kehadiran di aplikasi dan menerima pengingat menjelang hari acara.',
        },
        {
          title: 'Berkumpul dan tindak lanjuti',
          body: 'Catat kehadiran pada hari acara dan sapa mereka yang tidak dapat datang.',
        },
      ],
    },
    cta: {
      title: 'Rencanakan pertemuan berikutnya dengan Koinonia',
      body: 'Jemaat dapat mengonfirmasi kehadiran secara gratis. Paket gereja menambahkan perencanaan acara lengkap; jadwalkan demo untuk melihatnya.',
    },
  },
  communityChat: {
    meta: {
      title: 'Obrolan komunitas, forum dan pesan — Koinonia',
      description:
        'Komunitas, forum yang dimoderasi, obrolan kelompok kecil, pesan langsung dan pengumuman yang membuat gereja Anda tetap terhubung sepanjang minggu.',
    },
    hero: {
      eyebrow: 'Obrolan Komunitas',
      title: 'Tetap terhubung di antara hari Minggu',
      subtitle:
        'Komunitas, forum yang dimoderasi, obrolan kelompok kecil, pesan dan pengumuman dalam satu tempat yang aman.',
    },
    overview: {
      title: 'Persekutuan di luar pintu gereja',
      paragraphs: [
        'Persekutuan tidak berakhir ketika ibadah selesai. Setiap komunitas dan kelompok kecil mendapat ruangnya sendiri untuk berbincang dan saling menguatkan sepanjang minggu.',
        'Pemimpin mengunggah pengumuman, moderator menjaga forum tetap ramah, dan jemaat dapat saling mengirim pesan tanpa membagikan nomor telepon.',
      ],
    },
    features: {
      title: 'Cara untuk tetap terhubung',
      items: [
        {
          title: 'Komunitas',
          body: 'Bergabunglah dengan gereja Anda, pelayanan-pelayanannya dan kelompok minat, masing-masing dengan percakapannya sendiri.',
        },
        {
          title: 'Forum yang dimoderasi',
          body: 'Diskusikan iman dan kehidupan bergereja sementara moderator menjaga percakapan tetap saling menghormati.',
        },
        {
          title: 'Obrolan kelompok kecil',
          body: 'Kelompok sel atau kelompok pendalaman Alkitab Anda mendapat obrolan sendiri untuk pokok doa, rencana dan saling menguatkan.',
        },
        {
          title: 'Pesan langsung',
          body: 'Kirim pesan pribadi kepada jemaat atau pemimpin tanpa membagikan nomor telepon Anda.',
        },
        {
          title: 'Pengumuman',
          body: 'Pemimpin mengunggah kabar penting sekali saja, dan kabar itu sampai kepada setiap anggota komunitas.',
        },
        {
          title: 'Kontak dan Papan Keterlibatan',
          body: 'Simpan orang-orang yang Anda kenal di kontak, dan rayakan keikutsertaan di Papan Keterlibatan.',
        },
      ],
    },
    benefits: {
      title: 'Mengapa ini penting',
      items: [
        {
          title: 'Tidak ada yang terlewat',
          body: 'Jemaat baru menemukan kelompok dan teman bicara sejak minggu pertama mereka.',
        },
        {
          title: 'Lebih aman daripada media sosial publik',
          body: 'Percakapan tetap di dalam gereja Anda, dengan moderasi dan tanpa pelacakan iklan.',
        },
        {
          title: 'Pemimpin menghemat waktu',
          body: 'Satu pengumuman menggantikan rentetan email, pesan singkat dan unggahan.',
        },
        {
          title: 'Dorongan yang terlihat',
          body: 'Papan Keterlibatan menyoroti mereka yang berdoa, melayani dan ikut ambil bagian.',
        },
      ],
    },
    howItWorks: {
      title: 'Cara kerjanya',
      steps: [
        {
          title: 'Bergabung dengan komunitas Anda',
          body: 'Temukan gereja Anda dan kelompok-kelompok tempat Anda bernaung.',
        },
        {
          title: 'Sapa semua orang',
          body: 'Perkenalkan diri di obrolan kelompok kecil Anda atau mulai diskusi di forum.',
        },
        {
          title: 'Tetap terhubung',
          body: 'Ikuti pengumuman dan kirim pesan kepada teman, dengan notifikasi yang Anda atur sendiri.',
        },
      ],
    },
    cta: {
      title: 'Satukan percakapan gereja Anda di rumahnya sendiri',
      body: 'Bergabunglah secara gratis dan temukan komunitas Anda hari ini, atau jadwalkan demo untuk tim kepemimpinan Anda.',
    },
  },
  volunteerHub: {
    meta: {
      title: 'Pusat Relawan: Pusat Pelayanan D.I.V.I.N.E. — Koinonia',
      description:
        'Cocokkan jemaat dengan tim pelayanan sesuai keterampilan dan karunia rohani, unggah peluang, tinjau lamaran, atur jadwal dengan pengingat dan hargai relawan.',
    },
    hero: {
      eyebrow: 'Pusat Relawan',
      title: 'Bantu setiap jemaat menemukan tempatnya untuk melayani',
      subtitle:
        'Pusat Pelayanan D.I.V.I.N.E. mencocokkan orang dengan tim pelayanan berdasarkan keterampilan dan karunia rohani mereka.',
    },
    overview: {
      title: 'Pelayanan yang dipikul bersama',
      paragraphs: [
        'Banyak gereja bergantung pada segelintir relawan setia sementara yang lain menunggu diajak. Pusat Pelayanan menampilkan setiap posisi yang terbuka dan di mana karunia setiap jemaat cocok.',
        'Pemimpin mengunggah peluang pelayanan, meninjau lamaran dan menyusun jadwal, sehingga tim tetap lengkap tanpa harus meminta orang yang sama setiap minggu.',
      ],
    },
    features: {
      title: 'Semua untuk tim relawan Anda',
      items: [
        {
          title: 'Tim pelayanan',
          body: 'Lihat pemimpin, anggota, peran dan posisi kosong setiap tim dalam satu tampilan.',
        },
        {
          title: 'Papan peluang',
          body: 'Telusuri setiap posisi terbuka di seluruh gereja Anda beserta tugas-tugasnya.',
        },
        {
          title: 'Pencocokan keterampilan dan karunia',
          body: 'Saran disusun dari keterampilan dan tes karunia rohani Anda: versi dasar dengan {basicQuestions} pertanyaan, atau versi lengkap dengan {comprehensiveQuestions}.',
        },
        {
          title: 'Penjadwalan dengan pengingat',
          body: 'Atur siapa yang melayani kapan, dan relawan menerima pengingat sebelum setiap giliran tugas.',
        },
        {
          title: 'Lamaran',
          body: 'Jemaat melamar dalam beberapa langkah, lalu pemimpin meninjau, menerima dan menyambut mereka.',
        },
        {
          title: 'Lencana penghargaan',
          body: 'Lencana berterima kasih kepada relawan atas pelayanan yang setia dan pencapaian yang diraih.',
        },
      ],
    },
    benefits: {
      title: 'Mengapa ini penting',
      items: [
        {
          title: 'Lebih banyak yang melayani',
          body: 'Peran yang jelas dan pencocokan karunia mengajak jemaat yang selama ini tidak tahu harus mulai dari mana.',
        },
        {
          title: 'Tim yang lebih sehat',
          body: 'Berbagi beban membantu relawan Anda yang paling setia terhindar dari kelelahan.',
        },
        {
          title: 'Lebih sedikit kekosongan pada hari-H',
          body: 'Jadwal dan pengingat berarti lebih sedikit tugas yang terlewat dan panggilan mendadak.',
        },
        {
          title: 'Pelayanan yang dihargai',
          body: 'Lencana dan ucapan terima kasih menunjukkan kepada relawan bahwa pelayanan mereka berarti.',
        },
      ],
    },
    howItWorks: {
      title: 'Cara kerjanya',
      steps: [
        {
          title: 'Temukan karunia Anda',
          body: 'Ikuti tes karunia rohani untuk melihat bagaimana Anda dibentuk untuk melayani.',
        },
        {
          title: 'Temukan peran dan melamar',
          body: 'Telusuri papan peluang dan lamar ke tim yang cocok untuk Anda.',
        },
        {
          title: 'Melayani bersama tim Anda',
          body: 'Pemimpin Anda memasukkan Anda ke jadwal, dan pengingat membuat Anda selalu siap.',
        },
      ],
    },
    cta: {
      title: 'Bantu setiap karunia menemukan tempatnya',
      body: 'Jemaat dapat mengikuti tes karunia dasar secara gratis. Gereja dapat menjadwalkan demo pengelolaan relawan.',
    },
  },
};

export default copy;
