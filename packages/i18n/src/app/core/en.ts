/**
 * English: the strings the public site, the shell and every section share — SPEC §2 navigation labels, the
 * welcome and loading text, the section fallback of DESIGN "Module Federation contract", the access-denied state
 * shell-contract's QueryErrorState shows for a 403 with the SPEC §6 access levels it names (`{access}` is one of the
 * `access.level.*` names), the names of the roles a church gives (`role.*`) and the common buttons (`common.*`).
 * Adding a key here makes every other language of this section fail to compile until it is translated; a key
 * lives in one section only (app-translations.test.ts).
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
  'access.deniedBody':
    'This page needs {access} access. Ask your church administrator if you think you should have it.',
  'access.deniedBodyUnnamed': 'Ask your church administrator if you think you should have access to this page.',
  'access.backToDashboard': 'Back to the dashboard',
  'access.level.group_admin': 'Group Admin',
  'access.level.ministry_admin': 'Ministry Admin',
  'access.level.church_admin': 'Church Admin',
  'access.level.volunteer_management': 'Volunteer Management',
  'access.level.staff': 'Church Staff',
  'access.level.platform_staff': 'Platform Staff',
  'role.member': 'Member',
  'role.leader': 'Leader',
  'role.group_admin': 'Group admin',
  'role.ministry_admin': 'Ministry admin',
  'role.pastor': 'Pastor',
  'role.lead_pastor': 'Lead pastor',
  'role.church_admin': 'Church admin',
  'role.admin': 'Administrator',
  'role.system_admin': 'System admin',
  'role.super_admin': 'Super admin',
  'role.platform_admin': 'Platform admin',
  'role.regional_admin': 'Regional admin',
  'role.koinonia_owner': 'Koinonia owner',
  'role.koinonia_support': 'Koinonia support',
  'common.cancel': 'Cancel',
  'common.loadMore': 'Load more',
  'common.loading': 'Loading…',
  'common.retry': 'Retry',
} as const;

export type CoreTranslationKey = keyof typeof dictionary;
export type CoreTranslations = Readonly<Record<CoreTranslationKey, string>>;

export default dictionary satisfies CoreTranslations;
