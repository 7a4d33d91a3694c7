import type { EngagementTranslations } from './en';

/** Indonesian (Bahasa Indonesia): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'Komunitas',
  'engagement.emptyBody':
    'Baca satu hari dari sebuah rencana, tulis di jurnal Anda, atau bagikan permohonan doa agar muncul di sini.',
  'engagement.emptyTitle': 'Belum ada poin',
  'engagement.hiddenNow': 'Anda kini disembunyikan dari Papan Keterlibatan.',
  'engagement.howTitle': 'Cara mendapatkan poin',
  'engagement.intro':
    'Poin untuk keikutsertaan Anda dalam kehidupan gereja: membaca, berdoa, menulis jurnal, dan lainnya.',
  'engagement.kind.eventAttended': 'Tercatat hadir di sebuah acara',
  'engagement.kind.journalEntry': 'Menyimpan catatan jurnal',
  'engagement.kind.prayed': 'Mendoakan permohonan orang lain',
  'engagement.kind.prayerShared': 'Membagikan permohonan doa (yang anonim tidak mendapat poin)',
  'engagement.kind.readingDay': 'Membaca satu hari dari rencana baca',
  'engagement.listLabel': 'Anggota menurut poin',
  'engagement.loading': 'Memuat Papan Keterlibatan',
  'engagement.once':
    'Masing-masing dihitung sekali: membaca ulang satu hari atau menyimpan ulang catatan tidak menambah poin.',
  'engagement.optOut': 'Sembunyikan saya dari Papan Keterlibatan',
  'engagement.optOutHint':
    'Tidak ada yang melihat Anda di papan mana pun, baik papan gereja maupun papan komunitas Anda. Anda tetap bisa melihat poin Anda sendiri.',
  'engagement.period.all': 'Sepanjang waktu',
  'engagement.period.allHint': 'Semua poin yang diperoleh di gereja Anda.',
  'engagement.period.label': 'Periode',
  'engagement.period.month': 'Bulan ini',
  'engagement.period.monthHint': 'Poin dari 30 hari terakhir.',
  'engagement.period.week': 'Minggu ini',
  'engagement.period.weekHint': 'Poin dari 7 hari terakhir.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': '{count} poin',
  'engagement.rank': 'Peringkat {rank}',
  'engagement.shownNow': 'Anda kembali tampil di Papan Keterlibatan.',
  'engagement.standing': 'Anda di peringkat {rank} dengan {points} poin.',
  'engagement.standingHidden': 'Anda disembunyikan dari papan. Anda punya {points} poin pada periode ini.',
  'engagement.standingNone': 'Anda belum punya poin pada periode ini.',
  'engagement.title': 'Papan Keterlibatan',
  'engagement.wholeChurch': 'Seluruh gereja Anda',
  'engagement.you': 'Anda',
  'engagement.yourStanding': 'Posisi Anda',
};

export default dictionary;
