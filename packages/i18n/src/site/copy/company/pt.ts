import type { CompanyCopy } from './en';

/** Portuguese copy of the about-us, AI candles and contact-us pages. */
const copy: CompanyCopy = {
  aboutUs: {
    meta: {
      title: 'Sobre o Koinonia: comunhão para toda a igreja',
      description:
        'Por que o Koinonia existe: um lar privado e sem anúncios para oração, Palavra, serviço e vida da igreja, feito com igrejas para os pastores cuidarem de pessoas.',
    },
    hero: {
      eyebrow: 'Sobre nós',
      title: 'Feito para a comunhão',
      subtitle:
        'Oração, Escrituras, serviço e vida da igreja em um só lugar, para que sua congregação continue unida de domingo a domingo.',
    },
    overview: {
      title: 'Por que o Koinonia existe',
      paragraphs: [
        'Koinonia é a palavra grega que a igreja primitiva usava para comunhão: uma vida compartilhada de ensino, oração, partir do pão e cuidado uns com os outros. É para essa vida compartilhada que construímos.',
        'Muitas igrejas funcionam com uma colcha de retalhos de grupos de mensagens, listas de inscrição em papel e ferramentas de ofertas separadas. Os pastores passam as noites em tarefas administrativas enquanto alguns membros se afastam sem que ninguém perceba. O Koinonia reúne tudo isso, para que os líderes possam dedicar seu tempo às pessoas.',
      ],
    },
    features: {
      title: 'O que construímos',
      items: [
        {
          title: 'Oração e Escrituras',
          body: 'O Mural de oração, o diário S.O.A.P., a leitura bíblica diária, planos de leitura e uma Bíblia em áudio.',
        },
        {
          title: 'Comunidade',
          body: 'Comunidades, fóruns moderados, chat para pequenos grupos, mensagens e avisos.',
        },
        {
          title: 'Eventos',
          body: 'Confirmação de presença, lembretes, controle de frequência e vários locais.',
        },
        {
          title: 'Serviço',
          body: 'A Central de serviço D.I.V.I.N.E. conecta voluntários às equipes ministeriais de acordo com suas habilidades e dons espirituais.',
        },
        {
          title: 'Administração da igreja',
          body: 'Gestão de membros, comunicação com toda a igreja e ofertas on-line com análises de doadores.',
        },
        {
          title: 'Ferramentas ministeriais',
          body: 'Guias de estudo e preparação de sermões com IA, transmissões ao vivo e distribuição com um clique para mais de 11 plataformas.',
        },
      ],
    },
    benefits: {
      title: 'O que defendemos',
      items: [
        {
          title: 'Privacidade em primeiro lugar',
          body: 'Sem rastreamento de anúncios, sem análises de terceiros e sem revenda de dados. Um pedido de oração é uma confiança, não um produto.',
        },
        {
          title: 'Feito com as igrejas',
          body: 'Pensado para a semana real de uma igreja: cultos, grupos no meio da semana, escalas de serviço e as pessoas que os lideram.',
        },
        {
          title: 'A língua de cada membro',
          body: 'O Koinonia fala {languageCount} idiomas, para que cada pessoa possa orar e ler na língua do seu coração.',
        },
        {
          title: 'Grátis para começar',
          body: 'Os membros começam no nosso plano gratuito, sem cartão de crédito, e podem ficar quanto tempo quiserem.',
        },
      ],
    },
    howItWorks: {
      title: 'Como começar',
      steps: [
        {
          title: 'Crie sua conta gratuita',
          body: 'Escolha seu idioma e abra o Mural de oração e a leitura bíblica de hoje.',
        },
        {
          title: 'Junte-se à sua igreja',
          body: 'Encontre sua igreja e os grupos dela, ou cadastre a sua em um plano para igrejas.',
        },
        {
          title: 'Cresçamos juntos',
          body: 'Oremos uns pelos outros, leiamos juntos e sirvamos com os dons que Deus nos deu.',
        },
      ],
    },
    cta: {
      title: 'Venha e veja',
      body: 'Comece grátis como membro ou conheça o Koinonia com a equipe da sua igreja em uma demonstração.',
    },
  },
  candlesInfo: {
    meta: {
      title: 'Velas de IA: créditos para estudos e sermões',
      description:
        'Como funcionam as velas de IA: uma cota mensal em todo plano para guias de estudo, sermões, áudio e vídeo com IA, e pacotes de reforço que nunca expiram.',
    },
    hero: {
      eyebrow: 'Velas de IA',
      title: 'Um crédito simples para todos os recursos de IA',
      subtitle:
        'As velas pagam guias de estudo, preparação de sermões, a Bíblia em áudio com IA e vídeos com IA. Todos os planos incluem velas.',
    },
    overview: {
      title: 'O que é uma vela de IA?',
      paragraphs: [
        'Uma vela de IA é um crédito que você usa nos recursos de IA do Koinonia. Todos os planos, até o gratuito, incluem velas todo mês.',
        'As velas do plano se renovam todo mês. Os pacotes de reforço adicionam velas que nunca expiram, e as igrejas recebem velas de fidelidade por continuarem conosco.',
      ],
    },
    features: {
      title: 'As velas de IA em resumo',
      items: [
        {
          title: 'Guias de estudo',
          body: 'Um guia sobre qualquer passagem ou tema, com perguntas para conversar no seu grupo.',
        },
        {
          title: 'Preparação de sermões',
          body: 'Esboce uma mensagem e reúna referências cruzadas; depois, dê a ela a sua voz.',
        },
        {
          title: 'Bíblia em áudio com IA',
          body: 'Ouça as Escrituras em voz alta no caminho para o trabalho ou antes de dormir.',
        },
        {
          title: 'Vídeo com IA',
          body: 'Transforme um ponto do sermão ou uma passagem em um vídeo curto para sua igreja.',
        },
        {
          title: 'Seu saldo sempre à vista',
          body: 'Sua página de velas sempre mostra quantas ainda restam.',
        },
        {
          title: 'Recarregue num instante',
          body: 'Compre um pacote de reforço sempre que precisar de mais, em qualquer plano.',
        },
      ],
    },
    benefits: {
      title: 'Por que velas',
      items: [
        {
          title: 'Incluídas em todos os planos',
          body: 'Membros e igrejas recebem uma cota mensal desde o primeiro dia.',
        },
        {
          title: 'Sem contas surpresa',
          body: 'Você só gasta as velas que já tem; não há cobranças por uso.',
        },
        {
          title: 'Recargas que não se perdem',
          body: 'As velas dos pacotes de reforço nunca expiram, então nada do que você compra é desperdiçado.',
        },
        {
          title: 'Suas palavras continuam suas',
          body: 'O que você digita é processado apenas para lhe responder, nunca para publicidade.',
        },
      ],
    },
    howItWorks: {
      title: 'Como as velas funcionam',
      steps: [
        {
          title: 'Escolha um plano',
          body: 'Todos os planos, inclusive o gratuito, vêm com velas todo mês.',
        },
        {
          title: 'Use os recursos de IA',
          body: 'Cada guia de estudo, esboço de sermão, capítulo em áudio ou vídeo consome velas.',
        },
        {
          title: 'Recarregue quando precisar',
          body: 'Adicione um pacote de reforço a qualquer momento; as igrejas também ganham velas de fidelidade.',
        },
      ],
    },
    cta: {
      title: 'Leve a ajuda da IA ao seu estudo e ministério',
      body: 'Comece grátis com velas todo mês ou compre um pacote de reforço quando precisar de mais.',
    },
    allotments: {
      title: 'Velas por plano',
      body: 'Cada plano inclui uma cota mensal de velas de IA que se renova todo mês.',
    },
    boostPacks: {
      title: 'Pacotes de reforço',
      body: 'Recargas avulsas em três tamanhos, para qualquer plano. As velas dos pacotes de reforço nunca expiram.',
    },
    loyalty: {
      title: 'Velas de fidelidade para igrejas',
      body: 'Os planos para igrejas recebem velas extras duas vezes por ano, como agradecimento por continuarem com o Koinonia.',
    },
  },
  contactUs: {
    meta: {
      title: 'Fale com o Koinonia: suporte, demos e dúvidas',
      description:
        'Fale com a equipe do Koinonia: ajuda com sua conta, planos para igrejas e organizações, uma demonstração ou qualquer dúvida. Respondemos a todas as mensagens.',
    },
    hero: {
      eyebrow: 'Fale conosco',
      title: 'Queremos muito ouvir você',
      subtitle: 'Ajuda, uma demonstração ou uma resposta: escolha o caminho que for melhor para você.',
    },
    channels: {
      title: 'Como podemos ajudar?',
      items: {
        contact: {
          title: 'Envie uma mensagem',
          body: 'Dúvidas, ideias ou sugestões: alguém da nossa equipe vai responder.',
          link: 'Escreva para nós',
        },
        support: {
          title: 'Obtenha suporte',
          body: 'Problemas para entrar, dúvidas sobre seu plano ou suas velas, ou algo que não está funcionando.',
          link: 'Peça ajuda',
        },
        enterprise: {
          title: 'Planos para igrejas e organizações',
          body: 'Está pensando no Koinonia para uma congregação grande, vários campi ou uma rede de igrejas? Vamos conversar.',
          link: 'Fale com nossa equipe',
        },
        demo: {
          title: 'Veja o Koinonia em ação',
          body: 'Uma apresentação ao vivo para seus pastores e sua equipe.',
          link: 'Solicite uma demonstração',
        },
      },
    },
    address: {
      title: 'Endereço postal da empresa',
      lines: ['Koinonia', '100 Fellowship Way', 'Suite 200', 'Nashville, TN 37203', 'Estados Unidos'],
    },
    email: {
      title: 'Envie um e-mail',
      support: 'Suporte: {email}',
      privacy: 'Privacidade: {email}',
    },
    responseTime: 'Respondemos a pedidos de suporte e de igrejas em até um dia útil, e às demais mensagens em até dois.',
  },
};

export default copy;
