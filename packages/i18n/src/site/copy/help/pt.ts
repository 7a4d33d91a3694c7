import type { HelpCopy } from './en';

/** Portuguese copy of the FAQ and help docs pages. */
const copy: HelpCopy = {
  search: {
    label: 'Buscar',
    placeholder: 'Busque perguntas e guias',
    results: '{count} resultados',
    noResults: 'Nada corresponde a “{query}”. Tente outra palavra ou fale com o suporte.',
    clear: 'Limpar busca',
  },
  faq: {
    meta: {
      title: 'Perguntas frequentes — Koinonia',
      description:
        'Respostas sobre o Koinonia: como começar, planos gratuitos e pagos, velas de IA, privacidade, visibilidade das orações e o que os planos para igrejas oferecem.',
    },
    hero: {
      eyebrow: 'Perguntas frequentes',
      title: 'As perguntas que mais ouvimos',
      subtitle: 'Respostas curtas e sinceras para membros, líderes e administradores de igrejas.',
    },
    groups: [
      {
        title: 'Primeiros passos',
        items: [
          {
            question: 'O que é o Koinonia?',
            answer:
              'O Koinonia é um app para igrejas feito para membros, líderes, pastores, administradores e voluntários. Ele reúne em um só lugar o mural de oração, a leitura bíblica diária, o diário S.O.A.P., os eventos, o chat de grupos, o serviço e as ofertas, para que a igreja viva em comunhão a semana inteira.',
          },
          {
            question: 'O Koinonia é gratuito?',
            answer:
              'Sim. O plano {disciplePlan} é gratuito, sem precisar de cartão, e inclui o mural de oração, o diário S.O.A.P., as conversas em comunidade, a leitura bíblica diária, os planos de leitura para iniciantes e {discipleCandles} velas de IA por mês. Os planos pagos acrescentam mais velas e ferramentas.',
          },
          {
            question: 'A minha igreja precisa estar no Koinonia?',
            answer:
              'Não. Você pode ler, orar e escrever no seu diário por conta própria, e escolher uma igreja durante a configuração é opcional. Quando a sua igreja entrar, você se conecta às comunidades, aos eventos e às equipes de serviço dela com a mesma conta.',
          },
          {
            question: 'Em quais idiomas o Koinonia está disponível?',
            answer:
              'O Koinonia está disponível em {languageCount} idiomas, entre eles árabe, urdu, hebraico e persa, que são lidos da direita para a esquerda. Na sua primeira visita sugerimos idiomas de acordo com o seu país, e você pode trocar o seu quando quiser em Configurações.',
          },
        ],
      },
      {
        title: 'Planos e velas',
        items: [
          {
            question: 'O que é uma vela de IA?',
            answer:
              'Uma vela de IA é um crédito usado nos recursos de IA: guias de estudo, preparação de sermões, a Bíblia em áudio com IA e os vídeos com IA. Todo plano inclui velas que se renovam a cada mês. Oração, leitura, chat e tudo o que não é IA nunca custam velas.',
          },
          {
            question: 'O que acontece quando as minhas velas acabam?',
            answer:
              'Só os recursos de IA ficam pausados. Você pode esperar a renovação das suas velas mensais, comprar um pacote de reforço cujas velas nunca expiram ou mudar para um plano com mais velas por mês.',
          },
          {
            question: 'Posso mudar ou cancelar o meu plano?',
            answer:
              'Sim, a qualquer momento. Pague por mês, ou pague por ano e ganhe {freeMonths} meses grátis. Se cancelar, você mantém o seu plano até o fim do período já pago e depois volta ao plano gratuito com todo o seu conteúdo preservado.',
          },
          {
            question: 'As velas valem dinheiro?',
            answer:
              'Não. As velas são créditos para os recursos de IA dentro do Koinonia. Elas não podem ser trocadas por dinheiro nem usadas fora do app.',
          },
        ],
      },
      {
        title: 'Privacidade e segurança',
        items: [
          {
            question: 'O Koinonia vende os meus dados ou mostra anúncios?',
            answer:
              'Não. Não há rastreamento de anúncios, análises de terceiros nem revenda de dados. Usamos os seus dados apenas para fazer o Koinonia funcionar para você e para a sua igreja.',
          },
          {
            question: 'Quem pode ver os meus pedidos de oração?',
            answer:
              'Você escolhe em cada pedido. Os públicos aparecem no mural de oração da sua igreja, os privados ficam entre você e o círculo de oração que escolher, e os anônimos são exibidos sem o seu nome.',
          },
          {
            question: 'Quais cookies o Koinonia usa?',
            answer:
              'Um único cookie de login, que guarda um identificador de sessão aleatório. Não há cookies de publicidade nem de análise. O seu navegador também lembra, no seu próprio dispositivo, o seu tema, o seu idioma e o layout da barra lateral.',
          },
          {
            question: 'Como denuncio algo prejudicial?',
            answer:
              'Os fóruns e os chats de grupo são moderados pelos líderes da sua igreja, então avise primeiro um moderador ou líder daquela comunidade. Se a questão envolver a sua segurança ou não tiver sido resolvida, escreva para {supportEmail} e vamos verificar.',
          },
        ],
      },
      {
        title: 'Para igrejas',
        items: [
          {
            question: 'Como a nossa igreja começa?',
            answer:
              'Escolha {churchBasicPlan} ou {churchStandardPlan}, ou fale conosco sobre o {enterprisePlan} para redes maiores. Teremos prazer em agendar uma demonstração e ajudar você a convidar a sua equipe e os seus membros.',
          },
          {
            question: 'O que os planos para igrejas acrescentam?',
            answer:
              'Gestão de membros, planejamento de eventos, comunicação com toda a igreja, um círculo de oração privado, análises, gestão de vários campi, análise de ofertas e doadores, integração com transmissões ao vivo, gestão de voluntários e chat ministerial em tempo real com CRM.',
          },
          {
            question: 'O que são as velas de fidelidade?',
            answer:
              'Um agradecimento às igrejas que continuam conosco: a cada {loyaltyMonths} meses, as igrejas no {churchBasicPlan} recebem {basicLoyaltyCandles} velas extras e as igrejas no {churchStandardPlan} recebem {standardLoyaltyCandles}.',
          },
          {
            question: 'O que os administradores da igreja podem ver?',
            answer:
              'Os administradores veem os membros e o conteúdo das suas próprias comunidades. As orações e os diários privados dos membros continuam privados, e os registros de ofertas só são vistos por quem ofertou e pelos administradores financeiros da igreja.',
          },
        ],
      },
    ],
  },
  helpDocs: {
    meta: {
      title: 'Guias de ajuda passo a passo — Koinonia',
      description:
        'Guias passo a passo do Koinonia: crie sua conta, publique pedidos de oração, siga planos de leitura, confirme presença, sirva, gerencie membros e use velas.',
    },
    hero: {
      eyebrow: 'Guias de ajuda',
      title: 'Guias passo a passo',
      subtitle: 'Encontre a tarefa que você tem em mente e siga os passos. Cada guia leva poucos minutos.',
    },
    articles: [
      {
        id: 'create-your-account',
        title: 'Crie a sua conta e escolha um idioma',
        summary: 'Cadastre-se de graça e configure o Koinonia no idioma em que você ora.',
        steps: [
          'Escolha “Comece grátis” e informe o seu nome, o seu e-mail e uma senha. Não é preciso cartão.',
          'Abra o e-mail que enviamos e siga o link para confirmar o seu endereço.',
          'Conclua a configuração rápida: o seu perfil, a sua igreja e os seus interesses. Você pode pular as etapas de igreja e interesses e voltar depois.',
          'Escolha o seu idioma na última etapa. Para trocá-lo depois, abra Configurações e escolha Idioma; a sua escolha fica salva na sua conta e acompanha você em todos os dispositivos.',
        ],
      },
      {
        id: 'post-a-prayer-request',
        title: 'Publique um pedido de oração e escolha quem pode vê-lo',
        summary: 'Compartilhe o que está no seu coração exatamente com as pessoas que você quiser.',
        steps: [
          'Abra o Mural de oração, em Adoração na barra lateral, e comece um novo pedido.',
          'Dê a ele um título curto e escreva pelo que você gostaria que orassem.',
          'Escolha quem pode ver: Público para o mural de oração da sua igreja, Privado para você e o círculo de oração que escolher, ou Anônimo para compartilhar sem o seu nome.',
          'Publique. Você recebe avisos quando as pessoas oram, e o pedido mostra quantas estão orando com você.',
          'Quando a oração for respondida, marque-a como respondida para que todos que oraram possam dar graças com você.',
        ],
      },
      {
        id: 'reading-plan-and-soap-journal',
        title: 'Comece um plano de leitura e mantenha um diário S.O.A.P.',
        summary: 'Crie o hábito diário de ler as Escrituras e anotar o que elas significam para você.',
        steps: [
          'Abra Leitura bíblica, em Adoração, e veja os planos de leitura: {beginnerPlans} para iniciantes e {intermediatePlans} para quem está pronto para se aprofundar.',
          'Comece um plano. Cada dia traz uma leitura com um devocional guiado e notas de estudo; escolha a sua tradução ou ouça com a Bíblia em áudio.',
          'Depois de ler, abra o Diário S.O.A.P. e escreva quatro partes curtas: a Escritura que chamou a sua atenção (Scripture), a sua Observação, como você vai aplicá-la (Aplicação) e uma Oração (Prayer).',
          'Volte amanhã: o seu ponto no plano fica salvo, e o seu diário continua privado, a menos que você escolha compartilhar uma entrada.',
        ],
      },
      {
        id: 'rsvp-to-an-event',
        title: 'Confirme presença em um evento e receba lembretes',
        summary: 'Avise os organizadores de que você vai e nunca perca o começo.',
        steps: [
          'Abra Eventos, em Conectar, para ver o que vem por aí na sua igreja e nos seus grupos, com o local e o campus de cada um.',
          'Abra um evento e confirme presença para que os organizadores saibam quantas pessoas esperar.',
          'Os lembretes chegam antes do evento pelos canais que você escolher em Configurações de notificação: no app, por e-mail ou como notificação push.',
          'Se os seus planos mudarem, atualize a sua resposta para que a contagem de presença continue correta.',
        ],
      },
      {
        id: 'join-a-community',
        title: 'Entre em uma comunidade e converse com o seu grupo',
        summary: 'Encontre o seu pequeno grupo ou ministério e mantenha contato entre os encontros.',
        steps: [
          'Abra Comunidades, em Conectar, e encontre os grupos e ministérios da sua igreja.',
          'Entre naqueles de que você faz parte. Os avisos, fóruns e eventos deles passam a aparecer para você.',
          'Participe dos fóruns, moderados pelos seus líderes, ou abra o chat do seu grupo para uma conversa rápida.',
          'Use Mensagens para conversas individuais e Contatos para manter por perto as pessoas que você conhece.',
        ],
      },
      {
        id: 'volunteer-and-gifts-assessment',
        title: 'Encontre uma oportunidade de voluntariado e faça a avaliação de dons',
        summary: 'Descubra os dons que você recebeu e encontre um lugar para servir que combine com você.',
        steps: [
          'Faça a avaliação de dons espirituais: a básica tem {basicQuestions} perguntas e é gratuita; a completa tem {comprehensiveQuestions} perguntas e está incluída a partir do plano {servantPlan}.',
          'Abra a Central de serviço, em Servir. As oportunidades que combinam com as suas habilidades e dons aparecem primeiro.',
          'Abra uma oportunidade para ver a equipe, o que ela envolve e quantas vagas estão abertas, e então inscreva-se.',
          'Acompanhe a sua inscrição em Minhas inscrições. Quando você fizer parte de uma equipe, a sua escala e os seus lembretes aparecem na Central de serviço, e os selos de reconhecimento marcam o seu serviço.',
        ],
      },
      {
        id: 'invite-staff-and-manage-members',
        title: 'Convide a equipe e gerencie os membros',
        summary: 'Para administradores de igrejas: traga a sua equipe e mantenha a lista de membros em dia.',
        steps: [
          'Abra Admin. da igreja na barra lateral. Essa seção aparece quando a conta da sua igreja lhe dá acesso de administrador.',
          'Na gestão da equipe, convide uma pessoa por e-mail e escolha a função dela: administrador, líder ou moderador.',
          'Ela recebe um convite e o aceita entrando na conta ou criando uma; você é avisado quando ela entra.',
          'Use a Gestão de pessoas para ver os seus membros, atualizar os dados deles e organizá-los em grupos e ministérios.',
          'Envie as notícias para toda a igreja pela Central de comunicação, para que todos fiquem sabendo em um só lugar.',
        ],
      },
      {
        id: 'ai-candles-and-boost-packs',
        title: 'Use as velas de IA e compre um pacote de reforço',
        summary: 'Use velas nas ferramentas de estudo e de sermões com IA, e recarregue quando precisar de mais.',
        steps: [
          'Abra Velas, em Conta, para ver o seu saldo e quanto custa cada recurso de IA.',
          'Use um recurso de IA, como um guia de estudo ou a preparação de um sermão; as velas que ele custa são descontadas do seu saldo.',
          'As velas do seu plano se renovam a cada mês. Se precisar de mais antes disso, compre um pacote de reforço: S com {smallPackCandles} velas, M com {mediumPackCandles} ou L com {largePackCandles}.',
          'O preço aparece na sua moeda antes do pagamento, e as velas dos pacotes de reforço nunca expiram.',
        ],
      },
      {
        id: 'theme-font-size-and-notifications',
        title: 'Mude o tema, o tamanho da fonte e as notificações',
        summary: 'Deixe o Koinonia confortável para ler e decida o que chega até você.',
        steps: [
          'Abra Configurações e, em Aparência, escolha o tema Claro, Escuro ou Automático. O Automático segue o seu dispositivo. O botão no cabeçalho também troca o tema rapidamente.',
          'Escolha o tamanho da fonte Pequeno, Médio ou Grande. A sua escolha fica salva na sua conta.',
          'Abra Configurações de notificação e escolha, para cada tipo de notificação, se ela aparece no app, chega por e-mail ou é enviada ao seu dispositivo.',
          'Fixe até {maxPinned} páginas favoritas na barra lateral para mantê-las no topo.',
        ],
      },
      {
        id: 'export-or-delete-your-data',
        title: 'Exporte ou exclua os seus dados',
        summary: 'Veja quais dados o Koinonia guarda sobre você, baixe uma cópia ou exclua a sua conta.',
        steps: [
          'Para pedir uma cópia dos seus dados ou a exclusão da sua conta, envie uma solicitação ao suporte (escolha Dúvidas gerais) ou escreva para {privacyEmail}.',
          'Para corrigir o seu nome, o seu nome de usuário ou a sua foto, abra Perfil no menu do avatar.',
          'Quando você exclui a sua conta, os seus dados são apagados em até {deletionDays} dias, exceto os registros de ofertas que a sua igreja é obrigada por lei a manter.',
          'Escreva a partir do e-mail da sua conta, para sabermos que o pedido é seu; respondemos em até um dia útil.',
        ],
      },
    ],
  },
  stillNeedHelp: {
    title: 'Ainda precisa de ajuda?',
    body: 'A nossa equipe de suporte lê todas as mensagens e responde em até um dia útil. Conte o que você estava tentando fazer e o que aconteceu.',
  },
};

export default copy;
