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
};

export default dictionary;
