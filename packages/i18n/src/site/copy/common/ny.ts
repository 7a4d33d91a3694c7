import type { CommonCopy } from './en';

/** Chichewa copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'Pulogalamu imodzi ya mpingo ya pemphero, Malemba, chiyanjano ndi utumiki.',
  skipToContent: 'Pitani ku zomwe zili patsamba',
  nav: {
    features: 'Zomwe Zilipo',
    company: 'Kampani',
    legal: 'Zamalamulo',
    signIn: 'Lowani',
    getStartedFree: 'Yambani kwaulere',
    scheduleDemo: 'Konzani chiwonetsero',
    viewFeatures: 'Onani zomwe zilipo',
    purchaseCandles: 'Gulani makandulo',
    backToHome: 'Bwererani ku tsamba loyamba',
    pricing: 'Mitengo',
    openMenu: 'Tsegulani mndandanda',
    closeMenu: 'Tsekani mndandanda',
    mainNavigation: 'Waukulu',
    openApp: 'Tsegulani Koinonia',
  },
  footer: {
    about:
      'Koinonia ndi liwu la Chigiriki lotanthauza chiyanjano. Tikumanga nyumba imodzi yoteteza zachinsinsi, kumene mamembala amapemphera, kuwerenga, kusonkhana ndi kutumikira, ndiponso kumene mipingo imawasamalira bwino.',
    featuresTitle: 'Zomwe Zilipo',
    companyTitle: 'Kampani',
    legalTitle: 'Zamalamulo',
    copyright: '© {year} Koinonia. Ufulu wonse ndi wotetezedwa.',
    privacyPromise:
      'Palibe kutsatira anthu chifukwa cha malonda, palibe kampani ina yofufuza zochita zanu, ndipo sitigulitsa zambiri zanu.',
    geoLiteAttribution: 'Pulogalamuyi ili ndi zambiri za GeoLite2 zopangidwa ndi MaxMind, zopezeka pa {link}.',
  },
  pages: {
    landing: 'Tsamba loyamba',
    prayerWall: 'Khoma la Mapemphero',
    bibleReading: 'Kuwerenga Baibulo',
    events: 'Zochitika',
    communityChat: 'Macheza a Gulu',
    volunteerHub: 'Malo a Odzipereka',
    aboutUs: 'Za ife',
    candlesInfo: 'Makandulo a AI',
    contactUs: 'Lumikizanani nafe',
    contact: 'Kulumikizana',
    enterpriseContact: 'Mabungwe akuluakulu',
    support: 'Thandizo',
    helpDocs: 'Maupangiri',
    faq: 'Mafunso ofunsidwa kawirikawiri',
    privacyPolicy: 'Mfundo za zachinsinsi',
    termsOfService: 'Migwirizano ya ntchito',
    pricing: 'Mitengo',
  },
  language: {
    label: 'Chilankhulo',
    choose: 'Sankhani chilankhulo',
    current: '{language} (chomwe chilipo)',
  },
  theme: {
    toDark: 'Sinthani ku mawonekedwe amdima',
    toLight: 'Sinthani ku mawonekedwe owala',
  },
  claims: {
    title: 'Zomwe chiyanjano cha pamalo amodzi chimatheketsa',
    items: [
      { figure: '40%', label: 'kutenga nawo mbali kowonjezereka' },
      { figure: '5+', label: 'maola osungidwa pa sabata' },
      { figure: 'mpaka 60%', label: 'anthu ambiri otumikira mu utumiki' },
      { figure: '3x', label: 'kuwerenga Baibulo mokhazikika' },
      { figure: '11+', label: 'malo ofalitsira' },
    ],
  },
  privacy: {
    title: 'Zachinsinsi patsogolo, kuyambira pachiyambi',
    body: 'Mapemphero, zolemba za tsiku ndi tsiku ndi zokambirana ndi zanu nokha. Koinonia imalipiridwa ndi mapulani, osati malonda, kotero moyo wa mpingo wanu umakhala wanu.',
    points: [
      'Palibe kutsatira anthu chifukwa cha malonda ndipo palibe ma cookie a malonda',
      'Palibe kampani ina yofufuza momwe mumagwiritsira ntchito',
      'Zambiri zanu sizigulitsidwa, ndipo mukhoza kuzitenga kapena kuzichotsa',
    ],
  },
};

export default copy;
