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
  'access.deniedTitle': 'ይህን ገጽ ለማየት ፈቃድ የለዎትም',
  'access.deniedBody': 'ይህ ገጽ «{access}» ፈቃድ ያስፈልገዋል። ይህ ፈቃድ ሊኖርዎት ይገባል ብለው ካሰቡ የቤተ ክርስቲያንዎን አስተዳዳሪ ይጠይቁ።',
  'access.deniedBodyUnnamed': 'ይህን ገጽ የማየት ፈቃድ ሊኖርዎት ይገባል ብለው ካሰቡ የቤተ ክርስቲያንዎን አስተዳዳሪ ይጠይቁ።',
  'access.backToDashboard': 'ወደ ዳሽቦርድ ይመለሱ',
  'access.level.group_admin': 'የቡድን አስተዳደር',
  'access.level.ministry_admin': 'የአገልግሎት ክፍሎች አስተዳደር',
  'access.level.church_admin': 'የቤተ ክርስቲያን አስተዳደር',
  'access.level.volunteer_management': 'የበጎ ፈቃደኞች አስተዳደር',
  'access.level.staff': 'የቤተ ክርስቲያን ሠራተኞች',
};

export default dictionary;
