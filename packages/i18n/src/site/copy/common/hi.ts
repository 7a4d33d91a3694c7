import type { CommonCopy } from './en';

/** Hindi copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'प्रार्थना, पवित्रशास्त्र, संगति और सेवा के लिए चर्च का सुपर ऐप।',
  skipToContent: 'मुख्य सामग्री पर जाएँ',
  nav: {
    features: 'सुविधाएँ',
    company: 'हमारे बारे में',
    legal: 'कानूनी जानकारी',
    signIn: 'साइन इन करें',
    getStartedFree: 'मुफ़्त में शुरू करें',
    scheduleDemo: 'डेमो बुक करें',
    viewFeatures: 'सुविधाएँ देखें',
    purchaseCandles: 'मोमबत्तियाँ ख़रीदें',
    backToHome: 'होम पर वापस जाएँ',
    pricing: 'क़ीमतें',
    openMenu: 'मेन्यू खोलें',
    closeMenu: 'मेन्यू बंद करें',
    mainNavigation: 'मुख्य',
    openApp: 'Koinonia खोलें',
  },
  footer: {
    about:
      'Koinonia यूनानी भाषा का शब्द है, जिसका अर्थ है संगति। हम गोपनीयता को सबसे पहले रखने वाला एक ऐसा घर बनाते हैं जहाँ सदस्य प्रार्थना करते हैं, वचन पढ़ते हैं, एक साथ इकट्ठे होते हैं और सेवा करते हैं, और जहाँ चर्च उनकी अच्छी देखभाल कर पाते हैं।',
    featuresTitle: 'सुविधाएँ',
    companyTitle: 'हमारे बारे में',
    legalTitle: 'कानूनी जानकारी',
    copyright: '© {year} Koinonia. सर्वाधिकार सुरक्षित।',
    privacyPromise: 'न विज्ञापन ट्रैकिंग, न थर्ड-पार्टी एनालिटिक्स, न डेटा की दोबारा बिक्री।',
    geoLiteAttribution: 'इस उत्पाद में MaxMind द्वारा बनाया गया GeoLite2 डेटा शामिल है, जो {link} से उपलब्ध है।',
  },
  pages: {
    landing: 'होम',
    prayerWall: 'प्रार्थना दीवार',
    bibleReading: 'बाइबल पठन',
    events: 'कार्यक्रम',
    communityChat: 'समुदाय चैट',
    volunteerHub: 'स्वयंसेवक हब',
    aboutUs: 'हमारे बारे में',
    candlesInfo: 'AI मोमबत्तियाँ',
    contactUs: 'हमसे संपर्क करें',
    contact: 'संपर्क',
    enterpriseContact: 'एंटरप्राइज़',
    support: 'सहायता',
    helpDocs: 'सहायता गाइड',
    faq: 'अक्सर पूछे जाने वाले प्रश्न',
    privacyPolicy: 'गोपनीयता नीति',
    termsOfService: 'सेवा की शर्तें',
    pricing: 'क़ीमतें',
  },
  language: {
    label: 'भाषा',
    choose: 'भाषा चुनें',
    current: '{language} (वर्तमान)',
  },
  theme: {
    toDark: 'डार्क थीम पर जाएँ',
    toLight: 'लाइट थीम पर जाएँ',
  },
  claims: {
    title: 'जब संगति एक ही जगह हो, तो क्या कुछ संभव होता है',
    items: [
      { figure: '40%', label: 'अधिक सहभागिता' },
      { figure: '5+ घंटे', label: 'हर सप्ताह की बचत' },
      { figure: '60% तक', label: 'सेवकाई में अधिक भागीदारी' },
      { figure: '3 गुना', label: 'अधिक नियमित बाइबल पठन' },
      { figure: '11+', label: 'वितरण प्लेटफ़ॉर्म' },
    ],
  },
  privacy: {
    title: 'शुरू से ही गोपनीयता सबसे पहले',
    body: 'प्रार्थनाएँ, जर्नल और बातचीत निजी होती हैं। Koinonia का ख़र्च विज्ञापनों से नहीं, प्लान से चलता है, इसलिए आपके चर्च का साझा जीवन आपका ही रहता है।',
    points: [
      'न विज्ञापन ट्रैकिंग, न विज्ञापन कुकीज़',
      'कोई थर्ड-पार्टी एनालिटिक्स नहीं',
      'आपका डेटा कभी बेचा नहीं जाता, और आप उसे एक्सपोर्ट या डिलीट कर सकते हैं',
    ],
  },
};

export default copy;
