import type { SavedTranslations } from './en';

/** German (Deutsch): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'Gespeichert',
  'saved.tabs': 'Arten gespeicherter Einträge',
  'saved.tab.all': 'Alle',
  'saved.tab.prayers': 'Gebete',
  'saved.tab.verses': 'Verse',
  'saved.tab.reflections': 'Reflexionen',
  'saved.search': 'Deine gespeicherten Einträge durchsuchen',
  'saved.searchButton': 'Suchen',
  'saved.noMatches': 'Kein gespeicherter Eintrag passt',
  'saved.noMatchesBody': 'Versuche es mit anderen Wörtern.',
  'saved.emptyTitle': 'Noch nichts gespeichert',
  'saved.emptyBody': 'Tippe bei einem Gebetsanliegen, einem Vers im Bibelleser oder einem Eintrag deines Tagebuchs auf Speichern, und du findest es hier.',
  'saved.emptyPrayersTitle': 'Noch keine gespeicherten Gebete',
  'saved.emptyPrayersBody': 'Tippe an der Gebetswand bei einem Anliegen auf Speichern, um hier weiter dafür zu beten.',
  'saved.emptyVersesTitle': 'Noch keine gespeicherten Verse',
  'saved.emptyVersesBody': 'Wähle im Bibelleser einen Vers und tippe auf Speichern.',
  'saved.emptyReflectionsTitle': 'Noch keine gespeicherten Reflexionen',
  'saved.emptyReflectionsBody': 'Öffne einen Eintrag deines S.O.A.P.-Tagebuchs und tippe auf Speichern.',
  'saved.kind.prayer': 'Gebet',
  'saved.kind.verse': 'Vers',
  'saved.kind.reflection': 'Reflexion',
  'saved.savedOn': 'Gespeichert am {date}',
  'saved.untitledReflection': 'Eine Reflexion',
  'saved.remove': 'Entfernen',
  'saved.removedToast': 'Aus deinen gespeicherten Einträgen entfernt',
  'saved.saveButton': 'Speichern',
  'saved.savedButton': 'Gespeichert',
  'saved.savedToast': 'Gespeichert. Du findest es unter „Gespeichert“.',
  'error.saved_item_not_found': 'Dieser gespeicherte Eintrag wurde nicht gefunden',
  'error.saved_verse_not_found': 'Dieser Vers wurde nicht gefunden',
};

export default dictionary;
