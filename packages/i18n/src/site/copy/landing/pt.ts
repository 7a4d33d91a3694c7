import type { LandingCopy } from './en';

/** Portuguese copy of the landing page. */
const copy: LandingCopy = {
  meta: {
    title: 'Koinonia — O superapp da igreja para a comunhão',
    description:
      'Mural de oração, leitura bíblica diária, eventos, chat de grupos e voluntariado em um app que protege a privacidade de membros, líderes, pastores e equipes.',
  },
  hero: {
    eyebrow: 'O superapp da igreja',
    title: 'Uma comunhão que continua a semana inteira',
    subtitle:
      'Oração, Palavra, eventos, chat e serviço em um só app que protege a privacidade dos seus membros, líderes e equipe.',
  },
  overview: {
    title: 'Um lar para a vida em comunhão da sua igreja',
    paragraphs: [
      'Muitas igrejas se desdobram entre um grupo de mensagens, uma lista de inscrição, uma página de ofertas e uma planilha de voluntários. O Koinonia reúne tudo em um só lugar: os membros encontram tudo e os líderes param de copiar listas de uma ferramenta para outra.',
      'Os membros oram uns pelos outros, leem a Bíblia todos os dias e se inscrevem para servir. Pastores e administradores veem quem está conectado e onde é preciso ajuda, em {languageCount} idiomas.',
    ],
  },
  features: {
    title: 'Tudo o que a sua igreja faz, em um só app',
    items: [
      {
        title: 'Mural de oração',
        body: 'Pedidos privados, públicos ou anônimos, círculos de oração e orações respondidas, aberto a qualquer hora.',
      },
      {
        title: 'Leitura bíblica e diário',
        body: 'Leituras diárias, devocionais guiados, planos de leitura, uma Bíblia em áudio e um diário S.O.A.P.',
      },
      {
        title: 'Eventos e comunidade',
        body: 'Confirmações de presença, lembretes, fóruns moderados, chat de pequenos grupos, mensagens e avisos.',
      },
      {
        title: 'Central de serviço',
        body: 'Conecte os membros às equipes ministeriais por habilidades e dons espirituais; depois, organize as escalas e agradeça a cada um.',
      },
      {
        title: 'Estudo e preparação de sermões com IA',
        body: 'Guias de estudo e esboços de sermão quando você precisar, pagos com as velas de IA incluídas em todos os planos.',
      },
      {
        title: 'Administração da igreja',
        body: 'Gestão de membros, ofertas on-line com análise de doadores, transmissão ao vivo, vários campi e estúdios de conteúdo.',
      },
    ],
  },
  featurePages: {
    title: 'Conheça os recursos',
    items: {
      prayerWall: {
        title: 'Mural de oração',
        body: 'Compartilhe necessidades, reúna círculos de oração e celebrem juntos as orações respondidas.',
      },
      bibleReading: {
        title: 'Leitura bíblica',
        body: 'Leia, ouça e medite todos os dias com planos, devocionais e o seu diário S.O.A.P.',
      },
      events: {
        title: 'Eventos',
        body: 'Planeje encontros com confirmação de presença, lembretes e controle de frequência em todos os locais.',
      },
      communityChat: {
        title: 'Chat da comunidade',
        body: 'Mantenha comunidades e pequenos grupos conversando com segurança de um domingo a outro.',
      },
      volunteerHub: {
        title: 'Central de voluntariado',
        body: 'Ajude cada membro a encontrar um lugar para servir que combine com os seus dons.',
      },
    },
  },
  audiences: {
    title: 'Feito para todos na sua igreja',
    items: [
      {
        title: 'Membros',
        body: 'Ore, leia, escreva no seu diário e participe da vida da sua igreja pelo celular, a qualquer hora.',
      },
      {
        title: 'Líderes de grupos e ministérios',
        body: 'Converse com o seu grupo, compartilhe avisos, planeje eventos e preencha as vagas de voluntários.',
      },
      {
        title: 'Pastores',
        body: 'Veja onde o seu rebanho precisa de cuidado e prepare sermões e estudos com a ajuda da IA.',
      },
      {
        title: 'Administradores e voluntários da igreja',
        body: 'Gerencie membros, ofertas, campi e escalas sem uma gaveta cheia de planilhas.',
      },
    ],
  },
  benefits: {
    title: 'Por que as igrejas escolhem o Koinonia',
    items: [
      {
        title: 'Menos burocracia, mais ministério',
        body: 'Um único app substitui a colcha de retalhos de ferramentas, e a equipe pode dedicar seu tempo às pessoas.',
      },
      {
        title: 'Membros que continuam conectados',
        body: 'Oração, leitura e conversas dão às pessoas um motivo para voltar entre um domingo e outro.',
      },
      {
        title: 'Pronto para todos os campi',
        body: 'Gerencie vários campi em uma única conta e realize eventos em vários locais.',
      },
      {
        title: 'No idioma de cada membro',
        body: 'Cada pessoa escolhe o seu idioma e um tema claro ou escuro, e pode guardar conteúdo para usar off-line.',
      },
    ],
  },
  howItWorks: {
    title: 'Como funciona',
    steps: [
      {
        title: 'Crie uma conta grátis',
        body: 'Cadastre-se em um minuto, sem cartão, e escolha o seu idioma.',
      },
      {
        title: 'Entre na sua igreja ou cadastre-a',
        body: 'Encontre a sua igreja e os seus grupos, ou traga a sua congregação com um plano para igrejas.',
      },
      {
        title: 'Ore, leia, reúna-se e sirva',
        body: 'Comece pela leitura de hoje ou por um pedido de oração, e cresça a partir daí.',
      },
    ],
  },
  cta: {
    title: 'Reúna a sua igreja em um só lugar',
    body: 'Comece grátis hoje ou agende uma demonstração, e apresentaremos o Koinonia à sua equipe passo a passo.',
  },
};

export default copy;
