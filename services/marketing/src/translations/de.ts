import type { CoreTranslations } from './en';

/** German (Deutsch): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Anmelden',
  'nav.getStarted': 'Kostenlos starten',
  'nav.features': 'Funktionen',
  'nav.company': 'Unternehmen',
  'nav.legal': 'Rechtliches',
  'nav.scheduleDemo': 'Demo vereinbaren',
  'nav.viewFeatures': 'Funktionen ansehen',
  'nav.purchaseCandles': 'Kerzen kaufen',
  'nav.backToHome': 'Zurück zur Startseite',
  'app.welcome': 'Willkommen bei Koinonia',
  'app.loading': 'Wird geladen…',
  'section.loadFailed': 'Dieser Bereich konnte nicht geladen werden',
  'section.retry': 'Erneut versuchen',
};

export default dictionary;
