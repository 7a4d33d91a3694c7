import type { SavedTranslations } from './en';

/** French (Français): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'Enregistrés',
  'saved.tabs': 'Types d’éléments enregistrés',
  'saved.tab.all': 'Tous',
  'saved.tab.prayers': 'Prières',
  'saved.tab.verses': 'Versets',
  'saved.tab.reflections': 'Réflexions',
  'saved.search': 'Rechercher dans vos éléments enregistrés',
  'saved.searchButton': 'Rechercher',
  'saved.noMatches': 'Aucun élément enregistré ne correspond',
  'saved.noMatchesBody': 'Essayez d’autres mots.',
  'saved.emptyTitle': 'Rien d’enregistré pour l’instant',
  'saved.emptyBody': 'Appuyez sur Enregistrer sur une demande de prière, un verset du lecteur de la Bible ou une entrée de votre journal, et retrouvez-le ici.',
  'saved.emptyPrayersTitle': 'Aucune prière enregistrée pour l’instant',
  'saved.emptyPrayersBody': 'Sur le mur de prière, appuyez sur Enregistrer sur une demande pour continuer à prier pour elle ici.',
  'saved.emptyVersesTitle': 'Aucun verset enregistré pour l’instant',
  'saved.emptyVersesBody': 'Dans le lecteur de la Bible, choisissez un verset et appuyez sur Enregistrer.',
  'saved.emptyReflectionsTitle': 'Aucune réflexion enregistrée pour l’instant',
  'saved.emptyReflectionsBody': 'Ouvrez une entrée de votre journal S.O.A.P. et appuyez sur Enregistrer.',
  'saved.kind.prayer': 'Prière',
  'saved.kind.verse': 'Verset',
  'saved.kind.reflection': 'Réflexion',
  'saved.savedOn': 'Enregistré le {date}',
  'saved.untitledReflection': 'Une réflexion',
  'saved.remove': 'Retirer',
  'saved.removedToast': 'Retiré de vos éléments enregistrés',
  'saved.saveButton': 'Enregistrer',
  'saved.savedButton': 'Enregistré',
  'saved.savedToast': 'Enregistré. Retrouvez-le dans Enregistrés.',
  'error.saved_item_not_found': 'Cet élément enregistré est introuvable',
  'error.saved_verse_not_found': 'Ce verset est introuvable',
};

export default dictionary;
