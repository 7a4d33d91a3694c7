import type { CoreTranslations } from './en';

/** Urdu (اردو): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'سائن ان کریں',
  'nav.getStarted': 'مفت شروع کریں',
  'nav.features': 'خصوصیات',
  'nav.company': 'کمپنی',
  'nav.legal': 'قانونی معلومات',
  'nav.scheduleDemo': 'ڈیمو کا وقت طے کریں',
  'nav.viewFeatures': 'خصوصیات دیکھیں',
  'nav.purchaseCandles': 'موم بتیاں خریدیں',
  'nav.backToHome': 'ہوم پر واپس جائیں',
  'app.welcome': 'Koinonia میں خوش آمدید',
  'app.loading': 'لوڈ ہو رہا ہے…',
  'section.loadFailed': 'یہ حصہ لوڈ نہیں ہو سکا',
  'section.retry': 'دوبارہ کوشش کریں',
};

export default dictionary;
