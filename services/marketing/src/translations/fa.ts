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
};

export default dictionary;
