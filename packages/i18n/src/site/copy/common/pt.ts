import type { CommonCopy } from './en';

/** Portuguese copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'O superapp da igreja para oração, Palavra, comunhão e serviço.',
  skipToContent: 'Pular para o conteúdo',
  nav: {
    features: 'Recursos',
    company: 'Empresa',
    legal: 'Jurídico',
    signIn: 'Entrar',
    getStartedFree: 'Comece grátis',
    scheduleDemo: 'Agendar demonstração',
    viewFeatures: 'Ver recursos',
    purchaseCandles: 'Comprar velas',
    backToHome: 'Voltar ao início',
    pricing: 'Preços',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    mainNavigation: 'Principal',
    openApp: 'Abrir o Koinonia',
  },
  footer: {
    about:
      'Koinonia é a palavra grega para comunhão. Construímos um lar que protege a sua privacidade, onde os membros oram, leem, se reúnem e servem, e onde as igrejas cuidam bem deles.',
    featuresTitle: 'Recursos',
    companyTitle: 'Empresa',
    legalTitle: 'Jurídico',
    copyright: '© {year} Koinonia. Todos os direitos reservados.',
    privacyPromise: 'Sem rastreamento de anúncios, sem análises de terceiros e sem revenda de dados.',
    geoLiteAttribution: 'Este produto inclui dados GeoLite2 criados pela MaxMind, disponíveis em {link}.',
  },
  pages: {
    landing: 'Início',
    prayerWall: 'Mural de oração',
    bibleReading: 'Leitura bíblica',
    events: 'Eventos',
    communityChat: 'Chat da comunidade',
    volunteerHub: 'Central de voluntariado',
    aboutUs: 'Quem somos',
    candlesInfo: 'Velas de IA',
    contactUs: 'Fale conosco',
    contact: 'Contato',
    enterpriseContact: 'Plano Enterprise',
    support: 'Suporte',
    helpDocs: 'Guias de ajuda',
    faq: 'Perguntas frequentes',
    privacyPolicy: 'Política de privacidade',
    termsOfService: 'Termos de serviço',
    pricing: 'Preços',
  },
  language: {
    label: 'Idioma',
    choose: 'Escolha um idioma',
    current: '{language} (atual)',
  },
  theme: {
    toDark: 'Mudar para o tema escuro',
    toLight: 'Mudar para o tema claro',
  },
  claims: {
    title: 'O que a comunhão em um só lugar torna possível',
    items: [
      { figure: '40%', label: 'mais engajamento' },
      { figure: '5+', label: 'horas economizadas por semana' },
      { figure: 'até 60%', label: 'mais participação nos ministérios' },
      { figure: '3 vezes', label: 'mais constância na leitura da Bíblia' },
      { figure: '11+', label: 'plataformas de distribuição' },
    ],
  },
  privacy: {
    title: 'Privacidade desde a concepção',
    body: 'Orações, diários e conversas são pessoais. O Koinonia é mantido pelos planos, não por publicidade, para que a vida em comunhão da sua igreja continue sendo só de vocês.',
    points: [
      'Sem rastreamento de anúncios e sem cookies de publicidade',
      'Sem análises de terceiros',
      'Seus dados nunca são vendidos, e você pode exportá-los ou excluí-los',
    ],
  },
};

export default copy;
