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
  'access.deniedTitle': 'آپ کو اس صفحے تک رسائی حاصل نہیں ہے',
  'access.deniedBody': 'اس صفحے کے لیے {access} رسائی درکار ہے۔ اگر آپ سمجھتے ہیں کہ یہ رسائی آپ کے پاس ہونی چاہیے تو اپنے چرچ کے منتظم سے پوچھیں۔',
  'access.deniedBodyUnnamed': 'اگر آپ سمجھتے ہیں کہ آپ کو اس صفحے تک رسائی ہونی چاہیے تو اپنے چرچ کے منتظم سے پوچھیں۔',
  'access.backToDashboard': 'ڈیش بورڈ پر واپس جائیں',
  'access.level.group_admin': 'گروپ ایڈمن',
  'access.level.ministry_admin': 'خدمات ایڈمن',
  'access.level.church_admin': 'چرچ ایڈمن',
  'access.level.volunteer_management': 'رضاکاروں کا انتظام',
  'access.level.staff': 'چرچ کا عملہ',
};

export default dictionary;
