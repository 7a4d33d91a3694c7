import type { SavedTranslations } from './en';

/** Tagalog (Tagalog): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'Mga Naitabi',
  'saved.tabs': 'Mga uri ng naitabi',
  'saved.tab.all': 'Lahat',
  'saved.tab.prayers': 'Mga Panalangin',
  'saved.tab.verses': 'Mga Talata',
  'saved.tab.reflections': 'Mga Pagninilay',
  'saved.search': 'Hanapin sa iyong mga naitabi',
  'saved.searchButton': 'Hanapin',
  'saved.noMatches': 'Walang tumutugmang naitabi',
  'saved.noMatchesBody': 'Subukan ang ibang salita.',
  'saved.emptyTitle': 'Wala ka pang naitabi',
  'saved.emptyBody': 'Pindutin ang Itabi sa isang kahilingan sa panalangin, isang talata sa tagabasa ng Bibliya o isang tala sa iyong journal, at makikita mo ito rito.',
  'saved.emptyPrayersTitle': 'Wala pang naitabing panalangin',
  'saved.emptyPrayersBody': 'Sa pader ng panalangin, pindutin ang Itabi sa isang kahilingan upang patuloy itong ipanalangin dito.',
  'saved.emptyVersesTitle': 'Wala pang naitabing talata',
  'saved.emptyVersesBody': 'Sa tagabasa ng Bibliya, pumili ng talata at pindutin ang Itabi.',
  'saved.emptyReflectionsTitle': 'Wala pang naitabing pagninilay',
  'saved.emptyReflectionsBody': 'Buksan ang isang tala ng iyong S.O.A.P. journal at pindutin ang Itabi.',
  'saved.kind.prayer': 'Panalangin',
  'saved.kind.verse': 'Talata',
  'saved.kind.reflection': 'Pagninilay',
  'saved.savedOn': 'Naitabi noong {date}',
  'saved.untitledReflection': 'Isang pagninilay',
  'saved.remove': 'Alisin',
  'saved.removedToast': 'Inalis sa iyong mga naitabi',
  'saved.saveButton': 'Itabi',
  'saved.savedButton': 'Naitabi',
  'saved.savedToast': 'Naitabi. Makikita ito sa Mga Naitabi.',
  'error.saved_item_not_found': 'Hindi nakita ang naitabing ito',
  'error.saved_verse_not_found': 'Hindi nakita ang talatang ito',
};

export default dictionary;
