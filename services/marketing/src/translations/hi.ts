import type { CoreTranslations } from './en';

/** Hindi (हिन्दी): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'साइन इन करें',
  'nav.getStarted': 'मुफ़्त में शुरू करें',
  'nav.features': 'सुविधाएँ',
  'nav.company': 'कंपनी',
  'nav.legal': 'कानूनी जानकारी',
  'nav.scheduleDemo': 'डेमो शेड्यूल करें',
  'nav.viewFeatures': 'सुविधाएँ देखें',
  'nav.purchaseCandles': 'मोमबत्तियाँ खरीदें',
  'nav.backToHome': 'होम पर वापस जाएँ',
  'app.welcome': 'Koinonia में आपका स्वागत है',
  'app.loading': 'लोड हो रहा है…',
  'section.loadFailed': 'यह अनुभाग लोड नहीं हो सका',
  'section.retry': 'फिर से कोशिश करें',
};

export default dictionary;
