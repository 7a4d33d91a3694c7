import type { SavedTranslations } from './en';

/** Italian (Italiano): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'Salvati',
  'saved.tabs': 'Tipi di elementi salvati',
  'saved.tab.all': 'Tutti',
  'saved.tab.prayers': 'Preghiere',
  'saved.tab.verses': 'Versetti',
  'saved.tab.reflections': 'Riflessioni',
  'saved.search': 'Cerca tra i tuoi elementi salvati',
  'saved.searchButton': 'Cerca',
  'saved.noMatches': 'Nessun elemento salvato corrisponde',
  'saved.noMatchesBody': 'Prova con altre parole.',
  'saved.emptyTitle': 'Ancora niente di salvato',
  'saved.emptyBody': 'Premi Salva su una richiesta di preghiera, un versetto nel lettore della Bibbia o una voce del tuo diario, e lo troverai qui.',
  'saved.emptyPrayersTitle': 'Ancora nessuna preghiera salvata',
  'saved.emptyPrayersBody': 'Sul muro di preghiera, premi Salva su una richiesta per continuare a pregare per essa qui.',
  'saved.emptyVersesTitle': 'Ancora nessun versetto salvato',
  'saved.emptyVersesBody': 'Nel lettore della Bibbia, scegli un versetto e premi Salva.',
  'saved.emptyReflectionsTitle': 'Ancora nessuna riflessione salvata',
  'saved.emptyReflectionsBody': 'Apri una voce del tuo diario S.O.A.P. e premi Salva.',
  'saved.kind.prayer': 'Preghiera',
  'saved.kind.verse': 'Versetto',
  'saved.kind.reflection': 'Riflessione',
  'saved.savedOn': 'Salvato il {date}',
  'saved.untitledReflection': 'Una riflessione',
  'saved.remove': 'Rimuovi',
  'saved.removedToast': 'Rimosso dai tuoi elementi salvati',
  'saved.saveButton': 'Salva',
  'saved.savedButton': 'Salvato',
  'saved.savedToast': 'Salvato. Lo trovi in Salvati.',
  'error.saved_item_not_found': 'Questo elemento salvato non è stato trovato',
  'error.saved_verse_not_found': 'Questo versetto non è stato trovato',
};

export default dictionary;
