import type { WorshipTranslations } from './en';

/** Bengali (বাংলা): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'আবার স্বাগতম',
  'dashboard.subtitle': 'আপনার মণ্ডলীতে যা ঘটছে তা এখানে।',
  'dashboard.shortcuts': 'শর্টকাট',
  'dashboard.prayerWall': 'প্রার্থনার দেয়াল',
  'dashboard.events': 'আসন্ন অনুষ্ঠান',
  'dashboard.serve': 'সেবা হাব',
  'dashboard.latestPrayers': 'সাম্প্রতিক প্রার্থনার অনুরোধ',
  'prayer.wallTitle': 'প্রার্থনার দেয়াল',
  'prayer.emptyTitle': 'এখনো কোনো প্রার্থনার অনুরোধ নেই',
  'prayer.emptyBody': 'আপনার মণ্ডলীর সদস্যরা কোনো অনুরোধ শেয়ার করলে তা এখানে দেখা যাবে।',
  'prayer.anonymous': 'বেনামি',
  'prayer.praying': 'জন প্রার্থনা করছেন',
  'prayer.private': 'ব্যক্তিগত',
  'prayer.answered': 'উত্তর পাওয়া গেছে',
};

export default dictionary;
