import type { CoreTranslations } from './en';

/** Polish (polski): the strings the public site, the shell and every section share, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Zaloguj się',
  'nav.getStarted': 'Zacznij za darmo',
  'nav.features': 'Funkcje',
  'nav.company': 'Firma',
  'nav.legal': 'Informacje prawne',
  'nav.scheduleDemo': 'Umów prezentację',
  'nav.viewFeatures': 'Zobacz funkcje',
  'nav.purchaseCandles': 'Kup świece',
  'nav.backToHome': 'Powrót do strony głównej',
  'app.welcome': 'Witamy w Koinonia',
  'app.loading': 'Ładowanie…',
  'section.loadFailed': 'Nie udało się załadować tej sekcji',
  'section.retry': 'Spróbuj ponownie',
  'access.deniedTitle': 'Nie masz dostępu do tej strony',
  'access.deniedBody':
    'Ta strona wymaga dostępu „{access}”. Jeśli uważasz, że ten dostęp Ci się należy, zwróć się do administratora swojego kościoła.',
  'access.deniedBodyUnnamed':
    'Jeśli uważasz, że dostęp do tej strony Ci się należy, zwróć się do administratora swojego kościoła.',
  'access.backToDashboard': 'Wróć do pulpitu',
  'access.level.group_admin': 'Administracja grup',
  'access.level.ministry_admin': 'Administracja służb',
  'access.level.church_admin': 'Administracja kościoła',
  'access.level.volunteer_management': 'Zarządzanie wolontariuszami',
  'access.level.staff': 'Pracownicy kościoła',
  'role.member': 'Członek',
  'role.leader': 'Lider',
  'role.group_admin': 'Administrator grupy',
  'role.ministry_admin': 'Administrator służby',
  'role.pastor': 'Pastor',
  'role.lead_pastor': 'Pastor prowadzący',
  'role.church_admin': 'Administrator kościoła',
  'role.admin': 'Administrator',
  'role.system_admin': 'Administrator systemu',
  'role.super_admin': 'Superadministrator',
  'role.platform_admin': 'Administrator platformy',
  'role.regional_admin': 'Administrator regionalny',
  'role.koinonia_owner': 'Właściciel Koinonia',
  'role.koinonia_support': 'Wsparcie Koinonia',
  'common.cancel': 'Anuluj',
  'common.loadMore': 'Wczytaj więcej',
  'common.loading': 'Wczytywanie…',
  'common.retry': 'Spróbuj ponownie',
};

export default dictionary;
