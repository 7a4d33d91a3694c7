import type { PricingCopy } from './en';

/** Portuguese copy of the pricing page. */
const copy: PricingCopy = {
  meta: {
    title: 'Preços: planos para membros e igrejas — Koinonia',
    description:
      'Compare os planos do Koinonia: comece grátis como membro, adicione velas de IA conforme cresce ou equipe sua igreja com membros, ofertas, eventos e voluntários.',
  },
  hero: {
    eyebrow: 'Preços',
    title: 'Um plano para cada cristão e cada igreja',
    subtitle:
      'Comece grátis com o Mural de oração, a leitura bíblica diária e seu diário S.O.A.P. Adicione ferramentas de IA quando precisar ou reúna toda a sua congregação em um plano para igrejas.',
  },
  tabs: {
    label: 'Planos para',
    individual: 'Membros individuais',
    individualGoal: 'Para crescer na fé e fazer parte',
    church: 'Planos para igrejas',
    churchGoal: 'Para engajamento e crescimento',
  },
  billing: {
    label: 'Período de cobrança',
    monthly: 'Mensal',
    yearly: 'Anual',
    yearlySaving: '2 meses grátis',
  },
  price: {
    free: 'Grátis',
    noCard: 'Sem cartão de crédito',
    perMonth: '/mês',
    perYear: '/ano',
    billedYearly: '{amount} cobrados por ano',
    candlesPerMonth: '{count} velas de IA por mês',
    contactUs: 'Preço sob medida',
    vatIncluded: 'Os preços incluem {rate}% de IVA.',
    shownIn: 'Preços em {currency} para {country}.',
    usdFallback: 'Preços em dólares americanos.',
  },
  popular: 'Mais escolhido',
  choose: 'Começar',
  contactSales: 'Falar com vendas',
  everythingIn: 'Tudo do {plan}, e mais:',
  plans: {
    disciple: {
      tagline: 'Tudo o que você precisa para orar, ler a Bíblia e pertencer.',
      features: [
        'Mural de oração com pedidos privados, públicos e anônimos',
        'Diário S.O.A.P.',
        'Conversas em comunidade',
        'Leitura bíblica diária',
        'Planos de leitura para iniciantes',
        'Ferramentas básicas de estudo bíblico',
        'Teste de dons espirituais ({basicQuestions} perguntas)',
      ],
    },
    servant: {
      tagline: 'Aprofunde-se no estudo e descubra os dons que Deus lhe deu para servir.',
      features: [
        'Teste completo de dons espirituais ({comprehensiveQuestions} perguntas)',
        'Análises avançadas',
        'Suporte prioritário',
      ],
    },
    torchbearer: {
      tagline: 'Para líderes que edificam ministérios e criam conteúdo para eles.',
      features: [
        'Criação e gestão de ministérios',
        'Gerador de planos de leitura personalizados',
        'Recursos ministeriais premium',
        'Bíblia em áudio com IA',
        'Criação de vídeos com IA',
        'Conteúdo offline ilimitado',
        'Integrações personalizadas',
      ],
    },
    churchBasic: {
      tagline: 'Um só lugar para seus membros, ministérios e equipe.',
      features: [
        'Gestão de membros',
        'Planejamento de eventos',
        'Comunicação com toda a igreja',
        'Um círculo de oração privado para sua igreja',
        'Sistema de gestão de voluntários',
        'Chat ministerial em tempo real com CRM',
        'Análises de ofertas e doadores',
        'Integração de transmissões ao vivo',
        'Gestão de vários campi',
        'Análises da igreja',
      ],
    },
    churchStandard: {
      tagline: 'Para igrejas em crescimento que contam com a IA no ensino e na mídia.',
      features: [
        'Mais velas de IA por mês para preparar sermões, guias de estudo e mídia',
        'A maior das nossas duas recompensas de fidelidade para igrejas',
      ],
    },
    enterprise: {
      tagline: 'Para grandes congregações e redes de igrejas.',
      features: [
        'Preço combinado conforme o tamanho da sua congregação e seus campi',
        'Uma demonstração ao vivo e uma conversa de planejamento com nossa equipe',
        'Suporte prioritário para sua equipe e seus administradores',
      ],
    },
  },
  boostPacks: {
    title: 'Pacotes de reforço',
    body: 'Precisa de mais velas de IA antes de o seu plano renovar? Recarregue com um pacote de reforço avulso, em qualquer plano.',
    pack: 'Pacote de reforço {size}',
    candles: '{count} velas de IA',
    noExpiry: 'Nunca expiram',
    buy: 'Comprar pacote',
  },
  loyalty: {
    title: 'Velas de fidelidade para igrejas',
    body: 'As igrejas que continuam com o Koinonia recebem velas de IA extras duas vezes por ano, além da cota mensal.',
    shepherd: 'Shepherd: {count} velas de fidelidade a cada 6 meses',
    beacon: 'Beacon: {count} velas de fidelidade a cada 6 meses',
  },
  enterprise: {
    title: 'Serve em uma igreja grande ou com vários campi?',
    body: 'Conte-nos sobre sua congregação e montaremos um plano sob medida para seus campi, ministérios e equipe, começando com uma demonstração.',
  },
  faq: {
    title: 'Perguntas sobre os planos',
    items: [
      {
        question: 'Posso mudar de plano ou de período de cobrança depois?',
        answer:
          'Sim. Na sua conta, você pode mudar de plano ou alternar entre cobrança mensal e anual a qualquer momento. Um plano superior começa na hora; um plano inferior ou um novo período de cobrança começa na sua próxima data de cobrança.',
      },
      {
        question: 'Como faço para cancelar?',
        answer:
          'Cancele pela sua conta quando quiser. Seu plano continua ativo até o fim do período pago; depois você segue no nosso plano gratuito, com suas orações e anotações do diário preservadas.',
      },
      {
        question: 'O que é uma vela de IA?',
        answer:
          'Uma vela é um crédito que você usa nos recursos de IA: guias de estudo, preparação de sermões, a Bíblia em áudio com IA e vídeos com IA. As velas do plano se renovam todo mês; as velas dos pacotes de reforço nunca expiram.',
      },
      {
        question: 'Preciso de um plano para igrejas ou de um plano individual?',
        answer:
          'Os planos individuais acompanham a caminhada de uma pessoa com Deus. Os planos para igrejas equipam uma congregação: gestão de membros, eventos, comunicação, ofertas e voluntários. Os membros podem se juntar à sua igreja com qualquer plano individual, inclusive o gratuito.',
      },
    ],
  },
};

export default copy;
