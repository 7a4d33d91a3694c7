import type { CommonCopy } from './en';

/** Igbo copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'Ngwa chọọchị nke jikọtara ekpere, Akwụkwọ Nsọ, mmekọrịta na ije ozi n’otu ebe.',
  skipToContent: 'Gafee gaa n’ọdịnaya',
  nav: {
    features: 'Njirimara',
    company: 'Ụlọ ọrụ anyị',
    legal: 'Iwu',
    signIn: 'Banye',
    getStartedFree: 'Malite n’efu',
    scheduleDemo: 'Hazie ngosi',
    viewFeatures: 'Lee njirimara',
    purchaseCandles: 'Zụta kandụl',
    backToHome: 'Laghachi na mmalite',
    pricing: 'Ọnụahịa',
    openMenu: 'Mepee menu',
    closeMenu: 'Mechie menu',
    mainNavigation: 'Ndepụta ụzọ isi',
    openApp: 'Mepee Koinonia',
  },
  footer: {
    about:
      'Koinonia bụ okwu Grik pụtara mmekọrịta. Anyị na-ewu otu ebe na-ebute nzuzo ụzọ, ebe ndị otu na-ekpe ekpere, na-agụ Baịbụl, na-ezukọ ma na-eje ozi, ebe chọọchị na-elekọtakwa ha nke ọma.',
    featuresTitle: 'Njirimara',
    companyTitle: 'Ụlọ ọrụ anyị',
    legalTitle: 'Iwu',
    copyright: '© {year} Koinonia. Ikike niile bụ nke anyị.',
    privacyPromise: 'Enweghị nsuso mgbasa ozi, enweghị nyocha ndị ọzọ, a dịghịkwa ere data.',
    geoLiteAttribution: 'Ngwaahịa a gụnyere data GeoLite2 nke MaxMind mepụtara, nke dị na {link}.',
  },
  pages: {
    landing: 'Mmalite',
    prayerWall: 'Mgbidi Ekpere',
    bibleReading: 'Ọgụgụ Baịbụl',
    events: 'Mmemme',
    communityChat: 'Mkparịta ụka obodo',
    volunteerHub: 'Ebe Ndị Ọrụ Afọ Ofufo',
    aboutUs: 'Maka anyị',
    candlesInfo: 'Kandụl AI',
    contactUs: 'Kpọtụrụ anyị',
    contact: 'Nkwurịta okwu',
    enterpriseContact: 'Nzukọ ukwu',
    support: 'Nkwado',
    helpDocs: 'Akwụkwọ enyemaka',
    faq: 'Ajụjụ a na-ajụkarị',
    privacyPolicy: 'Iwu nzuzo',
    termsOfService: 'Usoro ojiji',
    pricing: 'Ọnụahịa',
  },
  language: {
    label: 'Asụsụ',
    choose: 'Họrọ asụsụ',
    current: '{language} (nke ugbu a)',
  },
  theme: {
    toDark: 'Gbanwee gaa n’ụdị ọchịchịrị',
    toLight: 'Gbanwee gaa n’ụdị ìhè',
  },
  claims: {
    title: 'Ihe mmekọrịta n’otu ebe na-eme ka o kwe omume',
    items: [
      { figure: '40%', label: 'mmụba na ntinye aka' },
      { figure: '5+', label: 'awa a na-echekwa kwa izu' },
      { figure: 'ruo 60%', label: 'mmụba na nsonye n’ije ozi' },
      { figure: 'ugboro 3', label: 'ọgụgụ Baịbụl na-adịgide karịa' },
      { figure: '11+', label: 'ikpo okwu nkesa' },
    ],
  },
  privacy: {
    title: 'E wuru ya ka o chekwaa nzuzo gị',
    body: 'Ekpere, ndetu na mkparịta ụka bụ ihe nkeonwe. Ọ bụ atụmatụ na-akwụ ụgwọ Koinonia, ọ bụghị mgbasa ozi, ka ndụ chọọchị gị n’otu wee bụrụ naanị nke unu.',
    points: [
      'Enweghị nsuso mgbasa ozi, enweghịkwa kuki mgbasa ozi',
      'Enweghị nyocha nke ndị ọzọ',
      'A dịghị ere data gị ma ọlị, ị nwekwara ike ibupụ ya ma ọ bụ hichapụ ya',
    ],
  },
};

export default copy;
