import type { CoreTranslations } from './en';

/** Arabic (العربية): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'تسجيل الدخول',
  'nav.getStarted': 'ابدأ مجانًا',
  'nav.features': 'الميزات',
  'nav.company': 'الشركة',
  'nav.legal': 'الشؤون القانونية',
  'nav.scheduleDemo': 'جدولة عرض توضيحي',
  'nav.viewFeatures': 'عرض الميزات',
  'nav.purchaseCandles': 'شراء الشموع',
  'nav.backToHome': 'العودة إلى الصفحة الرئيسية',
  'app.welcome': 'مرحبًا بك في Koinonia',
  'app.loading': 'جارٍ التحميل…',
  'section.loadFailed': 'تعذّر تحميل هذا القسم',
  'section.retry': 'إعادة المحاولة',
};

export default dictionary;
