import type { WorshipTranslations } from './en';

/** Amharic (አማርኛ): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'እንኳን በደህና ተመለሱ',
  'dashboard.subtitle': 'በቤተ ክርስቲያንዎ ውስጥ እየሆነ ያለው ይኸው።',
  'dashboard.shortcuts': 'አቋራጮች',
  'dashboard.prayerWall': 'የጸሎት ግድግዳ',
  'dashboard.events': 'መጪ ዝግጅቶች',
  'dashboard.serve': 'የአገልግሎት ማዕከል',
  'dashboard.latestPrayers': 'የቅርብ ጊዜ የጸሎት ጥያቄዎች',
  'prayer.wallTitle': 'የጸሎት ግድግዳ',
  'prayer.emptyTitle': 'እስካሁን የጸሎት ጥያቄ የለም',
  'prayer.emptyBody': 'የቤተ ክርስቲያንዎ አባላት ጥያቄ ሲያጋሩ እዚህ ይታያል።',
  'prayer.anonymous': 'ስም አልባ',
  'prayer.praying': 'እየጸለዩ ነው',
  'prayer.private': 'የግል',
  'prayer.answered': 'ምላሽ አግኝቷል',
};

export default dictionary;
