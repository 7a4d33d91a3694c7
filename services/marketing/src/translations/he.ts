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
  'access.deniedTitle': 'אין לך גישה לדף הזה',
  'access.deniedBody': 'הדף הזה דורש הרשאת {access}. אם נראה לך שהיא אמורה להיות לך, אפשר לפנות למנהל הכנסייה שלך.',
  'access.deniedBodyUnnamed': 'אם נראה לך שאמורה להיות לך גישה לדף הזה, אפשר לפנות למנהל הכנסייה שלך.',
  'access.backToDashboard': 'חזרה ללוח הבקרה',
  'access.level.group_admin': 'ניהול קבוצות',
  'access.level.ministry_admin': 'ניהול תחומי שירות',
  'access.level.church_admin': 'ניהול הכנסייה',
  'access.level.volunteer_management': 'ניהול מתנדבים',
  'access.level.staff': 'צוות הכנסייה',
};

export default dictionary;
