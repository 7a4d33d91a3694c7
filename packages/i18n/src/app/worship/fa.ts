import type { WorshipTranslations } from './en';

/** Farsi (فارسی): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'خوش برگشتید',
  'dashboard.subtitle': 'ببینید در کلیسای شما چه خبر است.',
  'dashboard.shortcuts': 'میان‌برها',
  'dashboard.prayerWall': 'دیوار دعا',
  'dashboard.events': 'رویدادهای پیش رو',
  'dashboard.serve': 'مرکز خدمت',
  'dashboard.latestPrayers': 'تازه‌ترین درخواست‌های دعا',
  'prayer.wallTitle': 'دیوار دعا',
  'prayer.emptyTitle': 'هنوز درخواست دعایی نیست',
  'prayer.emptyBody': 'وقتی اعضای کلیسای شما درخواستی را به اشتراک بگذارند، اینجا نمایش داده می‌شود.',
  'prayer.anonymous': 'ناشناس',
  'prayer.praying': 'نفر در حال دعا',
  'prayer.private': 'خصوصی',
  'prayer.answered': 'مستجاب شده',
};

export default dictionary;
