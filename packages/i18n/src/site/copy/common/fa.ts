import type { CommonCopy } from './en';

/** Farsi copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'اپلیکیشن جامع کلیسا برای دعا، کلام خدا، مشارکت و خدمت.',
  skipToContent: 'رفتن به محتوا',
  nav: {
    features: 'امکانات',
    company: 'شرکت',
    legal: 'حقوقی',
    signIn: 'ورود',
    getStartedFree: 'رایگان شروع کنید',
    scheduleDemo: 'رزرو جلسه معرفی',
    viewFeatures: 'مشاهده امکانات',
    purchaseCandles: 'خرید شمع',
    backToHome: 'بازگشت به صفحه اصلی',
    pricing: 'قیمت‌ها',
    openMenu: 'باز کردن منو',
    closeMenu: 'بستن منو',
    mainNavigation: 'پیمایش اصلی',
    openApp: 'باز کردن Koinonia',
  },
  footer: {
    about:
      'Koinonia واژه‌ای یونانی به معنای مشارکت و همدلی است. ما خانه‌ای واحد می‌سازیم که حریم خصوصی در آن اولویت دارد؛ جایی که اعضا دعا می‌کنند، کلام را می‌خوانند، گرد هم می‌آیند و خدمت می‌کنند، و کلیساها به‌خوبی از آنان مراقبت می‌کنند.',
    featuresTitle: 'امکانات',
    companyTitle: 'شرکت',
    legalTitle: 'حقوقی',
    copyright: '© {year} Koinonia. تمامی حقوق محفوظ است.',
    privacyPromise: 'بدون ردیابی تبلیغاتی، بدون ابزارهای تحلیل شخص ثالث و بدون فروش داده‌ها.',
    geoLiteAttribution: 'این محصول شامل داده‌های GeoLite2 ساخته‌شده توسط MaxMind است که از {link} در دسترس است.',
  },
  pages: {
    landing: 'صفحه اصلی',
    prayerWall: 'دیوار دعا',
    bibleReading: 'خواندن کتاب‌مقدس',
    events: 'رویدادها',
    communityChat: 'گفتگوی جمعی',
    volunteerHub: 'مرکز داوطلبان',
    aboutUs: 'درباره ما',
    candlesInfo: 'شمع‌های هوش مصنوعی',
    contactUs: 'تماس با ما',
    contact: 'تماس',
    enterpriseContact: 'سازمان‌ها',
    support: 'پشتیبانی',
    helpDocs: 'راهنماها',
    faq: 'پرسش‌های متداول',
    privacyPolicy: 'سیاست حریم خصوصی',
    termsOfService: 'شرایط استفاده از خدمات',
    pricing: 'قیمت‌ها',
  },
  language: {
    label: 'زبان',
    choose: 'انتخاب زبان',
    current: '{language} (زبان فعلی)',
  },
  theme: {
    toDark: 'تغییر به پوسته تیره',
    toLight: 'تغییر به پوسته روشن',
  },
  claims: {
    title: 'آنچه مشارکت در یک مکان ممکن می‌سازد',
    items: [
      { figure: '۴۰٪', label: 'تعامل بیشتر' },
      { figure: '+۵', label: 'ساعت صرفه‌جویی در هر هفته' },
      { figure: 'تا ۶۰٪', label: 'مشارکت بیشتر در خدمت' },
      { figure: '۳ برابر', label: 'خواندن منظم‌تر کتاب‌مقدس' },
      { figure: '+۱۱', label: 'بستر انتشار' },
    ],
  },
  privacy: {
    title: 'حریم خصوصی در اولویت، از همان طراحی',
    body: 'دعاها، یادداشت‌ها و گفتگوها اموری شخصی‌اند. هزینه Koinonia از اشتراک‌ها تأمین می‌شود، نه از تبلیغات؛ پس زندگی مشترک کلیسای شما از آنِ خود شما می‌ماند.',
    points: [
      'بدون ردیابی تبلیغاتی و بدون کوکی‌های تبلیغاتی',
      'بدون ابزارهای تحلیل شخص ثالث',
      'داده‌های شما هرگز فروخته نمی‌شود و می‌توانید آن‌ها را دریافت یا حذف کنید',
    ],
  },
};

export default copy;
