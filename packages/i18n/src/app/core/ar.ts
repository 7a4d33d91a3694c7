import type { CoreTranslations } from './en';

/** Arabic (العربية): the strings the public site, the shell and every section share, translated from en.ts. */
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
  'access.deniedBody':
    'تتطلب هذه الصفحة صلاحية «{access}». إذا كنت ترى أنه ينبغي أن تكون لديك، فاطلبها من مسؤول كنيستك.',
  'access.deniedBodyUnnamed':
    'إذا كنت ترى أنه ينبغي أن تكون لديك صلاحية الوصول إلى هذه الصفحة، فاطلبها من مسؤول كنيستك.',
  'access.backToDashboard': 'العودة إلى لوحة التحكم',
  'access.level.group_admin': 'إدارة المجموعات',
  'access.level.ministry_admin': 'إدارة الخدمات',
  'access.level.church_admin': 'إدارة الكنيسة',
  'access.level.volunteer_management': 'إدارة المتطوعين',
  'access.level.staff': 'فريق عمل الكنيسة',
  'role.member': 'عضو',
  'role.leader': 'قائد',
  'role.group_admin': 'مسؤول مجموعة',
  'role.ministry_admin': 'مسؤول خدمة',
  'role.pastor': 'قسّ',
  'role.lead_pastor': 'القسّ الرئيسي',
  'role.church_admin': 'مسؤول الكنيسة',
  'role.admin': 'مدير',
  'role.system_admin': 'مسؤول النظام',
  'role.super_admin': 'المدير الأعلى',
  'role.platform_admin': 'مسؤول المنصة',
  'role.regional_admin': 'مسؤول إقليمي',
  'role.koinonia_owner': 'مالك Koinonia',
  'role.koinonia_support': 'دعم Koinonia',
  'common.cancel': 'إلغاء',
  'common.loadMore': 'تحميل المزيد',
  'common.loading': 'جارٍ التحميل…',
  'common.retry': 'إعادة المحاولة',
};

export default dictionary;
