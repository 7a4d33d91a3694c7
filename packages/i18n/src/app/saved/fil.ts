import type { SavedTranslations } from './en';

/** Filipino (Filipino): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'Mga Naka-save',
  'saved.tabs': 'Mga uri ng naka-save',
  'saved.tab.all': 'Lahat',
  'saved.tab.prayers': 'Mga Panalangin',
  'saved.tab.verses': 'Mga Talata',
  'saved.tab.reflections': 'Mga Pagninilay',
  'saved.search': 'Hanapin sa iyong mga naka-save',
  'saved.searchButton': 'Hanapin',
  'saved.noMatches': 'Walang tumutugmang naka-save',
  'saved.noMatchesBody': 'Subukan ang ibang salita.',
  'saved.emptyTitle': 'Wala ka pang naka-save',
  'saved.emptyBody': 'Pindutin ang I-save sa isang kahilingan sa panalangin, isang talata sa Bible reader o isang entry sa iyong journal, at makikita mo ito rito.',
  'saved.emptyPrayersTitle': 'Wala pang naka-save na panalangin',
  'saved.emptyPrayersBody': 'Sa prayer wall, pindutin ang I-save sa isang kahilingan para patuloy itong ipanalangin dito.',
  'saved.emptyVersesTitle': 'Wala pang naka-save na talata',
  'saved.emptyVersesBody': 'Sa Bible reader, pumili ng talata at pindutin ang I-save.',
  'saved.emptyReflectionsTitle': 'Wala pang naka-save na pagninilay',
  'saved.emptyReflectionsBody': 'Buksan ang isang entry ng iyong S.O.A.P. journal at pindutin ang I-save.',
  'saved.kind.prayer': 'Panalangin',
  'saved.kind.verse': 'Talata',
  'saved.kind.reflection': 'Pagninilay',
  'saved.savedOn': 'Na-save noong {date}',
  'saved.untitledReflection': 'Isang pagninilay',
  'saved.remove': 'Alisin',
  'saved.removedToast': 'Inalis sa iyong mga naka-save',
  'saved.saveButton': 'I-save',
  'saved.savedButton': 'Naka-save',
  'saved.savedToast': 'Na-save. Makikita ito sa Mga Naka-save.',
  'error.saved_item_not_found': 'Hindi nakita ang naka-save na ito',
  'error.saved_verse_not_found': 'Hindi nakita ang talatang ito',
};

export default dictionary;
