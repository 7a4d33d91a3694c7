import type { CommonCopy } from './en';

/** Urdu copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'دعا، کلامِ مقدس، رفاقت اور خدمت کے لیے کلیسیا کی جامع ایپ۔',
  skipToContent: 'مواد پر جائیں',
  nav: {
    features: 'خصوصیات',
    company: 'کمپنی',
    legal: 'قانونی معلومات',
    signIn: 'سائن اِن',
    getStartedFree: 'مفت شروع کریں',
    scheduleDemo: 'ڈیمو کا وقت طے کریں',
    viewFeatures: 'خصوصیات دیکھیں',
    purchaseCandles: 'موم بتیاں خریدیں',
    backToHome: 'ہوم پیج پر واپس جائیں',
    pricing: 'قیمتیں',
    openMenu: 'مینو کھولیں',
    closeMenu: 'مینو بند کریں',
    mainNavigation: 'مرکزی نیویگیشن',
    openApp: 'Koinonia کھولیں',
  },
  footer: {
    about:
      'Koinonia یونانی زبان کا لفظ ہے جس کا مطلب رفاقت ہے۔ ہم ایک ایسا گھر بنا رہے ہیں جہاں رازداری سب سے مقدم ہے، جہاں ارکان دعا کرتے، کلام پڑھتے، اکٹھے ہوتے اور خدمت کرتے ہیں، اور جہاں کلیسیائیں ان کی اچھی طرح دیکھ بھال کرتی ہیں۔',
    featuresTitle: 'خصوصیات',
    companyTitle: 'کمپنی',
    legalTitle: 'قانونی معلومات',
    copyright: '© {year} Koinonia۔ جملہ حقوق محفوظ ہیں۔',
    privacyPromise: 'نہ اشتہاری ٹریکنگ، نہ بیرونی اینالیٹکس اور نہ ہی ڈیٹا کی فروخت۔',
    geoLiteAttribution: 'اس پروڈکٹ میں MaxMind کا تیار کردہ GeoLite2 ڈیٹا شامل ہے، جو {link} پر دستیاب ہے۔',
  },
  pages: {
    landing: 'ہوم',
    prayerWall: 'دعائیہ دیوار',
    bibleReading: 'بائبل کا مطالعہ',
    events: 'تقریبات',
    communityChat: 'کمیونٹی چیٹ',
    volunteerHub: 'رضاکار مرکز',
    aboutUs: 'ہمارے بارے میں',
    candlesInfo: 'اے آئی موم بتیاں',
    contactUs: 'ہم سے رابطہ کریں',
    contact: 'رابطہ',
    enterpriseContact: 'بڑے اداروں کے لیے',
    support: 'معاونت',
    helpDocs: 'مدد کی رہنمائیاں',
    faq: 'عمومی سوالات',
    privacyPolicy: 'رازداری کی پالیسی',
    termsOfService: 'شرائطِ استعمال',
    pricing: 'قیمتیں',
  },
  language: {
    label: 'زبان',
    choose: 'زبان منتخب کریں',
    current: '{language} (موجودہ)',
  },
  theme: {
    toDark: 'گہری تھیم پر جائیں',
    toLight: 'ہلکی تھیم پر جائیں',
  },
  claims: {
    title: 'جب رفاقت ایک جگہ اکٹھی ہو تو کیا کچھ ممکن ہوتا ہے',
    items: [
      { figure: '40%', label: 'زیادہ شمولیت' },
      { figure: '+5', label: 'گھنٹے ہر ہفتے کی بچت' },
      { figure: '60% تک', label: 'خدمت میں زیادہ شرکت' },
      { figure: '3 گنا', label: 'بائبل کا زیادہ باقاعدہ مطالعہ' },
      { figure: '+11', label: 'اشاعتی پلیٹ فارم' },
    ],
  },
  privacy: {
    title: 'رازداری سب سے پہلے، بنیاد ہی سے',
    body: 'دعائیں، روزنامچے اور گفتگو ذاتی چیزیں ہیں۔ Koinonia کا خرچ اشتہارات سے نہیں بلکہ پلانز سے چلتا ہے، اس لیے آپ کی کلیسیا کی مشترکہ زندگی آپ ہی کی رہتی ہے۔',
    points: [
      'نہ اشتہاری ٹریکنگ اور نہ اشتہاری کوکیز',
      'کسی بیرونی ادارے کی اینالیٹکس نہیں',
      'آپ کا ڈیٹا کبھی فروخت نہیں ہوتا، اور آپ اسے ایکسپورٹ یا حذف کر سکتے ہیں',
    ],
  },
};

export default copy;
