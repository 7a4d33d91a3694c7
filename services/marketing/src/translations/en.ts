/**
 * English: the source of the core strings every language translates (SPEC §2 navigation labels, the
 * shell's welcome and loading text, and the section fallback of DESIGN "Module Federation contract").
 * Adding a key here makes every other dictionary fail to compile until it is translated.
 */
const dictionary = {
  'nav.signIn': 'Sign in',
  'nav.getStarted': 'Get started free',
  'nav.features': 'Features',
  'nav.company': 'Company',
  'nav.legal': 'Legal',
  'nav.scheduleDemo': 'Schedule demo',
  'nav.viewFeatures': 'View features',
  'nav.purchaseCandles': 'Purchase candles',
  'nav.backToHome': 'Back to home',
  'app.welcome': 'Welcome to Koinonia',
  'app.loading': 'Loading…',
  'section.loadFailed': 'This section could not be loaded',
  'section.retry': 'Retry',
} as const;

export type CoreTranslationKey = keyof typeof dictionary;
export type CoreTranslations = Readonly<Record<CoreTranslationKey, string>>;

export default dictionary satisfies CoreTranslations;
