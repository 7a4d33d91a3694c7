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
  'access.deniedTitle': 'Du hast keinen Zugriff auf diese Seite',
  'access.deniedBody': 'Für diese Seite brauchst du den Zugriff „{access}“. Wenn du meinst, dass du ihn haben solltest, wende dich an die Administration deiner Gemeinde.',
  'access.deniedBodyUnnamed': 'Wenn du meinst, dass du Zugriff auf diese Seite haben solltest, wende dich an die Administration deiner Gemeinde.',
  'access.backToDashboard': 'Zurück zur Übersicht',
  'access.level.group_admin': 'Gruppen-Admin',
  'access.level.ministry_admin': 'Dienstbereich-Admin',
  'access.level.church_admin': 'Gemeinde-Admin',
  'access.level.volunteer_management': 'Ehrenamtsverwaltung',
  'access.level.staff': 'Gemeindemitarbeitende',
};

export default dictionary;
