import type { SavedTranslations } from './en';

/** Yoruba (Yorùbá): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'Àwọn tí a fipamọ́',
  'saved.tabs': 'Irú àwọn ohun tí a fipamọ́',
  'saved.tab.all': 'Gbogbo rẹ̀',
  'saved.tab.prayers': 'Àdúrà',
  'saved.tab.verses': 'Ẹsẹ',
  'saved.tab.reflections': 'Àṣàrò',
  'saved.search': 'Wá nínú àwọn ohun tí o fipamọ́',
  'saved.searchButton': 'Wá',
  'saved.noMatches': 'Kò sí ohun tí a fipamọ́ tí ó bá a mu',
  'saved.noMatchesBody': 'Gbìyànjú àwọn ọ̀rọ̀ mìíràn.',
  'saved.emptyTitle': 'O kò tíì fi nǹkan kan pamọ́',
  'saved.emptyBody': 'Tẹ Fipamọ́ lórí ìbéèrè àdúrà, ẹsẹ kan nínú ìwé kíkà Bíbélì tàbí àkọsílẹ̀ kan nínú ìwé àkọsílẹ̀ rẹ, kí o sì rí i níbí.',
  'saved.emptyPrayersTitle': 'Kò sí àdúrà tí a fipamọ́ síbẹ̀',
  'saved.emptyPrayersBody': 'Lórí ògiri àdúrà, tẹ Fipamọ́ lórí ìbéèrè kan láti máa gbàdúrà fún un níbí.',
  'saved.emptyVersesTitle': 'Kò sí ẹsẹ tí a fipamọ́ síbẹ̀',
  'saved.emptyVersesBody': 'Nínú ìwé kíkà Bíbélì, yan ẹsẹ kan kí o sì tẹ Fipamọ́.',
  'saved.emptyReflectionsTitle': 'Kò sí àṣàrò tí a fipamọ́ síbẹ̀',
  'saved.emptyReflectionsBody': 'Ṣí àkọsílẹ̀ kan nínú ìwé àkọsílẹ̀ S.O.A.P. rẹ kí o sì tẹ Fipamọ́.',
  'saved.kind.prayer': 'Àdúrà',
  'saved.kind.verse': 'Ẹsẹ',
  'saved.kind.reflection': 'Àṣàrò',
  'saved.savedOn': 'A fipamọ́ ní {date}',
  'saved.untitledReflection': 'Àṣàrò kan',
  'saved.remove': 'Yọ kúrò',
  'saved.removedToast': 'A ti yọ ọ́ kúrò nínú àwọn ohun tí o fipamọ́',
  'saved.saveButton': 'Fipamọ́',
  'saved.savedButton': 'A ti fipamọ́',
  'saved.savedToast': 'A ti fipamọ́. Wà á lábẹ́ Àwọn tí a fipamọ́.',
  'error.saved_item_not_found': 'A kò rí ohun tí a fipamọ́ yìí',
  'error.saved_verse_not_found': 'A kò rí ẹsẹ yìí',
};

export default dictionary;
