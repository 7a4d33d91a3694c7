import type { CoreTranslations } from './en';

/** Tagalog (Tagalog): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Pumasok',
  'nav.getStarted': 'Magsimula nang walang bayad',
  'nav.features': 'Mga Tampok',
  'nav.company': 'Kompanya',
  'nav.legal': 'Mga Usaping Legal',
  'nav.scheduleDemo': 'Magtakda ng demo',
  'nav.viewFeatures': 'Tingnan ang mga tampok',
  'nav.purchaseCandles': 'Bumili ng mga kandila',
  'nav.backToHome': 'Bumalik sa simula',
  'app.welcome': 'Maligayang pagdating sa Koinonia',
  'app.loading': 'Ikinakarga…',
  'section.loadFailed': 'Hindi maikarga ang bahaging ito',
  'section.retry': 'Subukan muli',
};

export default dictionary;
