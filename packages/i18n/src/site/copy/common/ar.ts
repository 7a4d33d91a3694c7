import type { CommonCopy } from './en';

/** Arabic copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'التطبيق الكنسي الشامل للصلاة وكلمة الله والشركة والخدمة.',
  skipToContent: 'انتقل إلى المحتوى',
  nav: {
    features: 'الميزات',
    company: 'الشركة',
    legal: 'الشؤون القانونية',
    signIn: 'تسجيل الدخول',
    getStartedFree: 'ابدأ مجانًا',
    scheduleDemo: 'احجز عرضًا تجريبيًا',
    viewFeatures: 'استعرض الميزات',
    purchaseCandles: 'اشترِ شموعًا',
    backToHome: 'العودة إلى الصفحة الرئيسية',
    pricing: 'الأسعار',
    openMenu: 'افتح القائمة',
    closeMenu: 'أغلق القائمة',
    mainNavigation: 'التنقل الرئيسي',
    openApp: 'افتح Koinonia',
  },
  footer: {
    about:
      'كلمة Koinonia يونانية وتعني الشركة. نبني بيتًا واحدًا يضع الخصوصية أولًا، يصلّي فيه المؤمنون ويقرأون ويجتمعون ويخدمون، وترعاهم فيه كنائسهم رعاية حسنة.',
    featuresTitle: 'الميزات',
    companyTitle: 'الشركة',
    legalTitle: 'الشؤون القانونية',
    copyright: '© {year} Koinonia. جميع الحقوق محفوظة.',
    privacyPromise: 'لا تتبّع إعلاني، ولا تحليلات من أطراف خارجية، ولا بيع للبيانات.',
    geoLiteAttribution: 'يتضمن هذا المنتج بيانات GeoLite2 التي أنشأتها MaxMind، والمتاحة على {link}.',
  },
  pages: {
    landing: 'الرئيسية',
    prayerWall: 'حائط الصلاة',
    bibleReading: 'قراءة الكتاب المقدس',
    events: 'الفعاليات',
    communityChat: 'محادثات المجتمع',
    volunteerHub: 'مركز التطوع',
    aboutUs: 'من نحن',
    candlesInfo: 'شموع الذكاء الاصطناعي',
    contactUs: 'اتصل بنا',
    contact: 'تواصل معنا',
    enterpriseContact: 'المؤسسات',
    support: 'الدعم',
    helpDocs: 'أدلة المساعدة',
    faq: 'الأسئلة الشائعة',
    privacyPolicy: 'سياسة الخصوصية',
    termsOfService: 'شروط الخدمة',
    pricing: 'الأسعار',
  },
  language: {
    label: 'اللغة',
    choose: 'اختر لغة',
    current: '{language} (الحالية)',
  },
  theme: {
    toDark: 'التبديل إلى المظهر الداكن',
    toLight: 'التبديل إلى المظهر الفاتح',
  },
  claims: {
    title: 'ما تصنعه الشركة حين تجتمع في مكان واحد',
    items: [
      { figure: '40%', label: 'تفاعل أكبر' },
      { figure: '+5', label: 'ساعات موفَّرة أسبوعيًا' },
      { figure: 'حتى 60%', label: 'مشاركة أكبر في الخدمة' },
      { figure: '3 أضعاف', label: 'انتظام أكبر في قراءة الكتاب المقدس' },
      { figure: '+11', label: 'منصة للنشر' },
    ],
  },
  privacy: {
    title: 'الخصوصية أولًا، منذ التصميم',
    body: 'الصلوات واليوميات والمحادثات أمور شخصية. تُموَّل Koinonia من الاشتراكات لا من الإعلانات، فتبقى حياة كنيستك المشتركة ملكًا لها وحدها.',
    points: [
      'لا تتبّع إعلاني ولا ملفات تعريف ارتباط إعلانية',
      'لا تحليلات من أطراف خارجية',
      'لا تُباع بياناتك أبدًا، ويمكنك تصديرها أو حذفها',
    ],
  },
};

export default copy;
