import type { SavedTranslations } from './en';

/** Indonesian (Bahasa Indonesia): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'Tersimpan',
  'saved.tabs': 'Jenis item tersimpan',
  'saved.tab.all': 'Semua',
  'saved.tab.prayers': 'Doa',
  'saved.tab.verses': 'Ayat',
  'saved.tab.reflections': 'Renungan',
  'saved.search': 'Cari di item tersimpan',
  'saved.searchButton': 'Cari',
  'saved.noMatches': 'Tidak ada item tersimpan yang cocok',
  'saved.noMatchesBody': 'Coba kata lain.',
  'saved.emptyTitle': 'Belum ada yang disimpan',
  'saved.emptyBody': 'Tekan Simpan pada permohonan doa, ayat di pembaca Alkitab, atau catatan jurnal Anda, lalu temukan di sini.',
  'saved.emptyPrayersTitle': 'Belum ada doa tersimpan',
  'saved.emptyPrayersBody': 'Di dinding doa, tekan Simpan pada permohonan untuk terus mendoakannya di sini.',
  'saved.emptyVersesTitle': 'Belum ada ayat tersimpan',
  'saved.emptyVersesBody': 'Di pembaca Alkitab, pilih ayat lalu tekan Simpan.',
  'saved.emptyReflectionsTitle': 'Belum ada renungan tersimpan',
  'saved.emptyReflectionsBody': 'Buka catatan jurnal S.O.A.P. Anda lalu tekan Simpan.',
  'saved.kind.prayer': 'Doa',
  'saved.kind.verse': 'Ayat',
  'saved.kind.reflection': 'Renungan',
  'saved.savedOn': 'Disimpan {date}',
  'saved.untitledReflection': 'Sebuah renungan',
  'saved.remove': 'Hapus',
  'saved.removedToast': 'Dihapus dari item tersimpan',
  'saved.saveButton': 'Simpan',
  'saved.savedButton': 'Tersimpan',
  'saved.savedToast': 'Tersimpan. Temukan di Tersimpan.',
  'error.saved_item_not_found': 'Item tersimpan ini tidak ditemukan',
  'error.saved_verse_not_found': 'Ayat ini tidak ditemukan',
};

export default dictionary;
