import type { ErrorsTranslations } from './en';

/** Indonesian (Bahasa Indonesia): what a failed call says, translated from en.ts. */
const dictionary: ErrorsTranslations = {
  // A failed call, by the code of its answer (packages/contracts errors.ts errorCodes).
  'error.validation_failed': 'Beberapa kolom tidak valid',
  'error.not_signed_in': 'Sesi Anda telah berakhir. Silakan masuk lagi.',
  'error.forbidden': 'Anda tidak memiliki akses ke sini.',
  'error.forbidden.access': 'Ini memerlukan akses {access}.',
  'error.not_found': 'Tidak ditemukan. Mungkin sudah dihapus.',
  'error.rate_limited': 'Terlalu banyak permintaan. Tunggu beberapa menit lalu coba lagi.',
  'error.csrf': 'Permintaan ini ditolak demi keamanan Anda. Muat ulang halaman lalu coba lagi.',
  'error.unavailable': 'Ini sedang tidak tersedia. Coba lagi sebentar lagi.',
  'error.upstream_error': 'Bagian Koinonia ini sedang tidak tersedia. Coba lagi sebentar lagi.',
  'error.upstream_timeout': 'Respons terlalu lama. Coba lagi.',
  'error.overloaded': 'Koinonia sedang sangat sibuk. Coba lagi dalam beberapa detik.',
  'error.invalid_credentials': 'Email atau kata sandi salah',
  'error.login_throttled':
    'Terlalu banyak percobaan masuk. Coba lagi dalam {minutes} mnt, atau kirimkan tautan masuk ke email Anda.',
  'error.signup_throttled': 'Terlalu banyak pendaftaran dari jaringan ini. Coba lagi dalam {minutes} mnt.',
  'error.busy': 'Terlalu banyak orang yang sedang masuk. Coba lagi dalam beberapa detik.',
  'error.account_suspended': 'Akun ini ditangguhkan. Hubungi dukungan untuk bantuan.',
  'error.email_taken': 'Sudah ada akun dengan email ini',
  'error.invalid_token': 'Tautan ini tidak valid atau sudah kedaluwarsa. Minta tautan baru.',
  'error.already_verified': 'Email Anda sudah terverifikasi',
  'error.username_taken': 'Nama pengguna itu sudah dipakai',
  'error.image_type': 'Unggah gambar JPEG, PNG, atau WebP',
  'error.image_too_large': 'Ukuran gambar maksimal 2 MB',
  'error.upload_failed': 'Unggahan tidak sampai dengan utuh. Coba lagi.',
  'error.church_already_set':
    'Anda sudah tergabung dengan sebuah gereja. Administrator gereja dapat memindahkan Anda ke gereja lain.',
  'error.invalid_join_link': 'Tautan bergabung ini tidak valid. Mintalah tautan baru kepada gereja.',
  'error.outranked':
    'Anda hanya dapat memberikan peran hingga peran Anda sendiri, kepada orang dengan peran di bawah atau setara dengan Anda',
  'error.not_yourself': 'Anda tidak dapat mengubah peran atau keanggotaan Anda sendiri',
  'error.request_not_found': 'Orang ini belum meminta bergabung dengan gereja Anda',
  'error.member_not_found': 'Orang ini bukan anggota gereja Anda',
  'error.no_church': 'Anda bukan bagian dari tim gereja mana pun',
  // A failure api-client describes itself (SPEC §8): no answer, or an answer without a JSON body.
  'error.network': 'Koinonia tidak dapat dihubungi. Periksa koneksi Anda lalu coba lagi.',
  'error.status.401': 'Autentikasi diperlukan. Muat ulang halaman lalu coba lagi.',
  'error.status.403': 'Akses ditolak. Periksa izin Anda.',
  'error.status.500': 'Kesalahan server. Coba lagi sebentar lagi.',
  'error.status.other': 'Permintaan gagal ({status}). Coba lagi.',
  // A field problem, by its issue code; {minimum} and {maximum} are the bound broken.
  'error.field.required': 'Kolom ini wajib diisi',
  'error.field.too_short': 'Gunakan minimal {minimum} karakter',
  'error.field.too_long': 'Gunakan maksimal {maximum} karakter',
  'error.field.too_small': 'Masukkan {minimum} atau lebih',
  'error.field.too_big': 'Masukkan {maximum} atau kurang',
  'error.field.too_few': 'Pilih minimal {minimum}',
  'error.field.too_many': 'Pilih maksimal {maximum}',
  'error.field.not_integer': 'Masukkan bilangan bulat',
  'error.field.not_multiple_of': 'Masukkan angka sesuai kelipatan yang diizinkan',
  'error.field.invalid_format': 'Formatnya tidak sesuai',
  'error.field.invalid_format.email': 'Masukkan alamat email yang valid',
  'error.field.invalid_format.url': 'Masukkan alamat web yang valid',
  'error.field.invalid_format.uuid': 'Ini bukan pengenal yang valid',
  'error.field.invalid_option': 'Pilih salah satu opsi',
  'error.field.invalid_type': 'Jenis nilai ini tidak sesuai',
  'error.field.unexpected_field': 'Kolom ini tidak diharapkan di sini',
  'error.field.invalid': 'Nilai ini tidak valid',
  'error.field.password_common': 'Kata sandi ini terlalu umum. Pilih yang lebih sulit ditebak.',
  'error.field.password_repetitive':
    'Kata sandi ini hanya satu karakter yang diulang atau hanya spasi. Pilih yang lebih sulit ditebak.',
  'error.field.password_contains_personal_info':
    'Kata sandi ini berisi nama atau email Anda. Pilih yang tidak memuatnya.',
  'error.field.username_taken': 'Nama pengguna itu sudah dipakai',
  'error.field.username_characters': "Gunakan hanya huruf, angka, '.' dan '_'",
  'error.field.control_characters': 'Hapus jeda baris dan karakter kontrol lainnya',
  'error.field.duplicate_choice': 'Pilih setiap opsi hanya sekali',
  'error.field.unknown_church': 'Pilih gereja dari daftar',
  'error.field.unsupported_language': 'Pilih salah satu bahasa yang didukung',
};

export default dictionary;
