import type { CommonCopy } from './en';

/** Tagalog copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline:
    'Ang pinag-isang aplikasyon ng simbahan para sa panalangin, Banal na Kasulatan, pagsasamahan at paglilingkod.',
  skipToContent: 'Tumuloy sa nilalaman',
  nav: {
    features: 'Mga Tampok',
    company: 'Kompanya',
    legal: 'Mga Patakaran',
    signIn: 'Pumasok',
    getStartedFree: 'Magsimula nang walang bayad',
    scheduleDemo: 'Magtakda ng pagpapakita',
    viewFeatures: 'Tingnan ang mga tampok',
    purchaseCandles: 'Bumili ng mga kandila',
    backToHome: 'Bumalik sa simula',
    pricing: 'Mga Halaga',
    openMenu: 'Buksan ang talaan',
    closeMenu: 'Isara ang talaan',
    mainNavigation: 'Pangunahing talaan',
    openApp: 'Buksan ang Koinonia',
  },
  footer: {
    about:
      'Ang Koinonia ay salitang Griyego na nangangahulugang pagsasamahan. Bumubuo kami ng iisang tahanang nag-iingat sa inyong pagkapribado, kung saan nananalangin, nagbabasa, nagtitipon at naglilingkod ang mga kasapi, at kung saan sila naaalagaan nang mabuti ng kanilang simbahan.',
    featuresTitle: 'Mga Tampok',
    companyTitle: 'Kompanya',
    legalTitle: 'Mga Patakaran',
    copyright: '© {year} Koinonia. Nakalaan ang lahat ng karapatan.',
    privacyPromise:
      'Walang pagsubaybay para sa patalastas, walang pagsusuri ng ibang kompanya at walang muling pagbebenta ng datos.',
    geoLiteAttribution:
      'Naglalaman ang produktong ito ng datos ng GeoLite2 na nilikha ng MaxMind, makukuha mula sa {link}.',
  },
  pages: {
    landing: 'Tahanan',
    prayerWall: 'Dingding ng Panalangin',
    bibleReading: 'Pagbabasa ng Bibliya',
    events: 'Mga Pagtitipon',
    communityChat: 'Usapan ng Pamayanan',
    volunteerHub: 'Himpilan ng mga Boluntaryo',
    aboutUs: 'Hinggil sa Amin',
    candlesInfo: 'Mga kandilang AI',
    contactUs: 'Sumulat sa Amin',
    contact: 'Pakikipag-ugnayan',
    enterpriseContact: 'Malalaking Samahan',
    support: 'Pag-alalay',
    helpDocs: 'Mga Gabay',
    faq: 'Mga Madalas Itanong',
    privacyPolicy: 'Patakaran sa Pagkapribado',
    termsOfService: 'Mga Tuntunin ng Paggamit',
    pricing: 'Mga Halaga',
  },
  language: {
    label: 'Wika',
    choose: 'Pumili ng wika',
    current: '{language} (kasalukuyang wika)',
  },
  theme: {
    toDark: 'Gamitin ang madilim na anyo',
    toLight: 'Gamitin ang maliwanag na anyo',
  },
  claims: {
    title: 'Ang naidudulot ng pagsasamahang nasa iisang lugar',
    items: [
      { figure: '40%', label: 'higit na pakikilahok' },
      { figure: '5+', label: 'oras na natitipid bawat linggo' },
      { figure: 'hanggang 60%', label: 'higit na paglahok sa ministeryo' },
      { figure: '3x', label: 'higit na palagiang pagbabasa ng Bibliya' },
      { figure: '11+', label: 'mga daluyan ng pamamahagi' },
    ],
  },
  privacy: {
    title: 'Pagkapribado ang inuuna, mula sa pagkakabuo',
    body: 'Personal ang mga panalangin, talaarawan at pag-uusap. Ang Koinonia ay tinutustusan ng mga plano at hindi ng patalastas, kaya ang buhay na pinagsasaluhan ng inyong simbahan ay nananatiling inyo.',
    points: [
      'Walang pagsubaybay para sa patalastas at walang cookie ng patalastas',
      'Walang pagsusuri ng ibang kompanya',
      'Hindi kailanman ipinagbibili ang inyong datos, at maaari ninyo itong kunin o burahin',
    ],
  },
};

export default copy;
