import type { CoreTranslations } from './en';

/** Filipino (Filipino): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Mag-sign in',
  'nav.getStarted': 'Magsimula nang libre',
  'nav.features': 'Mga Feature',
  'nav.company': 'Kumpanya',
  'nav.legal': 'Legal',
  'nav.scheduleDemo': 'Mag-iskedyul ng demo',
  'nav.viewFeatures': 'Tingnan ang mga feature',
  'nav.purchaseCandles': 'Bumili ng kandila',
  'nav.backToHome': 'Bumalik sa home',
  'app.welcome': 'Maligayang pagdating sa Koinonia',
  'app.loading': 'Naglo-load…',
  'section.loadFailed': 'Hindi ma-load ang seksyong ito',
  'section.retry': 'Subukang muli',
};

export default dictionary;
