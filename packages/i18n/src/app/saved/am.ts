import type { SavedTranslations } from './en';

/** Amharic (አማርኛ): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'የተቀመጡ',
  'saved.tabs': 'የተቀመጡ ነገሮች ዓይነቶች',
  'saved.tab.all': 'ሁሉም',
  'saved.tab.prayers': 'ጸሎቶች',
  'saved.tab.verses': 'ጥቅሶች',
  'saved.tab.reflections': 'ማሰላሰሎች',
  'saved.search': 'በተቀመጡት ውስጥ ፈልግ',
  'saved.searchButton': 'ፈልግ',
  'saved.noMatches': 'የሚዛመድ የተቀመጠ ነገር የለም',
  'saved.noMatchesBody': 'ሌሎች ቃላትን ይሞክሩ።',
  'saved.emptyTitle': 'እስካሁን ምንም አልተቀመጠም',
  'saved.emptyBody': 'በጸሎት ጥያቄ፣ በመጽሐፍ ቅዱስ አንባቢ ውስጥ ባለ ጥቅስ ወይም በማስታወሻዎ ግቤት ላይ አስቀምጥን ይጫኑ፤ እዚህ ያገኙታል።',
  'saved.emptyPrayersTitle': 'እስካሁን የተቀመጡ ጸሎቶች የሉም',
  'saved.emptyPrayersBody': 'በጸሎት ግድግዳው ላይ ለጥያቄ አስቀምጥን ይጫኑ፤ እዚህ መጸለይዎን ይቀጥሉ።',
  'saved.emptyVersesTitle': 'እስካሁን የተቀመጡ ጥቅሶች የሉም',
  'saved.emptyVersesBody': 'በመጽሐፍ ቅዱስ አንባቢው ጥቅስ ይምረጡና አስቀምጥን ይጫኑ።',
  'saved.emptyReflectionsTitle': 'እስካሁን የተቀመጡ ማሰላሰሎች የሉም',
  'saved.emptyReflectionsBody': 'የS.O.A.P. ማስታወሻዎን ግቤት ይክፈቱና አስቀምጥን ይጫኑ።',
  'saved.kind.prayer': 'ጸሎት',
  'saved.kind.verse': 'ጥቅስ',
  'saved.kind.reflection': 'ማሰላሰል',
  'saved.savedOn': 'የተቀመጠው {date}',
  'saved.untitledReflection': 'አንድ ማሰላሰል',
  'saved.remove': 'አስወግድ',
  'saved.removedToast': 'ከተቀመጡት ተወግዷል',
  'saved.saveButton': 'አስቀምጥ',
  'saved.savedButton': 'ተቀምጧል',
  'saved.savedToast': 'ተቀምጧል። በየተቀመጡ ስር ያገኙታል።',
  'error.saved_item_not_found': 'ይህ የተቀመጠ ነገር አልተገኘም',
  'error.saved_verse_not_found': 'ይህ ጥቅስ አልተገኘም',
};

export default dictionary;
