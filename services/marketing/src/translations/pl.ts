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
};

export default dictionary;
