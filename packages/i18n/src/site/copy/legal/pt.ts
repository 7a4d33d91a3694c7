import type { LegalCopy } from './en';

/** Portuguese copy of the privacy policy and terms of service. */
const copy: LegalCopy = {
  updated: 'Última atualização: {date}',
  contents: 'Conteúdo',
  privacyPolicy: {
    meta: {
      title: 'Política de privacidade — Koinonia',
      description:
        'O que o Koinonia coleta, por quê, quem vê, por quanto tempo guardamos e seus direitos. Sem rastreamento de anúncios, análises de terceiros ou venda de dados.',
    },
    title: 'Política de privacidade',
    intro:
      'O Koinonia é um lugar de oração, Palavra e comunhão, e isso exige confiança. Esta política explica em palavras simples o que coletamos, o que fazemos com isso e o que nunca fazemos: não exibimos anúncios, não usamos análises de terceiros e nunca vendemos os seus dados.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Quem somos',
        paragraphs: [
          'O Koinonia é o responsável pelos dados pessoais descritos aqui. O nosso endereço postal é Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Estados Unidos. Para qualquer dúvida sobre privacidade, escreva para {privacyEmail}.',
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'O que coletamos',
        paragraphs: [
          'A sua conta: o seu nome, e-mail, nome de usuário e senha. Guardamos a senha apenas como um hash Argon2id, nunca a própria senha. Você pode adicionar uma foto de perfil.',
          'As suas configurações: idioma preferido, tema, tamanho da fonte, país, configurações de notificação e as suas reflexões semanais. Se você aceitar as configurações sugeridas na primeira visita, salvamos o idioma, o país e o fuso horário que você escolheu.',
          'O que você cria: pedidos de oração, entradas do diário, mensagens, eventos e confirmações de presença, além dos seus registros de ofertas, se a sua igreja usar as ofertas on-line.',
          'As mensagens que você nos envia pelos formulários de contato, do plano Enterprise e de suporte: o seu nome, e-mail, a mensagem, a categoria, a organização e o idioma.',
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'Como usamos',
        paragraphs: [
          'Usamos os seus dados para fazer o Koinonia funcionar para você: para você entrar na conta, mostrar o seu conteúdo às pessoas que você escolheu, manter as suas configurações e responder às suas mensagens.',
          'Só enviamos e-mails para recuperação de conta, verificação de e-mail, links de acesso, confirmações das mensagens que você nos enviou e as notificações que você ativar nas suas configurações de notificação.',
          'Quando você usa um recurso de IA, o texto que você envia é processado para gerar a sua resposta. Ele nunca é usado para publicidade.',
          'Os pagamentos são processados pelo nosso provedor de pagamentos. O Koinonia nunca vê nem guarda o número completo do seu cartão.',
        ],
      },
      {
        id: 'who-can-see-it',
        heading: 'Quem pode ver o que você compartilha',
        paragraphs: [
          'O que você cria é exibido de acordo com a visibilidade que você escolher. Um pedido de oração público aparece no mural de oração da sua igreja, um privado fica entre você e o círculo de oração que escolher, e um anônimo é exibido sem o seu nome.',
          'Os administradores de igrejas e grupos veem os membros e o conteúdo das suas próprias comunidades. Os registros de ofertas só são vistos por quem ofertou e pelos administradores financeiros da sua igreja.',
        ],
      },
      {
        id: 'what-we-never-do',
        heading: 'O que nunca fazemos',
        paragraphs: [
          'Não vendemos os seus dados, não os compartilhamos para publicidade e não rastreamos você em outros sites. Não usamos análises de terceiros.',
          'Só repassamos dados a terceiros quando esta política diz, como os dados de pagamento ao nosso provedor de pagamentos, ou quando a lei nos obriga.',
        ],
      },
      {
        id: 'cookies-and-local-storage',
        heading: 'Cookies e armazenamento local',
        paragraphs: [
          'O Koinonia define um único cookie: um cookie de login que guarda um identificador de sessão aleatório. Ele não pode ser lido por scripts da página e expira quando você sai da conta ou após um período sem uso. Não definimos cookies de publicidade nem de análise.',
          'O armazenamento local do seu navegador guarda o seu tema, o seu idioma, o layout da barra lateral e quando a mensagem de boas-vindas foi exibida pela última vez, para que o site fique do jeito que você deixou. Isso permanece no seu dispositivo.',
        ],
      },
      {
        id: 'country-detection',
        heading: 'Como detectamos o seu país',
        paragraphs: [
          'Para sugerir um idioma e mostrar os preços na sua moeda, identificamos o seu país a partir do seu endereço IP em um banco de dados nos nossos próprios servidores. O seu endereço não é enviado a mais ninguém, e a consulta não o armazena.',
          'Este produto inclui dados GeoLite2 criados pela MaxMind, disponíveis em {link}.',
        ],
      },
      {
        id: 'retention',
        heading: 'Por quanto tempo guardamos',
        paragraphs: [
          'Guardamos os dados da sua conta enquanto você tiver uma conta. Quando você exclui a sua conta, os dados dela são apagados em até {deletionDays} dias, exceto os registros de ofertas que a sua igreja é obrigada por lei a manter.',
          'As mensagens de contato, do plano Enterprise e de suporte são guardadas por {messageRetentionMonths} meses para que possamos respondê-las e acompanhá-las, e depois são apagadas. Quando você envia uma, o seu endereço IP é usado apenas em um contador de curta duração que impede o envio em massa; ele expira em até uma hora e nunca é guardado com a sua mensagem.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Os seus direitos',
        paragraphs: [
          'Você pode ver, exportar, corrigir e excluir os seus dados. O seu perfil e as suas preferências estão em Configurações e na sua página de perfil; para obter uma cópia de tudo ou a exclusão da sua conta, envie uma solicitação ao suporte ou escreva para {privacyEmail}, e responderemos prontamente.',
          'Você também pode se opor à forma como usamos os seus dados ou apresentar uma reclamação à autoridade de proteção de dados do lugar onde mora.',
        ],
      },
      {
        id: 'children',
        heading: 'Crianças e adolescentes',
        paragraphs: [
          'Você precisa ter pelo menos {minimumAge} anos para criar a sua própria conta. Membros mais novos só podem participar por meio da sua igreja, com o consentimento de um dos pais ou responsável.',
          'Se você acredita que uma pessoa com menos de {minimumAge} anos tem uma conta sem esse consentimento, escreva para {privacyEmail} e vamos removê-la.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Alterações e contato',
        paragraphs: [
          'Se mudarmos esta política, atualizaremos a data no topo e, no caso de mudanças importantes, avisaremos você no app ou por e-mail antes que entrem em vigor.',
          'Perguntas sobre a sua privacidade são sempre bem-vindas em {privacyEmail}.',
        ],
      },
    ],
  },
  termsOfService: {
    meta: {
      title: 'Termos de serviço — Koinonia',
      description:
        'Os termos de uso do Koinonia: sua conta, uso respeitoso, a quem pertence seu conteúdo, planos, cobrança e velas de IA, administradores e seus direitos.',
    },
    title: 'Termos de serviço',
    intro:
      'Estes termos são o acordo entre você e o Koinonia quando você usa o nosso app e o nosso site. Procuramos deixá-los curtos e simples. Ao criar uma conta ou usar o Koinonia, você os aceita.',
    sections: [
      {
        id: 'accounts',
        heading: 'A sua conta',
        paragraphs: [
          'Você precisa ter pelo menos {minimumAge} anos para criar uma conta. Membros mais novos só podem participar por meio da sua igreja, com o consentimento de um dos pais ou responsável.',
          'Informe dados corretos, não compartilhe a sua senha e avise-nos em {supportEmail} se achar que outra pessoa usou a sua conta. Você é responsável pelo que acontece na sua conta.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Usar o Koinonia com cuidado',
        paragraphs: [
          'O Koinonia foi feito para a comunhão. Trate os outros com respeito: nada de assédio, ameaças, ódio ou intimidação, nada de spam ou publicidade indesejada, e nada ilegal.',
          'Respeite o sigilo da oração. Não copie, encaminhe nem revele um pedido privado ou anônimo, nem nada do que foi compartilhado em um círculo de oração ou grupo, fora do lugar onde foi compartilhado.',
          'Não tente invadir contas, atrapalhar o serviço ou coletar dados de outros membros.',
        ],
      },
      {
        id: 'your-content',
        heading: 'O seu conteúdo',
        paragraphs: [
          'O que você publica é seu: orações, entradas do diário, mensagens, eventos e mídias. Você concede ao Koinonia apenas a permissão necessária para guardá-lo e mostrá-lo às pessoas que você escolheu, e essa permissão termina quando você o exclui.',
          'Publique apenas o que você tem o direito de compartilhar, inclusive fotos de outras pessoas.',
        ],
      },
      {
        id: 'church-administrators',
        heading: 'Administradores da igreja',
        paragraphs: [
          'Se você administra uma igreja, um ministério ou um grupo no Koinonia, você age em nome dessa comunidade. Convide apenas pessoas que fazem parte dela, atribua funções à equipe com cuidado e use as informações dos membros apenas para a vida da igreja.',
          'Modere os seus fóruns e chats com justiça, guarde os registros de ofertas como a lei exige e garanta que tem o consentimento de um dos pais ou responsável para qualquer membro com menos de {minimumAge} anos.',
        ],
      },
      {
        id: 'plans-billing-and-candles',
        heading: 'Planos, cobrança e velas de IA',
        paragraphs: [
          'O plano {disciplePlan} é gratuito. Os planos pagos são cobrados antecipadamente, por mês ou por ano, e um plano anual custa o mesmo que {monthsCharged} meses. Os preços são mostrados antes do pagamento, na sua moeda sempre que possível, com os impostos incluídos.',
          'A assinatura é renovada no fim de cada período até que você a cancele. Você pode cancelar a qualquer momento e mantém o seu plano até o fim do período já pago. Quando a lei lhe dá direito a reembolso, nós o respeitamos.',
          'As velas de IA são créditos para os recursos de IA. As velas do seu plano se renovam a cada mês; as velas dos pacotes de reforço não expiram. As velas não têm valor monetário e não podem ser trocadas por dinheiro.',
        ],
      },
      {
        id: 'ai-features',
        heading: 'Recursos de IA',
        paragraphs: [
          'Os guias de estudo com IA, a preparação de sermões, a Bíblia em áudio com IA e os vídeos com IA podem ajudar você a estudar e se preparar, mas podem errar. Examine o que eles produzem à luz das Escrituras e do conselho da sua igreja, e assuma a responsabilidade pelo que você publicar.',
          'O texto que você envia é processado para lhe dar uma resposta e nunca é usado para publicidade. Não envie informações confidenciais de outras pessoas.',
        ],
      },
      {
        id: 'availability',
        heading: 'Disponibilidade',
        paragraphs: [
          'Trabalhamos para manter o Koinonia disponível a qualquer hora, mas não podemos prometer que ele nunca será interrompido, por exemplo durante uma manutenção. Os recursos podem mudar à medida que o produto cresce; se retirarmos algo pelo qual você paga, avisaremos antes.',
          'O Koinonia não é um serviço de emergência nem substitui o cuidado pastoral ou a ajuda profissional. Se alguém estiver em perigo, acione os serviços de emergência locais.',
        ],
      },
      {
        id: 'ending-your-account',
        heading: 'Encerrar a sua conta',
        paragraphs: [
          'Você pode pedir a exclusão da sua conta a qualquer momento: envie uma solicitação ao suporte ou escreva para {supportEmail}.',
          'Podemos suspender ou encerrar uma conta que descumpra estes termos de forma grave ou repetida. A menos que a situação seja urgente ou a lei o impeça, explicaremos o motivo e daremos a você a oportunidade de responder.',
        ],
      },
      {
        id: 'liability',
        heading: 'A nossa responsabilidade',
        paragraphs: [
          'Oferecemos o Koinonia com cuidado, mas no estado em que se encontra. Na medida permitida pela lei, não somos responsáveis por perdas indiretas, e a nossa responsabilidade total perante você se limita ao que você nos pagou nos doze meses anteriores à reclamação.',
          'Nada nestes termos retira os direitos que a legislação de defesa do consumidor do seu país lhe garante.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Lei aplicável',
        paragraphs: [
          'Estes termos são regidos pelas leis do Estado do Tennessee, Estados Unidos. Se uma disputa não puder ser resolvida primeiro em conversa conosco, ela será julgada pelos tribunais do Tennessee, a menos que a lei local lhe dê o direito de recorrer aos tribunais do seu próprio país.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Alterações e contato',
        paragraphs: [
          'Se mudarmos estes termos, atualizaremos a data no topo e avisaremos você sobre as mudanças importantes antes que entrem em vigor. Se não concordar, você pode deixar de usar o Koinonia e excluir a sua conta.',
          'Dúvidas sobre estes termos são bem-vindas em {supportEmail} ou por correio para Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Estados Unidos.',
        ],
      },
    ],
  },
};

export default copy;
