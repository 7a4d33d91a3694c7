import type { ConnectTranslations } from './en';

/** Arabic (العربية): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'الفعاليات',
  'events.emptyTitle': 'لا توجد فعاليات قادمة',
  'events.emptyBody': 'ستظهر هنا الفعاليات الجديدة لكنيستك.',
};

export default dictionary;
