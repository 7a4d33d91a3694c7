import type { SavedTranslations } from './en';

/** Cebuano (Cebuano): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'Gitipigan',
  'saved.tabs': 'Mga matang sa gitipigan',
  'saved.tab.all': 'Tanan',
  'saved.tab.prayers': 'Mga Pag-ampo',
  'saved.tab.verses': 'Mga Bersikulo',
  'saved.tab.reflections': 'Mga Pamalandong',
  'saved.search': 'Pangitaa sa imong gitipigan',
  'saved.searchButton': 'Pangita',
  'saved.noMatches': 'Walay gitipigan nga motakdo',
  'saved.noMatchesBody': 'Sulayi ang laing mga pulong.',
  'saved.emptyTitle': 'Wala pay gitipigan',
  'saved.emptyBody': 'Pinduta ang Tipigi sa usa ka hangyo sa pag-ampo, usa ka bersikulo sa magbabasa sa Bibliya o usa ka sulat sa imong journal, ug makit-an nimo kini dinhi.',
  'saved.emptyPrayersTitle': 'Wala pay gitipigan nga pag-ampo',
  'saved.emptyPrayersBody': 'Sa bungbong sa pag-ampo, pinduta ang Tipigi sa usa ka hangyo aron padayon nga iampo kini dinhi.',
  'saved.emptyVersesTitle': 'Wala pay gitipigan nga bersikulo',
  'saved.emptyVersesBody': 'Sa magbabasa sa Bibliya, pilia ang usa ka bersikulo ug pinduta ang Tipigi.',
  'saved.emptyReflectionsTitle': 'Wala pay gitipigan nga pamalandong',
  'saved.emptyReflectionsBody': 'Ablihi ang usa ka sulat sa imong S.O.A.P. journal ug pinduta ang Tipigi.',
  'saved.kind.prayer': 'Pag-ampo',
  'saved.kind.verse': 'Bersikulo',
  'saved.kind.reflection': 'Pamalandong',
  'saved.savedOn': 'Gitipigan niadtong {date}',
  'saved.untitledReflection': 'Usa ka pamalandong',
  'saved.remove': 'Tangtanga',
  'saved.removedToast': 'Gitangtang sa imong gitipigan',
  'saved.saveButton': 'Tipigi',
  'saved.savedButton': 'Natipigan',
  'saved.savedToast': 'Natipigan. Makit-an kini sa Gitipigan.',
  'error.saved_item_not_found': 'Wala makit-an kining gitipigan',
  'error.saved_verse_not_found': 'Wala makit-an kining bersikulo',
};

export default dictionary;
