import type { CoreTranslations } from './en';

/** Igbo (Asụsụ Igbo): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Banye',
  'nav.getStarted': 'Malite n’efu',
  'nav.features': 'Njirimara',
  'nav.company': 'Ụlọ ọrụ',
  'nav.legal': 'Ihe gbasara iwu',
  'nav.scheduleDemo': 'Hazie ngosi',
  'nav.viewFeatures': 'Lee njirimara',
  'nav.purchaseCandles': 'Zụta kandụl',
  'nav.backToHome': 'Laghachi na mmalite',
  'app.welcome': 'Nnọọ na Koinonia',
  'app.loading': 'Na-ebu…',
  'section.loadFailed': 'Enweghị ike ibu akụkụ a',
  'section.retry': 'Nwaa ọzọ',
  'access.deniedTitle': 'Ị nweghị ikike ịhụ nke a',
  'access.deniedBody': 'Ibe a chọrọ ikike {access}. Ọ bụrụ na i chere na ị kwesịrị inwe ya, jụọ onye nchịkwa ụka gị.',
  'access.deniedBodyUnnamed': 'Ọ bụrụ na i chere na ị kwesịrị inwe ikike ịhụ ibe a, jụọ onye nchịkwa ụka gị.',
  'access.backToDashboard': 'Laghachi na ebe nlekọta',
  'access.level.group_admin': 'Nlekọta otu',
  'access.level.ministry_admin': 'Nlekọta ọrụ ozi',
  'access.level.church_admin': 'Nlekọta ụka',
  'access.level.volunteer_management': 'Nlekọta ndị ọrụ afọ ofufo',
  'access.level.staff': 'Ndị ọrụ ụka',
};

export default dictionary;
