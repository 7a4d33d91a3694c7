import type { CommonCopy } from './en';

/** Amharic copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'ለጸሎት፣ ለቃሉ፣ ለኅብረትና ለአገልግሎት ሁሉን በአንድ የያዘ የቤተ ክርስቲያን መተግበሪያ።',
  skipToContent: 'ወደ ይዘቱ ይለፉ',
  nav: {
    features: 'ባህሪያት',
    company: 'ድርጅቱ',
    legal: 'ሕጋዊ',
    signIn: 'ይግቡ',
    getStartedFree: 'በነጻ ይጀምሩ',
    scheduleDemo: 'ማሳያ ያስይዙ',
    viewFeatures: 'ባህሪያቱን ይመልከቱ',
    purchaseCandles: 'ሻማዎችን ይግዙ',
    backToHome: 'ወደ መነሻ ይመለሱ',
    pricing: 'ዋጋ',
    openMenu: 'ምናሌውን ይክፈቱ',
    closeMenu: 'ምናሌውን ይዝጉ',
    mainNavigation: 'ዋና ማሰሻ',
    openApp: 'Koinoniaን ይክፈቱ',
  },
  footer: {
    about:
      'Koinonia የግሪክ ቃል ሲሆን ትርጉሙ ኅብረት ነው። ምእመናን የሚጸልዩበት፣ የሚያነቡበት፣ የሚሰበሰቡበትና የሚያገለግሉበት፣ አብያተ ክርስቲያናትም በሚገባ የሚንከባከቧቸው፣ ግላዊነትን የሚያስቀድም አንድ ቤት እንገነባለን።',
    featuresTitle: 'ባህሪያት',
    companyTitle: 'ድርጅቱ',
    legalTitle: 'ሕጋዊ',
    copyright: '© {year} Koinonia። መብቱ በሕግ የተጠበቀ ነው።',
    privacyPromise: 'የማስታወቂያ ክትትል፣ የሦስተኛ ወገን ትንታኔም ሆነ የመረጃ ሽያጭ የለም።',
    geoLiteAttribution: 'ይህ ምርት በMaxMind የተዘጋጀ የGeoLite2 መረጃን ያካትታል፤ መረጃው ከ{link} ይገኛል።',
  },
  pages: {
    landing: 'መነሻ',
    prayerWall: 'የጸሎት ግድግዳ',
    bibleReading: 'መጽሐፍ ቅዱስ ንባብ',
    events: 'ዝግጅቶች',
    communityChat: 'የማኅበረሰብ ውይይት',
    volunteerHub: 'የበጎ ፈቃደኞች ማዕከል',
    aboutUs: 'ስለ እኛ',
    candlesInfo: 'የAI ሻማዎች',
    contactUs: 'ያግኙን',
    contact: 'አድራሻ',
    enterpriseContact: 'ለትላልቅ ተቋማት',
    support: 'ድጋፍ',
    helpDocs: 'የእገዛ መመሪያዎች',
    faq: 'ተደጋግመው የሚነሱ ጥያቄዎች',
    privacyPolicy: 'የግላዊነት ፖሊሲ',
    termsOfService: 'የአገልግሎት ውል',
    pricing: 'ዋጋ',
  },
  language: {
    label: 'ቋንቋ',
    choose: 'ቋንቋ ይምረጡ',
    current: '{language} (የአሁኑ)',
  },
  theme: {
    toDark: 'ወደ ጨለማ ገጽታ ይቀይሩ',
    toLight: 'ወደ ብሩህ ገጽታ ይቀይሩ',
  },
  claims: {
    title: 'ኅብረት በአንድ ቦታ ሲሆን የሚያስገኘው',
    items: [
      { figure: '40%', label: 'ተጨማሪ ተሳትፎ' },
      { figure: '5+', label: 'በሳምንት የሚቆጠቡ ሰዓታት' },
      { figure: 'እስከ 60%', label: 'ተጨማሪ የአገልግሎት ተሳትፎ' },
      { figure: '3 እጥፍ', label: 'ይበልጥ የማያቋርጥ የመጽሐፍ ቅዱስ ንባብ' },
      { figure: '11+', label: 'የማሰራጫ መድረኮች' },
    ],
  },
  privacy: {
    title: 'ከመሠረቱ ግላዊነትን ያስቀደመ',
    body: 'ጸሎት፣ ማስታወሻና ውይይት የግል ጉዳዮች ናቸው። Koinonia የሚተዳደረው በማስታወቂያ ሳይሆን በደንበኝነት ዕቅዶች ነው፤ ስለዚህ የቤተ ክርስቲያንዎ የጋራ ሕይወት የእናንተው ብቻ ሆኖ ይቀራል።',
    points: ['የማስታወቂያ ክትትልም ሆነ የማስታወቂያ ኩኪዎች የሉም', 'የሦስተኛ ወገን ትንታኔ የለም', 'መረጃዎ በፍጹም አይሸጥም፤ ወደ ውጭ መላክም ሆነ መሰረዝ ይችላሉ'],
  },
};

export default copy;
