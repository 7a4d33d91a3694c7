import type { SavedTranslations } from './en';

/** Hausa (Hausa): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'Waɗanda aka ajiye',
  'saved.tabs': 'Nau’o’in abubuwan da aka ajiye',
  'saved.tab.all': 'Duka',
  'saved.tab.prayers': 'Addu’o’i',
  'saved.tab.verses': 'Ayoyi',
  'saved.tab.reflections': 'Tunani',
  'saved.search': 'Bincika abubuwan da ka ajiye',
  'saved.searchButton': 'Bincika',
  'saved.noMatches': 'Babu abin da aka ajiye da ya dace',
  'saved.noMatchesBody': 'Gwada wasu kalmomi.',
  'saved.emptyTitle': 'Har yanzu ba ka ajiye komai ba',
  'saved.emptyBody': 'Danna Ajiye a kan roƙon addu’a, aya a mai karanta Littafi Mai Tsarki ko rubutu a littafin tunaninka, za ka same shi a nan.',
  'saved.emptyPrayersTitle': 'Babu addu’o’in da aka ajiye tukuna',
  'saved.emptyPrayersBody': 'A bangon addu’a, danna Ajiye a kan roƙo don ci gaba da yi masa addu’a a nan.',
  'saved.emptyVersesTitle': 'Babu ayoyin da aka ajiye tukuna',
  'saved.emptyVersesBody': 'A mai karanta Littafi Mai Tsarki, zaɓi aya ka danna Ajiye.',
  'saved.emptyReflectionsTitle': 'Babu tunanin da aka ajiye tukuna',
  'saved.emptyReflectionsBody': 'Buɗe rubutu a littafin S.O.A.P. naka ka danna Ajiye.',
  'saved.kind.prayer': 'Addu’a',
  'saved.kind.verse': 'Aya',
  'saved.kind.reflection': 'Tunani',
  'saved.savedOn': 'An ajiye a {date}',
  'saved.untitledReflection': 'Wani tunani',
  'saved.remove': 'Cire',
  'saved.removedToast': 'An cire shi daga abubuwan da ka ajiye',
  'saved.saveButton': 'Ajiye',
  'saved.savedButton': 'An ajiye',
  'saved.savedToast': 'An ajiye. Za ka same shi a Waɗanda aka ajiye.',
  'error.saved_item_not_found': 'Ba a sami wannan abin da aka ajiye ba',
  'error.saved_verse_not_found': 'Ba a sami wannan ayar ba',
};

export default dictionary;
