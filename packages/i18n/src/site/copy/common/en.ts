/** English copy of the parts every public page shares (navigation, footer, claims, privacy promise): the source every other language of this namespace is typed by. */
const copy = {
  siteName: 'Koinonia',
  tagline: 'The church super app for prayer, Scripture, fellowship and service.',
  skipToContent: 'Skip to content',
  nav: {
    features: 'Features',
    company: 'Company',
    legal: 'Legal',
    signIn: 'Sign in',
    getStartedFree: 'Get started free',
    scheduleDemo: 'Schedule demo',
    viewFeatures: 'View features',
    purchaseCandles: 'Purchase candles',
    backToHome: 'Back to home',
    pricing: 'Pricing',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainNavigation: 'Main',
    openApp: 'Open Koinonia',
  },
  footer: {
    about:
      'Koinonia is Greek for fellowship. We build one privacy-first home where members pray, read, gather and serve, and where churches care for them well.',
    featuresTitle: 'Features',
    companyTitle: 'Company',
    legalTitle: 'Legal',
    copyright: '© {year} Koinonia. All rights reserved.',
    privacyPromise: 'No ad tracking, no third-party analytics and no data resale.',
    geoLiteAttribution: 'This product includes GeoLite2 data created by MaxMind, available from {link}.',
  },
  pages: {
    landing: 'Home',
    prayerWall: 'Prayer Wall',
    bibleReading: 'Bible Reading',
    events: 'Events',
    communityChat: 'Community Chat',
    volunteerHub: 'Volunteer Hub',
    aboutUs: 'About us',
    candlesInfo: 'AI candles',
    contactUs: 'Contact us',
    contact: 'Contact',
    enterpriseContact: 'Enterprise',
    support: 'Support',
    helpDocs: 'Help docs',
    faq: 'FAQ',
    privacyPolicy: 'Privacy policy',
    termsOfService: 'Terms of service',
    pricing: 'Pricing',
  },
  language: {
    label: 'Language',
    choose: 'Choose a language',
    current: '{language} (current)',
  },
  theme: {
    toDark: 'Switch to dark theme',
    toLight: 'Switch to light theme',
  },
  claims: {
    title: 'What fellowship in one place makes possible',
    items: [
      { figure: '40%', label: 'more engagement' },
      { figure: '5+', label: 'hours saved per week' },
      { figure: 'up to 60%', label: 'more ministry participation' },
      { figure: '3x', label: 'more consistent Bible reading' },
      { figure: '11+', label: 'distribution platforms' },
    ],
  },
  privacy: {
    title: 'Privacy-first, by design',
    body: 'Prayers, journals and conversations are personal. Koinonia is paid for by plans, not advertising, so your church’s life together stays yours.',
    points: [
      'No ad tracking and no advertising cookies',
      'No third-party analytics',
      'Your data is never sold, and you can export or delete it',
    ],
  },
};

export type CommonCopy = typeof copy;
export default copy;
