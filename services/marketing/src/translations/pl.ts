import type { CoreTranslations } from './en';

/** Polish (polski): the core strings, translated from en.ts. */
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
  'access.deniedBody': 'Ta strona wymaga dostępu „{access}”. Jeśli uważasz, że ten dostęp Ci się należy, zwróć się do administratora swojego kościoła.',
  'access.deniedBodyUnnamed': 'Jeśli uważasz, że dostęp do tej strony Ci się należy, zwróć się do administratora swojego kościoła.',
  'access.backToDashboard': 'Wróć do pulpitu',
  'access.level.group_admin': 'Administracja grup',
  'access.level.ministry_admin': 'Administracja służb',
  'access.level.church_admin': 'Administracja kościoła',
  'access.level.volunteer_management': 'Zarządzanie wolontariuszami',
  'access.level.staff': 'Pracownicy kościoła',
};

export default dictionary;
