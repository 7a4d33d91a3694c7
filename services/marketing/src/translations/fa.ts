import type { CoreTranslations } from './en';

/** Farsi (فارسی): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'ورود',
  'nav.getStarted': 'رایگان شروع کنید',
  'nav.features': 'ویژگی\u200cها',
  'nav.company': 'شرکت',
  'nav.legal': 'اطلاعات حقوقی',
  'nav.scheduleDemo': 'زمان\u200cبندی نمایش',
  'nav.viewFeatures': 'مشاهده ویژگی\u200cها',
  'nav.purchaseCandles': 'خرید شمع',
  'nav.backToHome': 'بازگشت به صفحه اصلی',
  'app.welcome': 'به Koinonia خوش آمدید',
  'app.loading': 'در حال بارگذاری…',
  'section.loadFailed': 'این بخش بارگذاری نشد',
  'section.retry': 'تلاش دوباره',
  'access.deniedTitle': 'شما به این صفحه دسترسی ندارید',
  'access.deniedBody': 'این صفحه به دسترسی «{access}» نیاز دارد. اگر فکر می\u200cکنید باید این دسترسی را داشته باشید، از مدیر کلیسای خود بپرسید.',
  'access.deniedBodyUnnamed': 'اگر فکر می\u200cکنید باید به این صفحه دسترسی داشته باشید، از مدیر کلیسای خود بپرسید.',
  'access.backToDashboard': 'بازگشت به داشبورد',
  'access.level.group_admin': 'مدیریت گروه\u200cها',
  'access.level.ministry_admin': 'مدیریت خدمت\u200cها',
  'access.level.church_admin': 'مدیریت کلیسا',
  'access.level.volunteer_management': 'مدیریت داوطلبان',
  'access.level.staff': 'کارکنان کلیسا',
};

export default dictionary;
