import type { FeaturesCopy } from './en';

/** Portuguese copy of the five feature pages (prayer wall, Bible reading, events, community chat, volunteer hub). */
const copy: FeaturesCopy = {
  prayerWall: {
    meta: {
      title: 'Mural de oração: orem juntos dia e noite — Koinonia',
      description:
        'Compartilhe pedidos de oração de forma privada, pública ou anônima, reúna círculos de oração, veja quem está orando e celebre as respostas com a sua igreja.',
    },
    hero: {
      eyebrow: 'Mural de oração',
      title: 'Nenhum pedido de oração carregado sozinho',
      subtitle: 'Compartilhe uma necessidade de forma privada, pública ou anônima, e deixe a sua igreja orar com você.',
    },
    overview: {
      title: 'A oração no coração da sua igreja',
      paragraphs: [
        'Os pedidos de oração raramente esperam até domingo. O Mural de oração permite que os membros peçam oração a qualquer hora e saibam que outros estão orando.',
        'Você decide quem vê cada pedido, e as orações respondidas ficam marcadas para que todos possam dar graças.',
      ],
    },
    features: {
      title: 'O que o Mural de oração oferece',
      items: [
        {
          title: 'Privado, público ou anônimo',
          body: 'Guarde um pedido só para você, compartilhe-o com a sua igreja ou publique-o sem o seu nome.',
        },
        {
          title: 'Círculos de oração',
          body: 'Reúna um pequeno círculo em torno de uma necessidade, como uma internação ou uma família enlutada.',
        },
        {
          title: 'Veja quem está orando',
          body: 'Saiba que há pessoas orando pelo seu pedido, para que você nunca o carregue sozinho.',
        },
        {
          title: 'Orações respondidas',
          body: 'Marque uma oração como respondida e acrescente uma atualização, para que outros se alegrem com você.',
        },
        {
          title: 'Notificações do seu jeito',
          body: 'Saiba quando alguém ora por você, e ative ou desative cada aviso.',
        },
        {
          title: 'Aberto a qualquer hora',
          body: 'Publique e ore à meia-noite ou ao meio-dia, pelo celular ou pelo computador.',
        },
      ],
    },
    benefits: {
      title: 'Por que isso importa',
      items: [
        {
          title: 'O cuidado chega mais cedo',
          body: 'As necessidades são compartilhadas quando surgem, não dias depois.',
        },
        {
          title: 'Os líderes enxergam as necessidades',
          body: 'Pedidos públicos e círculos mostram aos pastores onde é preciso cuidar.',
        },
        {
          title: 'A fé cresce com o testemunho',
          body: 'As orações respondidas se tornam um registro da fidelidade de Deus.',
        },
        {
          title: 'Necessidades delicadas em segurança',
          body: 'Pedidos privados e anônimos permitem pedir oração sem medo de fofoca.',
        },
      ],
    },
    howItWorks: {
      title: 'Como funciona',
      steps: [
        {
          title: 'Escreva o seu pedido',
          body: 'Conte o que está no seu coração, com as suas próprias palavras.',
        },
        {
          title: 'Escolha quem pode ver',
          body: 'Deixe-o privado, público ou anônimo, ou compartilhe-o com um círculo de oração.',
        },
        {
          title: 'Ore e dê graças',
          body: 'Ore pelos outros e marque as respostas quando elas vierem.',
        },
      ],
    },
    cta: {
      title: 'Comecem hoje a orar juntos',
      body: 'O Mural de oração é gratuito. Publique o seu primeiro pedido em poucos minutos.',
    },
  },
  bibleReading: {
    meta: {
      title: 'Planos de leitura bíblica e diário S.O.A.P. — Koinonia',
      description:
        'Leituras diárias, devocionais guiados, planos de leitura, notas de estudo, várias traduções, Bíblia em áudio e um diário S.O.A.P. para a Palavra criar raízes.',
    },
    hero: {
      eyebrow: 'Leitura bíblica',
      title: 'Abram a Palavra todos os dias, juntos',
      subtitle:
        'Leituras diárias, devocionais guiados, planos de leitura e um diário S.O.A.P. que ajudam a Palavra a criar raízes.',
    },
    overview: {
      title: 'Um hábito diário que permanece',
      paragraphs: [
        'Começar a ler a Bíblia é fácil; difícil é perseverar. O Koinonia oferece a cada dia um texto, um devocional guiado e um espaço para escrever o que você aprende.',
        'Leia em várias traduções, ouça enquanto se desloca e converse sobre o texto com a sua igreja. Notas de estudo e guias de estudo com IA levam você mais fundo.',
      ],
    },
    features: {
      title: 'Tudo para ler e estudar',
      items: [
        {
          title: 'Leitura diária e devocionais',
          body: 'Cada dia traz um texto e um breve devocional para meditar e orar.',
        },
        {
          title: 'Planos de leitura para cada fase',
          body: 'Escolha entre {beginnerPlans} planos para iniciantes e {intermediatePlans} de nível intermediário e acompanhe o seu progresso dia após dia.',
        },
        {
          title: 'Diário S.O.A.P.',
          body: 'Anote, em cada leitura, a Escritura (Scripture), a sua Observação, a Aplicação e uma Oração (Prayer).',
        },
        {
          title: 'Notas de estudo e traduções',
          body: 'Compare várias traduções da Bíblia e leia notas de estudo sobre o contexto e o significado.',
        },
        {
          title: 'Bíblia em áudio',
          body: 'Ouça enquanto dirige, caminha ou cozinha.',
        },
        {
          title: 'Conversa em comunidade',
          body: 'Compartilhe uma reflexão sobre o texto de hoje e leia o que os outros perceberam.',
        },
      ],
    },
    benefits: {
      title: 'Por que isso importa',
      items: [
        {
          title: 'Constância ao longo do tempo',
          body: 'Um ritmo diário e um progresso visível ajudam os membros a ler semana após semana.',
        },
        {
          title: 'Entender, não só ler',
          body: 'Devocionais, notas e o diário transformam um capítulo em algo que se vive.',
        },
        {
          title: 'A Palavra onde você estiver',
          body: 'Leia em qualquer dispositivo, salve leituras para usar off-line ou ouça em movimento.',
        },
        {
          title: 'Uma igreja em sintonia',
          body: 'Grupos que seguem o mesmo plano conversam a partir de uma leitura em comum.',
        },
      ],
    },
    howItWorks: {
      title: 'Como funciona',
      steps: [
        {
          title: 'Escolha um plano',
          body: 'Comece pela leitura de hoje ou escolha um plano que caiba no seu tempo.',
        },
        {
          title: 'Leia, ouça e medite',
          body: 'Leia ou ouça, siga o devocional e escreva uma entrada S.O.A.P.',
        },
        {
          title: 'Compartilhe e persevere',
          body: 'Converse sobre o texto com a sua igreja e veja o seu progresso crescer.',
        },
      ],
    },
    cta: {
      title: 'Comece hoje o seu primeiro plano de leitura',
      body: 'A leitura diária, os planos para iniciantes e o diário S.O.A.P. são gratuitos, sem precisar de cartão.',
    },
  },
  events: {
    meta: {
      title: 'Eventos da igreja com confirmação e lembretes — Koinonia',
      description:
        'Crie eventos da igreja, receba confirmações de presença, envie lembretes e controle a frequência em todos os locais e campi, em um calendário confiável.',
    },
    hero: {
      eyebrow: 'Eventos',
      title: 'Todos os encontros, planejados em um só lugar',
      subtitle:
        'Crie eventos, receba confirmações de presença, envie lembretes e controle a frequência em todos os locais.',
    },
    overview: {
      title: 'Do culto de domingo à viagem missionária',
      paragraphs: [
        'A vida da igreja é cheia de encontros: cultos, noites de jovens, refeições comunitárias e retiros. O Koinonia reúne tudo em um calendário em que os membros confiam.',
        'Os líderes veem quem vai e quem foi, para planejar com antecedência e procurar quem faltou.',
      ],
    },
    features: {
      title: 'Ferramentas para cada evento',
      items: [
        {
          title: 'Criação de eventos simples',
          body: 'Informe o título, o horário e o local, e publique para a sua igreja, uma comunidade ou um grupo.',
        },
        {
          title: 'Confirmação com um toque',
          body: 'Os membros respondem em um instante, e você acompanha o número crescer.',
        },
        {
          title: 'Lembretes',
          body: 'Quem respondeu recebe um lembrete antes do evento, e menos pessoas se esquecem.',
        },
        {
          title: 'Controle de frequência',
          body: 'Registre quem compareceu e compare a participação de um evento para o outro.',
        },
        {
          title: 'Vários locais',
          body: 'Realize um evento em vários locais ou campi, com cada endereço bem visível.',
        },
        {
          title: 'Uma só lista para os membros',
          body: 'Os membros veem juntos os eventos da igreja e dos seus grupos.',
        },
      ],
    },
    benefits: {
      title: 'Por que isso importa',
      items: [
        {
          title: 'Mais participação',
          body: 'Respostas fáceis e lembretes na hora certa trazem mais gente para dentro.',
        },
        {
          title: 'Planeje com números reais',
          body: 'Saiba quantas pessoas esperar para refeições, lugares e cuidado das crianças.',
        },
        {
          title: 'Acompanhamento com carinho',
          body: 'A frequência mostra quem tem faltado, para que os líderes possam procurá-los.',
        },
        {
          title: 'Menos papelada',
          body: 'Nada de listas de inscrição ou planilhas para conferir depois do evento.',
        },
      ],
    },
    howItWorks: {
      title: 'Como funciona',
      steps: [
        {
          title: 'Crie o evento',
          body: 'Defina a data, o horário e os locais, e escolha quem será convidado.',
        },
        {
          title: 'Receba as respostas',
          body: 'Os membros confirmam presença no app e recebem lembretes conforme o dia se aproxima.',
        },
        {
          title: 'Reúnam-se e acompanhem',
          body: 'Registre a frequência no dia e procure quem não pôde ir.',
        },
      ],
    },
    cta: {
      title: 'Planeje o seu próximo encontro com o Koinonia',
      body: 'Os membros confirmam presença de graça. Os planos para igrejas acrescentam o planejamento completo de eventos; agende uma demonstração para conhecer.',
    },
  },
  communityChat: {
    meta: {
      title: 'Chat da comunidade, fóruns e mensagens — Koinonia',
      description:
        'Comunidades, fóruns moderados, chat de pequenos grupos, mensagens diretas e avisos que mantêm a sua igreja conectada e encorajada entre um domingo e outro.',
    },
    hero: {
      eyebrow: 'Chat da comunidade',
      title: 'Conectados de um domingo a outro',
      subtitle: 'Comunidades, fóruns moderados, chat de pequenos grupos, mensagens e avisos em um lugar seguro.',
    },
    overview: {
      title: 'Comunhão além da porta da igreja',
      paragraphs: [
        'A comunhão não termina quando o culto acaba. Cada comunidade e pequeno grupo ganha o seu próprio espaço para conversar e se encorajar mutuamente a semana inteira.',
        'Os líderes publicam avisos, os moderadores mantêm os fóruns gentis e os membros trocam mensagens sem compartilhar o número de telefone.',
      ],
    },
    features: {
      title: 'Formas de manter contato',
      items: [
        {
          title: 'Comunidades',
          body: 'Participe da sua igreja, dos seus ministérios e de grupos de interesse, cada um com as próprias conversas.',
        },
        {
          title: 'Fóruns moderados',
          body: 'Converse sobre fé e vida da igreja enquanto os moderadores mantêm o respeito.',
        },
        {
          title: 'Chat de pequenos grupos',
          body: 'A sua célula ou o seu estudo bíblico ganha um chat próprio para pedidos de oração, planos e encorajamento.',
        },
        {
          title: 'Mensagens diretas',
          body: 'Escreva em particular para um membro ou líder sem compartilhar o seu número de telefone.',
        },
        {
          title: 'Avisos',
          body: 'Os líderes publicam as notícias importantes uma só vez, e elas chegam a todos os membros da comunidade.',
        },
        {
          title: 'Contatos e Quadro de participação',
          body: 'Guarde as pessoas que você conhece nos seus contatos e celebre a participação no Quadro de participação.',
        },
      ],
    },
    benefits: {
      title: 'Por que isso importa',
      items: [
        {
          title: 'Ninguém fica para trás',
          body: 'Quem chega encontra um grupo e uma conversa já na primeira semana.',
        },
        {
          title: 'Mais seguro que as redes sociais públicas',
          body: 'As conversas ficam dentro da sua igreja, com moderação e sem rastreamento de anúncios.',
        },
        {
          title: 'Os líderes ganham tempo',
          body: 'Um único aviso substitui uma sequência de e-mails, mensagens de texto e publicações.',
        },
        {
          title: 'Encorajamento que aparece',
          body: 'O Quadro de participação destaca quem ora, serve e participa.',
        },
      ],
    },
    howItWorks: {
      title: 'Como funciona',
      steps: [
        {
          title: 'Entre nas suas comunidades',
          body: 'Encontre a sua igreja e os grupos de que você faz parte.',
        },
        {
          title: 'Diga olá',
          body: 'Apresente-se no chat do seu pequeno grupo ou comece uma discussão no fórum.',
        },
        {
          title: 'Mantenha contato',
          body: 'Acompanhe os avisos e troque mensagens com os amigos, com notificações que você controla.',
        },
      ],
    },
    cta: {
      title: 'Traga as conversas da sua igreja para casa',
      body: 'Entre grátis e encontre hoje as suas comunidades, ou agende uma demonstração para a sua equipe de liderança.',
    },
  },
  volunteerHub: {
    meta: {
      title: 'Voluntariado: Central de serviço D.I.V.I.N.E. — Koinonia',
      description:
        'Conecte membros a equipes ministeriais por habilidades e dons, publique oportunidades, avalie inscrições, monte escalas com lembretes e agradeça a voluntários.',
    },
    hero: {
      eyebrow: 'Central de voluntariado',
      title: 'Ajude cada membro a encontrar o seu lugar para servir',
      subtitle:
        'A Central de serviço D.I.V.I.N.E. conecta as pessoas às equipes ministeriais por habilidades e dons espirituais.',
    },
    overview: {
      title: 'Um serviço compartilhado por muitos',
      paragraphs: [
        'Muitas igrejas dependem de alguns poucos voluntários fiéis, enquanto outros esperam ser convidados. A Central de serviço mostra cada vaga aberta e onde os dons de cada membro se encaixam.',
        'Os líderes publicam oportunidades, avaliam inscrições e montam escalas, e as equipes ficam completas sem pedir sempre às mesmas pessoas toda semana.',
      ],
    },
    features: {
      title: 'Tudo para as suas equipes de voluntários',
      items: [
        {
          title: 'Equipes ministeriais',
          body: 'Veja em uma só tela os líderes, membros, funções e vagas abertas de cada equipe.',
        },
        {
          title: 'Quadro de oportunidades',
          body: 'Conheça cada vaga aberta na sua igreja e o que ela envolve.',
        },
        {
          title: 'Combinação por habilidades e dons',
          body: 'As sugestões se baseiam nas suas habilidades e na sua avaliação de dons: a básica, com {basicQuestions} perguntas, ou a completa, com {comprehensiveQuestions}.',
        },
        {
          title: 'Escalas com lembretes',
          body: 'Planeje quem serve e quando, e os voluntários recebem um lembrete antes de cada turno.',
        },
        {
          title: 'Inscrições',
          body: 'Os membros se inscrevem em poucos passos, e os líderes avaliam, aceitam e dão as boas-vindas.',
        },
        {
          title: 'Selos de reconhecimento',
          body: 'Os selos agradecem aos voluntários pelo serviço fiel e pelas metas alcançadas.',
        },
      ],
    },
    benefits: {
      title: 'Por que isso importa',
      items: [
        {
          title: 'Mais gente servindo',
          body: 'Funções claras e a combinação por dons convidam membros que nunca souberam por onde começar.',
        },
        {
          title: 'Equipes mais saudáveis',
          body: 'Dividir a carga ajuda os seus voluntários mais fiéis a não se esgotarem.',
        },
        {
          title: 'Menos desfalques no dia',
          body: 'Escalas e lembretes significam menos faltas e menos ligações de última hora.',
        },
        {
          title: 'Um serviço reconhecido',
          body: 'Selos e agradecimentos mostram aos voluntários que o serviço deles faz diferença.',
        },
      ],
    },
    howItWorks: {
      title: 'Como funciona',
      steps: [
        {
          title: 'Descubra os seus dons',
          body: 'Faça a avaliação de dons espirituais para ver como Deus o preparou para servir.',
        },
        {
          title: 'Encontre uma vaga e inscreva-se',
          body: 'Explore o quadro de oportunidades e inscreva-se na equipe que combina com você.',
        },
        {
          title: 'Sirva com a sua equipe',
          body: 'O seu líder coloca você na escala, e os lembretes mantêm você preparado.',
        },
      ],
    },
    cta: {
      title: 'Ajude cada dom a encontrar o seu lugar',
      body: 'Os membros fazem a avaliação básica de dons de graça. As igrejas podem agendar uma demonstração da gestão de voluntários.',
    },
  },
};

export default copy;
