import type { SavedTranslations } from './en';

/** Dutch (Nederlands): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'Opgeslagen',
  'saved.tabs': 'Soorten opgeslagen items',
  'saved.tab.all': 'Alles',
  'saved.tab.prayers': 'Gebeden',
  'saved.tab.verses': 'Verzen',
  'saved.tab.reflections': 'Overdenkingen',
  'saved.search': 'Zoek in je opgeslagen items',
  'saved.searchButton': 'Zoeken',
  'saved.noMatches': 'Geen opgeslagen item komt overeen',
  'saved.noMatchesBody': 'Probeer andere woorden.',
  'saved.emptyTitle': 'Nog niets opgeslagen',
  'saved.emptyBody': 'Tik op Opslaan bij een gebedsverzoek, een vers in de Bijbellezer of een notitie in je dagboek, en vind het hier terug.',
  'saved.emptyPrayersTitle': 'Nog geen opgeslagen gebeden',
  'saved.emptyPrayersBody': 'Tik op de gebedsmuur bij een verzoek op Opslaan om er hier voor te blijven bidden.',
  'saved.emptyVersesTitle': 'Nog geen opgeslagen verzen',
  'saved.emptyVersesBody': 'Kies in de Bijbellezer een vers en tik op Opslaan.',
  'saved.emptyReflectionsTitle': 'Nog geen opgeslagen overdenkingen',
  'saved.emptyReflectionsBody': 'Open een notitie in je S.O.A.P.-dagboek en tik op Opslaan.',
  'saved.kind.prayer': 'Gebed',
  'saved.kind.verse': 'Vers',
  'saved.kind.reflection': 'Overdenking',
  'saved.savedOn': 'Opgeslagen op {date}',
  'saved.untitledReflection': 'Een overdenking',
  'saved.remove': 'Verwijderen',
  'saved.removedToast': 'Verwijderd uit je opgeslagen items',
  'saved.saveButton': 'Opslaan',
  'saved.savedButton': 'Opgeslagen',
  'saved.savedToast': 'Opgeslagen. Je vindt het onder Opgeslagen.',
  'error.saved_item_not_found': 'Dit opgeslagen item is niet gevonden',
  'error.saved_verse_not_found': 'Dit vers is niet gevonden',
};

export default dictionary;
