import type { LegalCopy } from './en';

/** Indonesian copy of the privacy policy and terms of service. */
const copy: LegalCopy = {
  updated: 'Terakhir diperbarui: {date}',
  contents: 'Daftar isi',
  privacyPolicy: {
    meta: {
      title: 'Kebijakan privasi — Koinonia',
      description:
        'Data yang dikumpulkan Koinonia, alasannya, siapa yang melihat, lama penyimpanan dan hak Anda. Tanpa pelacakan iklan, analitik pihak ketiga atau penjualan data.',
    },
    title: 'Kebijakan privasi',
    intro:
      'Koinonia adalah tempat untuk doa, Firman dan persekutuan, dan semua itu membutuhkan kepercayaan. Kebijakan ini menjelaskan dengan bahasa sederhana apa yang kami kumpulkan, apa yang kami lakukan dengannya dan apa yang tidak akan pernah kami lakukan: kami tidak menampilkan iklan, tidak menggunakan analitik pihak ketiga dan tidak pernah menjual data Anda.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Siapa kami',
        paragraphs: [
          'Koinonia bertanggung jawab atas data pribadi yang dijelaskan di sini. Alamat surat kami adalah Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Amerika Serikat. Untuk pertanyaan apa pun tentang privasi, kirim email ke {privacyEmail}.',
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Apa yang kami kumpulkan',
        paragraphs: [
          'Akun Anda: nama, alamat email, nama pengguna dan kata sandi. Kami menyimpan kata sandi hanya sebagai hash Argon2id, tidak pernah kata sandinya sendiri. Anda dapat menambahkan foto profil.',
          'Pengaturan Anda: bahasa pilihan, tema, ukuran huruf, negara, pengaturan notifikasi dan check-in mingguan Anda. Jika Anda menerima pengaturan yang disarankan pada kunjungan pertama, kami menyimpan bahasa, negara dan zona waktu yang Anda pilih.',
          'Apa yang Anda buat: permohonan doa, catatan jurnal, pesan, acara dan konfirmasi kehadiran, serta catatan persembahan Anda jika gereja Anda menggunakan persembahan online.',
          'Pesan yang Anda kirim kepada kami melalui formulir kontak, enterprise dan dukungan: nama, alamat email, pesan, kategori, organisasi dan bahasa Anda.',
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'Bagaimana kami menggunakannya',
        paragraphs: [
          'Kami menggunakan data Anda untuk menjalankan Koinonia bagi Anda: untuk memasukkan Anda ke akun, menampilkan konten Anda kepada orang-orang yang Anda pilih, menyimpan pengaturan Anda dan menjawab pesan Anda.',
          'Kami mengirim email hanya untuk pemulihan akun, verifikasi email, tautan masuk, konfirmasi atas pesan yang Anda kirim kepada kami dan notifikasi yang Anda aktifkan di pengaturan notifikasi.',
          'Saat Anda menggunakan fitur AI, teks yang Anda kirim diproses untuk menghasilkan jawaban bagi Anda. Teks itu tidak pernah digunakan untuk iklan.',
          'Pembayaran ditangani oleh penyedia pembayaran kami. Koinonia tidak pernah melihat atau menyimpan nomor kartu Anda secara lengkap.',
        ],
      },
      {
        id: 'who-can-see-it',
        heading: 'Siapa yang dapat melihat apa yang Anda bagikan',
        paragraphs: [
          'Apa yang Anda buat ditampilkan sesuai visibilitas yang Anda pilih. Permohonan doa publik tampil di dinding doa gereja Anda, permohonan pribadi hanya untuk Anda dan lingkaran doa yang Anda pilih, dan permohonan anonim ditampilkan tanpa nama Anda.',
          'Pengurus gereja dan kelompok melihat keanggotaan dan konten komunitas mereka sendiri. Catatan persembahan hanya dapat dilihat oleh pemberi dan pengurus keuangan gerejanya.',
        ],
      },
      {
        id: 'what-we-never-do',
        heading: 'Apa yang tidak pernah kami lakukan',
        paragraphs: [
          'Kami tidak menjual data Anda, tidak membagikannya untuk iklan dan tidak melacak Anda di situs web lain. Kami tidak menggunakan analitik pihak ketiga.',
          'Kami hanya meneruskan data kepada pihak lain jika kebijakan ini menyebutkannya, seperti detail pembayaran kepada penyedia pembayaran kami, atau jika hukum mewajibkan kami.',
        ],
      },
      {
        id: 'cookies-and-local-storage',
        heading: 'Cookie dan penyimpanan lokal',
        paragraphs: [
          'Koinonia memasang satu cookie: cookie masuk yang menyimpan ID sesi acak. Cookie ini tidak dapat dibaca oleh skrip di halaman, dan berakhir ketika Anda keluar atau setelah beberapa waktu tidak digunakan. Kami tidak memasang cookie iklan atau analitik.',
          'Penyimpanan lokal peramban Anda menyimpan tema, bahasa, tata letak bilah samping dan kapan pesan sambutan terakhir ditampilkan, agar situs terlihat seperti saat Anda meninggalkannya. Semua ini tetap berada di perangkat Anda.',
        ],
      },
      {
        id: 'country-detection',
        heading: 'Bagaimana kami mendeteksi negara Anda',
        paragraphs: [
          'Untuk menyarankan bahasa dan menampilkan harga dalam mata uang Anda, kami mencari negara Anda dari alamat IP Anda di basis data pada server kami sendiri. Alamat Anda tidak dikirim kepada siapa pun, dan pencarian ini tidak menyimpannya.',
          'Produk ini menyertakan data GeoLite2 yang dibuat oleh MaxMind, tersedia di {link}.',
        ],
      },
      {
        id: 'retention',
        heading: 'Berapa lama kami menyimpannya',
        paragraphs: [
          'Kami menyimpan data akun Anda selama Anda memiliki akun. Jika Anda menghapus akun, datanya dihapus dalam {deletionDays} hari, kecuali catatan persembahan yang wajib disimpan gereja Anda menurut hukum.',
          'Pesan kontak, enterprise dan dukungan disimpan selama {messageRetentionMonths} bulan agar kami dapat menjawab dan menindaklanjutinya, lalu dihapus. Saat Anda mengirim pesan, alamat IP Anda hanya digunakan untuk penghitung sementara yang mencegah banjir pesan; penghitung itu kedaluwarsa dalam satu jam dan tidak pernah disimpan bersama pesan Anda.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Hak Anda',
        paragraphs: [
          'Anda dapat melihat, mengekspor, memperbaiki dan menghapus data Anda. Profil dan pilihan Anda ada di Pengaturan dan di halaman profil Anda; untuk salinan seluruh data atau penghapusan akun, kirim permintaan dukungan atau email ke {privacyEmail}, dan kami akan segera menjawab.',
          'Anda juga dapat berkeberatan atas cara kami menggunakan data Anda atau mengadu kepada otoritas perlindungan data di tempat Anda tinggal.',
        ],
      },
      {
        id: 'children',
        heading: 'Anak-anak',
        paragraphs: [
          'Anda harus berusia minimal {minimumAge} tahun untuk membuat akun sendiri. Jemaat yang lebih muda hanya dapat ikut serta melalui gereja mereka, dengan persetujuan orang tua atau wali.',
          'Jika Anda yakin seorang anak di bawah {minimumAge} tahun memiliki akun tanpa persetujuan tersebut, kirim email ke {privacyEmail} dan kami akan menghapusnya.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Perubahan dan kontak',
        paragraphs: [
          'Jika kami mengubah kebijakan ini, kami akan memperbarui tanggal di bagian atas dan, untuk perubahan penting, memberi tahu Anda di aplikasi atau lewat email sebelum perubahan itu berlaku.',
          'Pertanyaan tentang privasi Anda selalu kami sambut di {privacyEmail}.',
        ],
      },
    ],
  },
  termsOfService: {
    meta: {
      title: 'Ketentuan layanan — Koinonia',
      description:
        'Ketentuan penggunaan Koinonia: akun Anda, penggunaan yang santun, kepemilikan konten, paket, tagihan dan lilin AI, pengurus gereja serta hak-hak Anda.',
    },
    title: 'Ketentuan layanan',
    intro:
      'Ketentuan ini adalah perjanjian antara Anda dan Koinonia saat Anda menggunakan aplikasi dan situs web kami. Kami membuatnya singkat dan mudah dipahami. Dengan membuat akun atau menggunakan Koinonia, Anda menyetujuinya.',
    sections: [
      {
        id: 'accounts',
        heading: 'Akun Anda',
        paragraphs: [
          'Anda harus berusia minimal {minimumAge} tahun untuk membuat akun. Jemaat yang lebih muda hanya dapat ikut serta melalui gereja mereka, dengan persetujuan orang tua atau wali.',
          'Berikan data yang benar, jaga kerahasiaan kata sandi Anda dan beri tahu kami di {supportEmail} jika Anda menduga orang lain telah menggunakan akun Anda. Anda bertanggung jawab atas apa pun yang terjadi di akun Anda.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Menggunakan Koinonia dengan penuh kepedulian',
        paragraphs: [
          'Koinonia dibangun untuk persekutuan. Perlakukan orang lain dengan hormat: tanpa pelecehan, ancaman, kebencian atau perundungan, tanpa spam atau iklan yang tidak diinginkan, dan tanpa hal-hal yang melanggar hukum.',
          'Hormati kerahasiaan doa. Jangan menyalin, meneruskan atau mengungkapkan permohonan pribadi atau anonim, atau apa pun yang dibagikan dalam lingkaran doa atau kelompok, ke luar tempat hal itu dibagikan.',
          'Jangan mencoba membobol akun, mengganggu layanan atau mengumpulkan data jemaat lain.',
        ],
      },
      {
        id: 'your-content',
        heading: 'Konten Anda',
        paragraphs: [
          'Apa yang Anda unggah adalah milik Anda: doa, catatan jurnal, pesan, acara dan media. Anda hanya memberi Koinonia izin yang diperlukan untuk menyimpannya dan menampilkannya kepada orang-orang yang Anda pilih, dan izin itu berakhir ketika Anda menghapusnya.',
          'Unggah hanya apa yang berhak Anda bagikan, termasuk foto orang lain.',
        ],
      },
      {
        id: 'church-administrators',
        heading: 'Pengurus gereja',
        paragraphs: [
          'Jika Anda mengelola gereja, pelayanan atau kelompok di Koinonia, Anda bertindak atas nama komunitas tersebut. Undang hanya orang-orang yang menjadi bagiannya, berikan peran staf dengan bijak dan gunakan informasi jemaat hanya untuk kehidupan gereja.',
          'Moderasi forum dan obrolan Anda secara adil, simpan catatan persembahan sesuai ketentuan hukum, dan pastikan Anda memiliki persetujuan orang tua atau wali untuk setiap jemaat yang berusia di bawah {minimumAge} tahun.',
        ],
      },
      {
        id: 'plans-billing-and-candles',
        heading: 'Paket, tagihan dan lilin AI',
        paragraphs: [
          'Paket {disciplePlan} gratis. Paket berbayar ditagih di muka setiap bulan atau setiap tahun, dan paket tahunan berharga sama dengan {monthsCharged} bulan. Harga ditampilkan sebelum Anda membayar, dalam mata uang Anda jika memungkinkan, sudah termasuk pajak.',
          'Langganan diperpanjang pada akhir setiap periode hingga Anda membatalkannya. Anda dapat membatalkan kapan saja; paket Anda tetap berlaku hingga akhir periode yang sudah dibayar. Jika hukum memberi Anda hak atas pengembalian dana, kami akan memenuhinya.',
          'Lilin AI adalah kredit untuk fitur AI. Lilin dari paket Anda diperbarui setiap bulan; lilin dari paket tambahan tidak kedaluwarsa. Lilin tidak memiliki nilai uang dan tidak dapat ditukar dengan uang.',
        ],
      },
      {
        id: 'ai-features',
        heading: 'Fitur AI',
        paragraphs: [
          'Panduan pendalaman Alkitab AI, persiapan khotbah, Alkitab audio AI dan video AI dapat membantu Anda belajar dan mempersiapkan diri, tetapi hasilnya bisa keliru. Ujilah hasilnya dengan Firman Tuhan dan nasihat gereja Anda, dan bertanggung jawablah atas apa yang Anda terbitkan.',
          'Teks yang Anda kirim diproses untuk memberi Anda jawaban dan tidak pernah digunakan untuk iklan. Jangan mengirim informasi rahasia milik orang lain.',
        ],
      },
      {
        id: 'availability',
        heading: 'Ketersediaan',
        paragraphs: [
          'Kami berupaya agar Koinonia tersedia sepanjang waktu, tetapi kami tidak dapat menjanjikan layanan tidak akan pernah terganggu, misalnya saat pemeliharaan. Fitur dapat berubah seiring produk berkembang; jika kami menghapus sesuatu yang Anda bayar, kami akan memberi tahu Anda terlebih dahulu.',
          'Koinonia bukan layanan darurat dan bukan pengganti penggembalaan atau bantuan profesional. Jika seseorang dalam bahaya, hubungi layanan darurat setempat.',
        ],
      },
      {
        id: 'ending-your-account',
        heading: 'Mengakhiri akun Anda',
        paragraphs: [
          'Anda dapat meminta penghapusan akun kapan saja: kirim permintaan dukungan atau email ke {supportEmail}.',
          'Kami dapat menangguhkan atau menutup akun yang secara serius atau berulang kali melanggar ketentuan ini. Kecuali keadaannya mendesak atau hukum melarangnya, kami akan memberi tahu alasannya dan memberi Anda kesempatan untuk menanggapi.',
        ],
      },
      {
        id: 'liability',
        heading: 'Tanggung jawab kami',
        paragraphs: [
          'Kami menyediakan Koinonia dengan cermat, tetapi sebagaimana adanya. Sejauh diizinkan hukum, kami tidak bertanggung jawab atas kerugian tidak langsung, dan total tanggung jawab kami kepada Anda terbatas pada jumlah yang Anda bayarkan kepada kami dalam dua belas bulan sebelum klaim diajukan.',
          'Tidak ada dalam ketentuan ini yang menghapus hak-hak yang diberikan undang-undang perlindungan konsumen di negara Anda.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Hukum yang berlaku',
        paragraphs: [
          'Ketentuan ini diatur oleh hukum Negara Bagian Tennessee, Amerika Serikat. Jika suatu sengketa tidak dapat diselesaikan dengan berbicara terlebih dahulu dengan kami, sengketa itu akan diadili oleh pengadilan di Tennessee, kecuali hukum setempat memberi Anda hak untuk mengajukannya ke pengadilan di negara Anda sendiri.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Perubahan dan kontak',
        paragraphs: [
          'Jika kami mengubah ketentuan ini, kami akan memperbarui tanggal di bagian atas dan memberi tahu Anda tentang perubahan penting sebelum berlaku. Jika Anda tidak setuju, Anda dapat berhenti menggunakan Koinonia dan menghapus akun Anda.',
          'Pertanyaan tentang ketentuan ini dapat dikirim ke {supportEmail}, atau melalui pos ke Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Amerika Serikat.',
        ],
      },
    ],
  },
};

export default copy;
