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
  'access.deniedTitle': 'ليس لديك صلاحية الوصول إلى هذه الصفحة',
  'access.deniedBody': 'تتطلب هذه الصفحة صلاحية «{access}». إذا كنت ترى أنه ينبغي أن تكون لديك، فاطلبها من مسؤول كنيستك.',
  'access.deniedBodyUnnamed': 'إذا كنت ترى أنه ينبغي أن تكون لديك صلاحية الوصول إلى هذه الصفحة، فاطلبها من مسؤول كنيستك.',
  'access.backToDashboard': 'العودة إلى لوحة التحكم',
  'access.level.group_admin': 'إدارة المجموعات',
  'access.level.ministry_admin': 'إدارة الخدمات',
  'access.level.church_admin': 'إدارة الكنيسة',
  'access.level.volunteer_management': 'إدارة المتطوعين',
  'access.level.staff': 'فريق عمل الكنيسة',
};

export default dictionary;
