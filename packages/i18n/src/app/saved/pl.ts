import type { SavedTranslations } from './en';

/** Polish (Polski): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'Zapisane',
  'saved.tabs': 'Rodzaje zapisanych elementów',
  'saved.tab.all': 'Wszystko',
  'saved.tab.prayers': 'Modlitwy',
  'saved.tab.verses': 'Wersety',
  'saved.tab.reflections': 'Refleksje',
  'saved.search': 'Szukaj w zapisanych',
  'saved.searchButton': 'Szukaj',
  'saved.noMatches': 'Żaden zapisany element nie pasuje',
  'saved.noMatchesBody': 'Spróbuj innych słów.',
  'saved.emptyTitle': 'Nic jeszcze nie zapisano',
  'saved.emptyBody': 'Naciśnij Zapisz przy prośbie o modlitwę, wersecie w czytniku Biblii lub wpisie w dzienniku, a znajdziesz je tutaj.',
  'saved.emptyPrayersTitle': 'Brak zapisanych modlitw',
  'saved.emptyPrayersBody': 'Na ścianie modlitwy naciśnij Zapisz przy prośbie, aby dalej się za nią modlić tutaj.',
  'saved.emptyVersesTitle': 'Brak zapisanych wersetów',
  'saved.emptyVersesBody': 'W czytniku Biblii wybierz werset i naciśnij Zapisz.',
  'saved.emptyReflectionsTitle': 'Brak zapisanych refleksji',
  'saved.emptyReflectionsBody': 'Otwórz wpis w dzienniku S.O.A.P. i naciśnij Zapisz.',
  'saved.kind.prayer': 'Modlitwa',
  'saved.kind.verse': 'Werset',
  'saved.kind.reflection': 'Refleksja',
  'saved.savedOn': 'Zapisano {date}',
  'saved.untitledReflection': 'Refleksja',
  'saved.remove': 'Usuń',
  'saved.removedToast': 'Usunięto z zapisanych',
  'saved.saveButton': 'Zapisz',
  'saved.savedButton': 'Zapisano',
  'saved.savedToast': 'Zapisano. Znajdziesz to w Zapisanych.',
  'error.saved_item_not_found': 'Nie znaleziono tego zapisanego elementu',
  'error.saved_verse_not_found': 'Nie znaleziono tego wersetu',
};

export default dictionary;
