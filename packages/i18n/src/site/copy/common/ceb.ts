import type { CommonCopy } from './en';

/** Cebuano copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'Ang super app sa simbahan alang sa pag-ampo, Kasulatan, panag-uban ug pag-alagad.',
  skipToContent: 'Laktaw ngadto sa sulod',
  nav: {
    features: 'Mga Bahin',
    company: 'Kompanya',
    legal: 'Legal',
    signIn: 'Sulod',
    getStartedFree: 'Sugdi nga libre',
    scheduleDemo: 'Pag-iskedyul og demo',
    viewFeatures: 'Tan-awa ang mga bahin',
    purchaseCandles: 'Palit og kandila',
    backToHome: 'Balik sa Panimalay',
    pricing: 'Presyo',
    openMenu: 'Ablihi ang menu',
    closeMenu: 'Sirad-i ang menu',
    mainNavigation: 'Panguna',
    openApp: 'Ablihi ang Koinonia',
  },
  footer: {
    about:
      'Ang Koinonia maoy pulong nga Griyego alang sa panag-uban. Nagtukod kami og usa ka panimalay nga nag-una sa privacy diin ang mga miyembro mag-ampo, mobasa, magtigom ug moalagad, ug diin maayong maatiman sila sa ilang simbahan.',
    featuresTitle: 'Mga Bahin',
    companyTitle: 'Kompanya',
    legalTitle: 'Legal',
    copyright: '© {year} Koinonia. Gigahin ang tanang katungod.',
    privacyPromise: 'Walay pagsubay para sa ads, walay analytics sa laing kompanya ug walay pagbaligya sa datos.',
    geoLiteAttribution:
      'Kini nga produkto naglakip og datos sa GeoLite2 nga gihimo sa MaxMind, makuha gikan sa {link}.',
  },
  pages: {
    landing: 'Panimalay',
    prayerWall: 'Bungbong sa Pag-ampo',
    bibleReading: 'Pagbasa sa Bibliya',
    events: 'Mga Kalihokan',
    communityChat: 'Chat sa Komunidad',
    volunteerHub: 'Sentro sa mga Boluntaryo',
    aboutUs: 'Mahitungod Kanamo',
    candlesInfo: 'AI nga kandila',
    contactUs: 'Kontaka Kami',
    contact: 'Kontak',
    enterpriseContact: 'Dagkong Organisasyon',
    support: 'Tabang',
    helpDocs: 'Mga Giya',
    faq: 'Kanunayng Pangutana',
    privacyPolicy: 'Palisiya sa Privacy',
    termsOfService: 'Mga Termino sa Serbisyo',
    pricing: 'Presyo',
  },
  language: {
    label: 'Pinulongan',
    choose: 'Pagpili og pinulongan',
    current: '{language} (karon)',
  },
  theme: {
    toDark: 'Ibalhin sa ngitngit nga tema',
    toLight: 'Ibalhin sa hayag nga tema',
  },
  claims: {
    title: 'Ang mahimo sa panag-uban nga anaa sa usa ka dapit',
    items: [
      { figure: '40%', label: 'mas daghang pag-apil' },
      { figure: '5+', label: 'ka oras nga matipig matag semana' },
      { figure: 'hangtod 60%', label: 'mas daghang moapil sa ministeryo' },
      { figure: '3x', label: 'mas makanunayon nga pagbasa sa Bibliya' },
      { figure: '11+', label: 'ka plataporma sa pagpakaylap' },
    ],
  },
  privacy: {
    title: 'Privacy ang una, sukad pa sa disenyo',
    body: 'Personal ang mga pag-ampo, journal ug panag-istorya. Ang Koinonia gibayran pinaagi sa mga plano, dili sa advertising, busa ang kinabuhi sa inyong simbahan magpabilin nga inyoha.',
    points: [
      'Walay pagsubay para sa ads ug walay cookies sa advertising',
      'Walay analytics sa laing kompanya',
      'Dili gayod ibaligya ang imong datos, ug mahimo nimo kining i-export o papason',
    ],
  },
};

export default copy;
