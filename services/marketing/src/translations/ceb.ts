import type { CoreTranslations } from './en';

/** Cebuano (Sinugboanon): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Sulod',
  'nav.getStarted': 'Sugdi nga libre',
  'nav.features': 'Mga bahin',
  'nav.company': 'Kompanya',
  'nav.legal': 'Mga butang legal',
  'nav.scheduleDemo': 'Pag-iskedyul og demo',
  'nav.viewFeatures': 'Tan-awa ang mga bahin',
  'nav.purchaseCandles': 'Palit og mga kandila',
  'nav.backToHome': 'Balik sa sinugdanan',
  'app.welcome': 'Maayong pag-abot sa Koinonia',
  'app.loading': 'Nagkarga…',
  'section.loadFailed': 'Dili makarga kining bahina',
  'section.retry': 'Sulayi pag-usab',
};

export default dictionary;
