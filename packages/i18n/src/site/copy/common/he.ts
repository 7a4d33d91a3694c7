import type { CommonCopy } from './en';

/** Hebrew copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'אפליקציית־העל של הכנסייה לתפילה, לכתבי הקודש, לאחווה ולשירות.',
  skipToContent: 'דילוג לתוכן',
  nav: {
    features: 'תכונות',
    company: 'החברה',
    legal: 'מידע משפטי',
    signIn: 'כניסה',
    getStartedFree: 'התחילו בחינם',
    scheduleDemo: 'קביעת הדגמה',
    viewFeatures: 'לכל התכונות',
    purchaseCandles: 'רכישת נרות',
    backToHome: 'חזרה לדף הבית',
    pricing: 'מחירים',
    openMenu: 'פתיחת התפריט',
    closeMenu: 'סגירת התפריט',
    mainNavigation: 'ניווט ראשי',
    openApp: 'פתיחת Koinonia',
  },
  footer: {
    about:
      'Koinonia היא מילה יוונית שפירושה אחווה ושותפות. אנחנו בונים בית אחד ששומר על הפרטיות, שבו חברי הקהילה מתפללים, קוראים, נפגשים ומשרתים, ושבו הכנסיות יכולות לדאוג להם היטב.',
    featuresTitle: 'תכונות',
    companyTitle: 'החברה',
    legalTitle: 'מידע משפטי',
    copyright: '© {year} Koinonia. כל הזכויות שמורות.',
    privacyPromise: 'בלי מעקב פרסומי, בלי כלי ניתוח של צד שלישי ובלי מכירת נתונים.',
    geoLiteAttribution: 'מוצר זה כולל נתוני GeoLite2 שנוצרו על ידי MaxMind, וזמינים בכתובת {link}.',
  },
  pages: {
    landing: 'דף הבית',
    prayerWall: 'קיר התפילה',
    bibleReading: 'קריאה בכתבי הקודש',
    events: 'אירועים',
    communityChat: 'שיחות הקהילה',
    volunteerHub: 'מרכז ההתנדבות',
    aboutUs: 'אודותינו',
    candlesInfo: 'נרות בינה מלאכותית',
    contactUs: 'צרו קשר',
    contact: 'יצירת קשר',
    enterpriseContact: 'ארגונים',
    support: 'תמיכה',
    helpDocs: 'מדריכי עזרה',
    faq: 'שאלות נפוצות',
    privacyPolicy: 'מדיניות פרטיות',
    termsOfService: 'תנאי שימוש',
    pricing: 'מחירים',
  },
  language: {
    label: 'שפה',
    choose: 'בחירת שפה',
    current: '{language} (נוכחית)',
  },
  theme: {
    toDark: 'מעבר לערכת נושא כהה',
    toLight: 'מעבר לערכת נושא בהירה',
  },
  claims: {
    title: 'מה מתאפשר כשהאחווה נמצאת במקום אחד',
    items: [
      { figure: '40%', label: 'יותר מעורבות' },
      { figure: '+5', label: 'שעות נחסכות בכל שבוע' },
      { figure: 'עד 60%', label: 'יותר השתתפות בשירות' },
      { figure: 'פי 3', label: 'יותר עקביות בקריאת כתבי הקודש' },
      { figure: '+11', label: 'פלטפורמות הפצה' },
    ],
  },
  privacy: {
    title: 'פרטיות קודם כול, כבר בתכנון',
    body: 'תפילות, יומנים ושיחות הם דברים אישיים. Koinonia ממומנת על ידי מסלולי מנוי ולא על ידי פרסומות, כך שהחיים המשותפים של הכנסייה שלכם נשארים שלכם.',
    points: [
      'בלי מעקב פרסומי ובלי עוגיות פרסום',
      'בלי כלי ניתוח של צד שלישי',
      'הנתונים שלכם לעולם אינם נמכרים, ואפשר לייצא או למחוק אותם',
    ],
  },
};

export default copy;
