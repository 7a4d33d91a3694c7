import type { WorshipTranslations } from './en';

/** Urdu (اردو): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'دوبارہ خوش آمدید',
  'dashboard.subtitle': 'دیکھیے آپ کی کلیسیا میں کیا ہو رہا ہے۔',
  'dashboard.shortcuts': 'شارٹ کٹس',
  'dashboard.prayerWall': 'دعا کی دیوار',
  'dashboard.events': 'آنے والی تقریبات',
  'dashboard.serve': 'خدمت حب',
  'dashboard.latestPrayers': 'تازہ ترین دعائیہ درخواستیں',
  'prayer.wallTitle': 'دعا کی دیوار',
  'prayer.emptyTitle': 'ابھی تک کوئی دعائیہ درخواست نہیں',
  'prayer.emptyBody': 'جب آپ کی کلیسیا کے اراکین کوئی درخواست شیئر کریں گے تو وہ یہاں نظر آئے گی۔',
  'prayer.anonymous': 'گمنام',
  'prayer.praying': 'دعا کر رہے ہیں',
  'prayer.private': 'نجی',
  'prayer.answered': 'قبول ہوئی',
};

export default dictionary;
