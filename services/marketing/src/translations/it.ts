import type { CoreTranslations } from './en';

/** Italian (italiano): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Accedi',
  'nav.getStarted': 'Inizia gratis',
  'nav.features': 'Funzionalità',
  'nav.company': 'Azienda',
  'nav.legal': 'Note legali',
  'nav.scheduleDemo': 'Prenota una demo',
  'nav.viewFeatures': 'Scopri le funzionalità',
  'nav.purchaseCandles': 'Acquista candele',
  'nav.backToHome': 'Torna alla home',
  'app.welcome': 'Benvenuto su Koinonia',
  'app.loading': 'Caricamento…',
  'section.loadFailed': 'Impossibile caricare questa sezione',
  'section.retry': 'Riprova',
};

export default dictionary;
