import type { WorshipTranslations } from './en';

/** Arabic (العربية): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'مرحبًا بعودتك',
  'dashboard.subtitle': 'إليك ما يحدث في كنيستك.',
  'dashboard.shortcuts': 'اختصارات',
  'dashboard.prayerWall': 'حائط الصلاة',
  'dashboard.events': 'الفعاليات القادمة',
  'dashboard.serve': 'مركز الخدمة',
  'dashboard.latestPrayers': 'أحدث طلبات الصلاة',
  'prayer.wallTitle': 'حائط الصلاة',
  'prayer.emptyTitle': 'لا توجد طلبات صلاة بعد',
  'prayer.emptyBody': 'عندما يشارك أعضاء كنيستك طلبًا، يظهر هنا.',
  'prayer.anonymous': 'مجهول',
  'prayer.praying': 'يصلّون',
  'prayer.private': 'خاص',
  'prayer.answered': 'مُستجاب',
};

export default dictionary;
