import type { CommonCopy } from './en';

/** Filipino copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'Ang super app ng simbahan para sa panalangin, Salita ng Diyos, fellowship at paglilingkod.',
  skipToContent: 'Lumaktaw sa content',
  nav: {
    features: 'Mga Feature',
    company: 'Kumpanya',
    legal: 'Legal',
    signIn: 'Mag-sign in',
    getStartedFree: 'Magsimula nang libre',
    scheduleDemo: 'Mag-schedule ng demo',
    viewFeatures: 'Tingnan ang mga feature',
    purchaseCandles: 'Bumili ng kandila',
    backToHome: 'Bumalik sa Home',
    pricing: 'Presyo',
    openMenu: 'Buksan ang menu',
    closeMenu: 'Isara ang menu',
    mainNavigation: 'Pangunahin',
    openApp: 'Buksan ang Koinonia',
  },
  footer: {
    about:
      'Ang Koinonia ay salitang Griyego para sa fellowship. Gumagawa kami ng iisang tahanan na inuuna ang privacy, kung saan nananalangin, nagbabasa, nagtitipon at naglilingkod ang mga miyembro, at kung saan naaalagaan sila nang maayos ng simbahan.',
    featuresTitle: 'Mga Feature',
    companyTitle: 'Kumpanya',
    legalTitle: 'Legal',
    copyright: '© {year} Koinonia. Nakalaan ang lahat ng karapatan.',
    privacyPromise: 'Walang ad tracking, walang third-party analytics at hindi namin ibinebenta ang data mo.',
    geoLiteAttribution: 'Kasama sa produktong ito ang GeoLite2 data na gawa ng MaxMind, na makukuha sa {link}.',
  },
  pages: {
    landing: 'Home',
    prayerWall: 'Pader ng Panalangin',
    bibleReading: 'Pagbasa ng Bibliya',
    events: 'Mga Event',
    communityChat: 'Chat ng Komunidad',
    volunteerHub: 'Hub ng mga Volunteer',
    aboutUs: 'Tungkol sa Amin',
    candlesInfo: 'AI kandila',
    contactUs: 'Makipag-ugnayan sa Amin',
    contact: 'Kontak',
    enterpriseContact: 'Enterprise',
    support: 'Suporta',
    helpDocs: 'Mga Gabay',
    faq: 'FAQ',
    privacyPolicy: 'Patakaran sa Privacy',
    termsOfService: 'Mga Tuntunin ng Serbisyo',
    pricing: 'Presyo',
  },
  language: {
    label: 'Wika',
    choose: 'Pumili ng wika',
    current: '{language} (kasalukuyan)',
  },
  theme: {
    toDark: 'Lumipat sa dark theme',
    toLight: 'Lumipat sa light theme',
  },
  claims: {
    title: 'Ang kayang gawin ng fellowship na nasa iisang lugar',
    items: [
      { figure: '40%', label: 'mas mataas na engagement' },
      { figure: '5+', label: 'oras na natitipid bawat linggo' },
      { figure: 'hanggang 60%', label: 'mas maraming nakikilahok sa ministry' },
      { figure: '3x', label: 'mas tuloy-tuloy na pagbabasa ng Bibliya' },
      { figure: '11+', label: 'platform para sa distribution' },
    ],
  },
  privacy: {
    title: 'Privacy ang inuuna, mula sa disenyo',
    body: 'Personal ang mga panalangin, journal at usapan. Ang Koinonia ay pinopondohan ng mga plan, hindi ng advertising, kaya ang buhay ng inyong simbahan ay nananatiling sa inyo.',
    points: [
      'Walang ad tracking at walang advertising cookies',
      'Walang third-party analytics',
      'Hindi kailanman ibinebenta ang data mo, at puwede mo itong i-export o burahin',
    ],
  },
};

export default copy;
