import type { CoreTranslations } from './en';

/** Amharic (አማርኛ): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'ግባ',
  'nav.getStarted': 'በነጻ ይጀምሩ',
  'nav.features': 'ባህሪያት',
  'nav.company': 'ኩባንያ',
  'nav.legal': 'ሕጋዊ',
  'nav.scheduleDemo': 'ማሳያ ያስይዙ',
  'nav.viewFeatures': 'ባህሪያትን ይመልከቱ',
  'nav.purchaseCandles': 'ሻማዎችን ይግዙ',
  'nav.backToHome': 'ወደ መነሻ ገጽ ይመለሱ',
  'app.welcome': 'ወደ Koinonia እንኳን በደህና መጡ',
  'app.loading': 'በመጫን ላይ…',
  'section.loadFailed': 'ይህን ክፍል መጫን አልተቻለም',
  'section.retry': 'እንደገና ይሞክሩ',
};

export default dictionary;
