import type { CoreTranslations } from './en';

/** Dutch (Nederlands): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Inloggen',
  'nav.getStarted': 'Gratis beginnen',
  'nav.features': 'Functies',
  'nav.company': 'Bedrijf',
  'nav.legal': 'Juridisch',
  'nav.scheduleDemo': 'Demo inplannen',
  'nav.viewFeatures': 'Functies bekijken',
  'nav.purchaseCandles': 'Kaarsen kopen',
  'nav.backToHome': 'Terug naar home',
  'app.welcome': 'Welkom bij Koinonia',
  'app.loading': 'Laden…',
  'section.loadFailed': 'Dit onderdeel kon niet worden geladen',
  'section.retry': 'Opnieuw proberen',
};

export default dictionary;
