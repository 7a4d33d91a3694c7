import type { SavedTranslations } from './en';

/** Armenian (Հայերեն): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'Պահպանված',
  'saved.tabs': 'Պահպանվածի տեսակները',
  'saved.tab.all': 'Բոլորը',
  'saved.tab.prayers': 'Աղոթքներ',
  'saved.tab.verses': 'Համարներ',
  'saved.tab.reflections': 'Խորհրդածություններ',
  'saved.search': 'Որոնել պահպանվածներում',
  'saved.searchButton': 'Որոնել',
  'saved.noMatches': 'Պահպանվածներից ոչինչ չի համապատասխանում',
  'saved.noMatchesBody': 'Փորձեք այլ բառեր։',
  'saved.emptyTitle': 'Դեռ ոչինչ պահպանված չէ',
  'saved.emptyBody': 'Սեղմեք «Պահպանել» աղոթքի խնդրանքի, Աստվածաշնչի ընթերցիչի համարի կամ ձեր օրագրի գրառման վրա, և այն կգտնեք այստեղ։',
  'saved.emptyPrayersTitle': 'Պահպանված աղոթքներ դեռ չկան',
  'saved.emptyPrayersBody': 'Աղոթքի պատին սեղմեք «Պահպանել» խնդրանքի վրա, որ այստեղ շարունակեք աղոթել դրա համար։',
  'saved.emptyVersesTitle': 'Պահպանված համարներ դեռ չկան',
  'saved.emptyVersesBody': 'Աստվածաշնչի ընթերցիչում ընտրեք համար և սեղմեք «Պահպանել»։',
  'saved.emptyReflectionsTitle': 'Պահպանված խորհրդածություններ դեռ չկան',
  'saved.emptyReflectionsBody': 'Բացեք ձեր S.O.A.P. օրագրի գրառումը և սեղմեք «Պահպանել»։',
  'saved.kind.prayer': 'Աղոթք',
  'saved.kind.verse': 'Համար',
  'saved.kind.reflection': 'Խորհրդածություն',
  'saved.savedOn': 'Պահպանվել է {date}',
  'saved.untitledReflection': 'Խորհրդածություն',
  'saved.remove': 'Հեռացնել',
  'saved.removedToast': 'Հեռացվեց պահպանվածներից',
  'saved.saveButton': 'Պահպանել',
  'saved.savedButton': 'Պահպանված է',
  'saved.savedToast': 'Պահպանված է։ Կգտնեք «Պահպանված» բաժնում։',
  'error.saved_item_not_found': 'Այս պահպանված տարրը չգտնվեց',
  'error.saved_verse_not_found': 'Այս համարը չգտնվեց',
};

export default dictionary;
