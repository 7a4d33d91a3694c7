import type { CoreTranslations } from './en';

/** Hebrew (עברית): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'התחברות',
  'nav.getStarted': 'התחילו בחינם',
  'nav.features': 'תכונות',
  'nav.company': 'החברה',
  'nav.legal': 'מידע משפטי',
  'nav.scheduleDemo': 'קביעת הדגמה',
  'nav.viewFeatures': 'צפייה בתכונות',
  'nav.purchaseCandles': 'רכישת נרות',
  'nav.backToHome': 'חזרה לדף הבית',
  'app.welcome': 'ברוכים הבאים ל-Koinonia',
  'app.loading': 'טוען…',
  'section.loadFailed': 'לא ניתן היה לטעון את האזור הזה',
  'section.retry': 'ניסיון חוזר',
};

export default dictionary;
