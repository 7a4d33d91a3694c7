import type { CoreTranslations } from './en';

/** Portuguese (português): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Entrar',
  'nav.getStarted': 'Comece grátis',
  'nav.features': 'Recursos',
  'nav.company': 'Empresa',
  'nav.legal': 'Jurídico',
  'nav.scheduleDemo': 'Agendar demonstração',
  'nav.viewFeatures': 'Ver recursos',
  'nav.purchaseCandles': 'Comprar velas',
  'nav.backToHome': 'Voltar ao início',
  'app.welcome': 'Bem-vindo ao Koinonia',
  'app.loading': 'Carregando…',
  'section.loadFailed': 'Não foi possível carregar esta seção',
  'section.retry': 'Tentar novamente',
  'access.deniedTitle': 'Você não tem acesso a esta página',
  'access.deniedBody': 'Esta página exige acesso de {access}. Se você acha que deveria ter esse acesso, peça ao administrador da sua igreja.',
  'access.deniedBodyUnnamed': 'Se você acha que deveria ter acesso a esta página, peça ao administrador da sua igreja.',
  'access.backToDashboard': 'Voltar ao painel',
  'access.level.group_admin': 'Administração de grupos',
  'access.level.ministry_admin': 'Administração de ministérios',
  'access.level.church_admin': 'Administração da igreja',
  'access.level.volunteer_management': 'Gestão de voluntários',
  'access.level.staff': 'Equipe da igreja',
};

export default dictionary;
