import type { FormsCopy } from './en';

/** Indonesian copy of the contact, enterprise and support forms. */
const copy: FormsCopy = {
  email: {
    subject: 'Kami telah menerima pesan Anda',
    greeting: 'Halo {name},',
    received: {
      contact:
        'Terima kasih telah menulis kepada Koinonia. Kami telah menerima pesan Anda dan akan menjawab dalam dua hari kerja.',
      enterprise:
        'Terima kasih atas minat Anda menggunakan Koinonia untuk gereja Anda. Salah satu anggota tim kami akan menghubungi Anda dalam satu hari kerja untuk mengatur percakapan atau demo.',
      support:
        'Terima kasih telah menghubungi tim dukungan Koinonia. Kami telah menerima permintaan Anda dan akan menjawab dalam satu hari kerja.',
    },
    copyHeading: 'Pesan Anda',
    ignore: 'Jika Anda tidak mengirim pesan ini, Anda dapat mengabaikan email ini.',
    signature: 'Tim Koinonia',
  },
  fields: {
    name: 'Nama Anda',
    email: 'Alamat email',
    message: 'Pesan',
    organization: 'Gereja atau organisasi',
    congregationSize: 'Jumlah jemaat',
    category: 'Apa yang bisa kami bantu?',
    optional: '(opsional)',
  },
  congregationSizes: {
    under100: 'Kurang dari 100',
    from100to499: '100–499',
    from500to1999: '500–1.999',
    from2000: '2.000 atau lebih',
  },
  categories: {
    support: 'Dukungan atau bantuan teknis',
    partnerships: 'Kemitraan gereja dan demo',
    general: 'Pertanyaan umum',
  },
  categoryHints: {
    support: 'Masuk ke akun, paket atau lilin Anda, atau fitur yang tidak berfungsi.',
    partnerships: 'Menghadirkan Koinonia di gereja Anda atau memesan demo.',
    general: 'Pertanyaan, ide atau masukan.',
  },
  hints: {
    characters: '{count} / {max} karakter',
  },
  errors: {
    summary: 'Mohon perbaiki kolom yang ditandai.',
    nameRequired: 'Mohon masukkan nama Anda.',
    nameTooLong: 'Nama Anda maksimal {max} karakter.',
    emailRequired: 'Mohon masukkan alamat email Anda.',
    emailInvalid: 'Mohon masukkan alamat email yang valid, misalnya name@example.com.',
    emailTooLong: 'Alamat email Anda maksimal {max} karakter.',
    messageTooShort: 'Pesan Anda minimal {min} karakter.',
    messageTooLong: 'Pesan Anda maksimal {max} karakter.',
    organizationRequired: 'Mohon masukkan nama gereja atau organisasi Anda.',
    organizationTooLong: 'Nama gereja atau organisasi Anda maksimal {max} karakter.',
    sizeRequired: 'Mohon pilih jumlah jemaat Anda.',
    categoryRequired: 'Mohon pilih apa yang bisa kami bantu.',
    rateLimited: 'Anda telah mengirim beberapa pesan dalam waktu singkat. Silakan coba lagi dalam {minutes} menit.',
    network: 'Kami tidak dapat terhubung ke Koinonia. Periksa koneksi Anda; pesan Anda masih tersimpan di sini.',
    server: 'Terjadi kesalahan di pihak kami. Pesan Anda masih tersimpan di sini; silakan coba lagi.',
  },
  states: {
    send: 'Kirim',
    sending: 'Mengirim…',
    sentTitle: 'Terima kasih, pesan Anda telah terkirim',
    sentBody: 'Kami telah mengirim email konfirmasi ke {email}. Jika belum juga sampai, periksa folder spam Anda.',
    sendAnother: 'Kirim pesan lain',
  },
  contact: {
    meta: {
      title: 'Kirim pesan kepada tim Koinonia',
      description:
        'Tulis kepada tim Koinonia tentang pertanyaan, ide atau masukan seputar aplikasi. Kami membaca setiap pesan dan membalas lewat email dalam dua hari kerja.',
    },
    hero: {
      eyebrow: 'Kontak',
      title: 'Kirim pesan kepada kami',
      subtitle: 'Ceritakan apa yang ada di pikiran Anda. Kami membalas lewat email dalam dua hari kerja.',
    },
  },
  enterprise: {
    meta: {
      title: 'Koinonia untuk gereja Anda: bicara dengan tim kami',
      description:
        'Hadirkan Koinonia untuk jemaat besar, beberapa kampus atau jaringan gereja. Ceritakan tentang gereja Anda dan kami akan mengatur percakapan serta demo langsung.',
    },
    hero: {
      eyebrow: 'Paket gereja dan enterprise',
      title: 'Mari merencanakan Koinonia untuk gereja Anda',
      subtitle:
        'Ceritakan tentang jemaat dan pelayanan Anda, dan kami akan menunjukkan bagaimana Koinonia dapat melayani mereka.',
    },
    points: {
      title: 'Apa yang terjadi selanjutnya',
      items: [
        'Kami membalas dalam satu hari kerja untuk mengatur percakapan.',
        'Kami menunjukkan Koinonia kepada Anda dan staf Anda dalam demo langsung.',
        'Bersama-sama kita memilih paket yang sesuai dengan jemaat dan kampus Anda.',
        'Anda memutuskan sesuai waktu Anda sendiri, tanpa kewajiban apa pun.',
      ],
    },
  },
  support: {
    meta: {
      title: 'Dukungan Koinonia: bantuan untuk akun Anda',
      description:
        'Dapatkan bantuan untuk masuk, paket dan lilin AI, penyiapan gereja atau fitur yang tidak berfungsi. Tim dukungan kami membalas dalam satu hari kerja.',
    },
    hero: {
      eyebrow: 'Dukungan',
      title: 'Apa yang bisa kami bantu?',
      subtitle: 'Ceritakan apa yang terjadi dan apa yang Anda harapkan. Kami membalas dalam satu hari kerja.',
    },
    before: {
      title: 'Sebelum Anda menulis',
      body: 'Banyak jawaban sudah tersedia di tanya jawab dan panduan bantuan kami, mulai dari cara masuk hingga paket, lilin dan privasi.',
    },
  },
};

export default copy;
