import type { CommonCopy } from './en';

/** Hausa copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'Babbar manhajar ikilisiya don addu’a, Maganar Allah, zumunci da hidima.',
  skipToContent: 'Tsallaka zuwa abin da ke ciki',
  nav: {
    features: 'Fasaloli',
    company: 'Kamfani',
    legal: 'Sharuɗɗa da doka',
    signIn: 'Shiga',
    getStartedFree: 'Fara kyauta',
    scheduleDemo: 'Tsara lokacin nuni',
    viewFeatures: 'Duba fasaloli',
    purchaseCandles: 'Sayi kyandirori',
    backToHome: 'Koma shafin farko',
    pricing: 'Farashi',
    openMenu: 'Buɗe menu',
    closeMenu: 'Rufe menu',
    mainNavigation: 'Babban kewayawa',
    openApp: 'Buɗe Koinonia',
  },
  footer: {
    about:
      'Koinonia kalmar Girkanci ce mai ma’anar zumunci. Muna gina gida ɗaya mai kiyaye sirri, inda ’yan ikilisiya ke addu’a, karatu, taruwa da hidima, kuma inda ikilisiyoyi ke kula da su da kyau.',
    featuresTitle: 'Fasaloli',
    companyTitle: 'Kamfani',
    legalTitle: 'Sharuɗɗa da doka',
    copyright: '© {year} Koinonia. Duk haƙƙoƙi na da kariya.',
    privacyPromise: 'Babu bin sawu don talla, babu nazarin bayanai na wasu kamfanoni, kuma babu sayar da bayanai.',
    geoLiteAttribution: 'Wannan samfuri ya ƙunshi bayanan GeoLite2 da MaxMind ta ƙirƙira, waɗanda ake samu a {link}.',
  },
  pages: {
    landing: 'Gida',
    prayerWall: 'Bangon Addu’a',
    bibleReading: 'Karatun Littafi Mai Tsarki',
    events: 'Taruka',
    communityChat: 'Hirar Al’umma',
    volunteerHub: 'Cibiyar Masu Aikin Sa-kai',
    aboutUs: 'Game da mu',
    candlesInfo: 'Kyandirorin AI',
    contactUs: 'Tuntuɓe mu',
    contact: 'Tuntuɓa',
    enterpriseContact: 'Manyan ƙungiyoyi',
    support: 'Taimako',
    helpDocs: 'Jagororin taimako',
    faq: 'Tambayoyin da ake yawan yi',
    privacyPolicy: 'Manufar sirri',
    termsOfService: 'Sharuɗɗan amfani',
    pricing: 'Farashi',
  },
  language: {
    label: 'Harshe',
    choose: 'Zaɓi harshe',
    current: '{language} (na yanzu)',
  },
  theme: {
    toDark: 'Canja zuwa jigo mai duhu',
    toLight: 'Canja zuwa jigo mai haske',
  },
  claims: {
    title: 'Abin da zumunci a wuri ɗaya ke sa ya yiwu',
    items: [
      { figure: '40%', label: 'ƙarin himma da shiga' },
      { figure: '5+', label: 'awoyin da ake tanadi kowane mako' },
      { figure: 'har zuwa 60%', label: 'ƙarin shiga hidima' },
      { figure: 'ninki 3', label: 'karatun Littafi Mai Tsarki da ya fi dorewa' },
      { figure: '11+', label: 'dandamalin yaɗa labarai' },
    ],
  },
  privacy: {
    title: 'Sirri da farko, tun daga tsarawa',
    body: 'Addu’o’i, rubuce-rubucen tunani da hira abubuwa ne na kashin kai. Tsare-tsaren biyan kuɗi ne ke ɗaukar nauyin Koinonia, ba talla ba, don haka rayuwar ikilisiyarku tare ta kasance taku.',
    points: [
      'Babu bin sawu don talla kuma babu kukis na talla',
      'Babu nazarin bayanai na wasu kamfanoni',
      'Ba a taɓa sayar da bayananku ba, kuma kuna iya fitar da su ko goge su',
    ],
  },
};

export default copy;
