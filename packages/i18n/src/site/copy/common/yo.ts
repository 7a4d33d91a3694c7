import type { CommonCopy } from './en';

/** Yoruba copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'Áàpù ìjọ tí ó kó àdúrà, Ìwé Mímọ́, ìdàpọ̀ àti iṣẹ́ ìsìn papọ̀ sí ibì kan.',
  skipToContent: 'Fò lọ sí àkóónú',
  nav: {
    features: 'Àwọn ẹ̀yà',
    company: 'Ilé-iṣẹ́',
    legal: 'Òfin',
    signIn: 'Wọlé',
    getStartedFree: 'Bẹ̀rẹ̀ lọ́fẹ̀ẹ́',
    scheduleDemo: 'Ṣètò àfihàn',
    viewFeatures: 'Wo àwọn ẹ̀yà',
    purchaseCandles: 'Ra àbẹ́là',
    backToHome: 'Padà sí ojú-ìwé àkọ́kọ́',
    pricing: 'Iye owó',
    openMenu: 'Ṣí àkójọ',
    closeMenu: 'Pa àkójọ dé',
    mainNavigation: 'Ìtọ́sọ́nà pàtàkì',
    openApp: 'Ṣí Koinonia',
  },
  footer: {
    about:
      'Koinonia jẹ́ ọ̀rọ̀ Gíríìkì tí ó túmọ̀ sí ìdàpọ̀. À ń kọ́ ilé kan tí ó fi àṣírí ṣáájú, níbi tí àwọn ọmọ ìjọ ti ń gbàdúrà, ń kàwé, ń péjọpọ̀, tí wọ́n sì ń sìn, àti níbi tí ìjọ ti ń tọ́jú wọn dáadáa.',
    featuresTitle: 'Àwọn ẹ̀yà',
    companyTitle: 'Ilé-iṣẹ́',
    legalTitle: 'Òfin',
    copyright: '© {year} Koinonia. Gbogbo ẹ̀tọ́ wà ní ìpamọ́.',
    privacyPromise: 'Kò sí ìtọpinpin fún ìpolówó, kò sí ìtúpalẹ̀ ẹlòmíràn, a kò sì ń ta dátà.',
    geoLiteAttribution: 'Ọjà yìí ní dátà GeoLite2 tí MaxMind ṣẹ̀dá nínú, èyí tí ó wà ní {link}.',
  },
  pages: {
    landing: 'Ojú-ìwé àkọ́kọ́',
    prayerWall: 'Ògiri Àdúrà',
    bibleReading: 'Kíka Bíbélì',
    events: 'Àwọn ìṣẹ̀lẹ̀',
    communityChat: 'Ìwíregbè Àwùjọ',
    volunteerHub: 'Ibùdó Olùyọ̀ǹda',
    aboutUs: 'Nípa wa',
    candlesInfo: 'Àbẹ́là AI',
    contactUs: 'Kàn sí wa',
    contact: 'Ìbánisọ̀rọ̀',
    enterpriseContact: 'Àjọ ńlá',
    support: 'Àtìlẹ́yìn',
    helpDocs: 'Ìwé ìrànlọ́wọ́',
    faq: 'Ìbéèrè tó wọ́pọ̀',
    privacyPolicy: 'Ìlànà àṣírí',
    termsOfService: 'Àwọn òfin ìlò',
    pricing: 'Iye owó',
  },
  language: {
    label: 'Èdè',
    choose: 'Yan èdè kan',
    current: '{language} (èyí tí ó wà báyìí)',
  },
  theme: {
    toDark: 'Yí padà sí àwọ̀ dúdú',
    toLight: 'Yí padà sí àwọ̀ ìmọ́lẹ̀',
  },
  claims: {
    title: 'Ohun tí ìdàpọ̀ ní ibì kan ń mú ṣeé ṣe',
    items: [
      { figure: '40%', label: 'ìkópa tí ó pọ̀ síi' },
      { figure: '5+', label: 'wákàtí tí a ń dá sí lọ́sẹ̀' },
      { figure: 'tó 60%', label: 'ìkópa síi nínú iṣẹ́ ìsìn' },
      { figure: 'ìlọ́po 3', label: 'kíka Bíbélì tí ó dúró déédéé síi' },
      { figure: '11+', label: 'pèpéle ìpínkiri' },
    ],
  },
  privacy: {
    title: 'A kọ́ ọ láti fi àṣírí ṣáájú',
    body: 'Àdúrà, ìwé àkọsílẹ̀ àti ìjíròrò jẹ́ ti ara ẹni. Àwọn ètò ìsanwó ni ó ń gbé Koinonia ró, kì í ṣe ìpolówó, kí ìgbésí ayé ìjọ rẹ lápapọ̀ lè jẹ́ tiyín nìkan.',
    points: [
      'Kò sí ìtọpinpin fún ìpolówó, kò sì sí kúkì ìpolówó',
      'Kò sí ìtúpalẹ̀ láti ọ̀dọ̀ ẹlòmíràn',
      'A kì í ta dátà rẹ láé, o sì lè gbé e jáde tàbí pa á rẹ́',
    ],
  },
};

export default copy;
