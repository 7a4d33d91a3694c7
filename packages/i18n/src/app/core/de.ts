import type { CoreTranslations } from './en';

/** German (Deutsch): the strings the public site, the shell and every section share, translated from en.ts. */
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
  'access.deniedBody':
    'Für diese Seite brauchst du den Zugriff „{access}“. Wenn du meinst, dass du ihn haben solltest, wende dich an die Administration deiner Gemeinde.',
  'access.deniedBodyUnnamed':
    'Wenn du meinst, dass du Zugriff auf diese Seite haben solltest, wende dich an die Administration deiner Gemeinde.',
  'access.backToDashboard': 'Zurück zur Übersicht',
  'access.level.group_admin': 'Gruppen-Admin',
  'access.level.ministry_admin': 'Dienstbereich-Admin',
  'access.level.church_admin': 'Gemeinde-Admin',
  'access.level.volunteer_management': 'Ehrenamtsverwaltung',
  'access.level.staff': 'Gemeindemitarbeitende',
  'role.member': 'Mitglied',
  'role.leader': 'Leitung',
  'role.group_admin': 'Gruppen-Admin',
  'role.ministry_admin': 'Dienstbereichs-Admin',
  'role.pastor': 'Pastor',
  'role.lead_pastor': 'Hauptpastor',
  'role.church_admin': 'Gemeinde-Admin',
  'role.admin': 'Administrator',
  'role.system_admin': 'System-Admin',
  'role.super_admin': 'Super-Admin',
  'role.platform_admin': 'Plattform-Admin',
  'role.regional_admin': 'Regional-Admin',
  'role.koinonia_owner': 'Koinonia-Inhaber',
  'role.koinonia_support': 'Koinonia-Support',
  'common.cancel': 'Abbrechen',
  'common.loadMore': 'Mehr laden',
  'common.loading': 'Wird geladen…',
  'common.retry': 'Erneut versuchen',
};

export default dictionary;
