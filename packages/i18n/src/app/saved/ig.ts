import type { SavedTranslations } from './en';

/** Igbo (Igbo): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'Ndị echekwara',
  'saved.tabs': 'Ụdị ihe echekwara',
  'saved.tab.all': 'Ha niile',
  'saved.tab.prayers': 'Ekpere',
  'saved.tab.verses': 'Amaokwu',
  'saved.tab.reflections': 'Ntụgharị uche',
  'saved.search': 'Chọọ n’ihe ị chekwara',
  'saved.searchButton': 'Chọọ',
  'saved.noMatches': 'Ọ dịghị ihe echekwara dabara',
  'saved.noMatchesBody': 'Nwalee okwu ndị ọzọ.',
  'saved.emptyTitle': 'Ọ dịbeghị ihe ị chekwara',
  'saved.emptyBody': 'Pịa Chekwaa n’arịrịọ ekpere, amaokwu n’ebe ọgụgụ Baịbụl ma ọ bụ ihe e dere n’akwụkwọ ndetu gị, ị ga-ahụ ya ebe a.',
  'saved.emptyPrayersTitle': 'Ọ dịbeghị ekpere ị chekwara',
  'saved.emptyPrayersBody': 'N’ahụ́ mgbidi ekpere, pịa Chekwaa n’arịrịọ ka ị gaa n’ihu na-ekpe ekpere maka ya ebe a.',
  'saved.emptyVersesTitle': 'Ọ dịbeghị amaokwu ị chekwara',
  'saved.emptyVersesBody': 'N’ebe ọgụgụ Baịbụl, họrọ amaokwu wee pịa Chekwaa.',
  'saved.emptyReflectionsTitle': 'Ọ dịbeghị ntụgharị uche ị chekwara',
  'saved.emptyReflectionsBody': 'Mepee ihe e dere n’akwụkwọ ndetu S.O.A.P. gị wee pịa Chekwaa.',
  'saved.kind.prayer': 'Ekpere',
  'saved.kind.verse': 'Amaokwu',
  'saved.kind.reflection': 'Ntụgharị uche',
  'saved.savedOn': 'E chekwara ya na {date}',
  'saved.untitledReflection': 'Otu ntụgharị uche',
  'saved.remove': 'Wepụ',
  'saved.removedToast': 'E wepụrụ ya n’ihe ị chekwara',
  'saved.saveButton': 'Chekwaa',
  'saved.savedButton': 'Echekwara',
  'saved.savedToast': 'Echekwara ya. Ị ga-ahụ ya n’okpuru Ndị echekwara.',
  'error.saved_item_not_found': 'Ahụghị ihe a echekwara',
  'error.saved_verse_not_found': 'Ahụghị amaokwu a',
};

export default dictionary;
