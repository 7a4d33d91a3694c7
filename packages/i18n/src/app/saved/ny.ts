import type { SavedTranslations } from './en';

/** Chichewa (Chichewa): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'Zosungidwa',
  'saved.tabs': 'Mitundu ya zosungidwa',
  'saved.tab.all': 'Zonse',
  'saved.tab.prayers': 'Mapemphero',
  'saved.tab.verses': 'Mavesi',
  'saved.tab.reflections': 'Kusinkhasinkha',
  'saved.search': 'Sakani m’zosungidwa zanu',
  'saved.searchButton': 'Sakani',
  'saved.noMatches': 'Palibe chosungidwa chogwirizana',
  'saved.noMatchesBody': 'Yesani mawu ena.',
  'saved.emptyTitle': 'Simunasunge kanthu pano',
  'saved.emptyBody': 'Dinani Sungani pa pempho la pemphero, vesi mu chowerengera Baibulo kapena cholemba mu buku lanu, ndipo mudzachipeza pano.',
  'saved.emptyPrayersTitle': 'Palibe mapemphero osungidwa pano',
  'saved.emptyPrayersBody': 'Pa khoma la mapemphero, dinani Sungani pa pempho kuti mupitirize kulipempherera pano.',
  'saved.emptyVersesTitle': 'Palibe mavesi osungidwa pano',
  'saved.emptyVersesBody': 'Mu chowerengera Baibulo, sankhani vesi ndipo dinani Sungani.',
  'saved.emptyReflectionsTitle': 'Palibe kusinkhasinkha kosungidwa pano',
  'saved.emptyReflectionsBody': 'Tsegulani cholemba cha buku lanu la S.O.A.P. ndipo dinani Sungani.',
  'saved.kind.prayer': 'Pemphero',
  'saved.kind.verse': 'Vesi',
  'saved.kind.reflection': 'Kusinkhasinkha',
  'saved.savedOn': 'Zasungidwa pa {date}',
  'saved.untitledReflection': 'Kusinkhasinkha kumodzi',
  'saved.remove': 'Chotsani',
  'saved.removedToast': 'Zachotsedwa m’zosungidwa zanu',
  'saved.saveButton': 'Sungani',
  'saved.savedButton': 'Zasungidwa',
  'saved.savedToast': 'Zasungidwa. Muzipeza pa Zosungidwa.',
  'error.saved_item_not_found': 'Chosungidwachi sichinapezeke',
  'error.saved_verse_not_found': 'Vesili silinapezeke',
};

export default dictionary;
