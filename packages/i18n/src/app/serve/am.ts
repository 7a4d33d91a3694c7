import type { ServeTranslations } from './en';

/** Amharic (አማርኛ): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. የአገልግሎት ማዕከል',
  'serve.emptyTitle': 'ክፍት የአገልግሎት ዕድል የለም',
  'serve.emptyBody': 'አሁን ሁሉም ቡድኖች ሙሉ ናቸው።',
  'serve.volunteers': 'በጎ ፈቃደኞች',
  'serve.openSpots': 'ክፍት ቦታዎች',
};

export default dictionary;
