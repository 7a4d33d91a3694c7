/**
 * English: the source of the core strings every language translates (SPEC §2 navigation labels, the
 * shell's welcome and loading text, the section fallback of DESIGN "Module Federation contract", and the
 * access-denied state shell-contract's QueryErrorState shows for a 403, with the SPEC §6 access levels it
 * names; `{access}` is replaced by one of the `access.level.*` names).
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
  'access.deniedTitle': "You don't have access to this",
  'access.deniedBody': 'This page needs {access} access. Ask your church administrator if you think you should have it.',
  'access.deniedBodyUnnamed': 'Ask your church administrator if you think you should have access to this page.',
  'access.backToDashboard': 'Back to the dashboard',
  'access.level.group_admin': 'Group Admin',
  'access.level.ministry_admin': 'Ministry Admin',
  'access.level.church_admin': 'Church Admin',
  'access.level.volunteer_management': 'Volunteer Management',
  'access.level.staff': 'Church Staff',
} as const;

export type CoreTranslationKey = keyof typeof dictionary;
export type CoreTranslations = Readonly<Record<CoreTranslationKey, string>>;

export default dictionary satisfies CoreTranslations;
