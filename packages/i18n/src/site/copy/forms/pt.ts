import type { FormsCopy } from './en';

/** Portuguese copy of the contact, enterprise and support forms. */
const copy: FormsCopy = {
  email: {
    subject: 'Recebemos sua mensagem',
    greeting: 'Olá, {name},',
    received: {
      contact: 'Obrigado por escrever para o Koinonia. Recebemos sua mensagem e responderemos em até dois dias úteis.',
      enterprise:
        'Obrigado pelo seu interesse no Koinonia para a sua igreja. Alguém da nossa equipe entrará em contato em até um dia útil para combinar uma conversa ou uma demonstração.',
      support:
        'Obrigado por entrar em contato com o suporte do Koinonia. Recebemos sua solicitação e responderemos em até um dia útil.',
    },
    copyHeading: 'Sua mensagem',
    ignore: 'Se você não enviou esta mensagem, pode ignorar este e-mail.',
    signature: 'Equipe Koinonia',
  },
  fields: {
    name: 'Seu nome',
    email: 'E-mail',
    message: 'Mensagem',
    organization: 'Igreja ou organização',
    congregationSize: 'Tamanho da congregação',
    category: 'Como podemos ajudar?',
    optional: '(opcional)',
  },
  congregationSizes: {
    under100: 'Menos de 100',
    from100to499: '100–499',
    from500to1999: '500–1.999',
    from2000: '2.000 ou mais',
  },
  categories: {
    support: 'Suporte ou ajuda técnica',
    partnerships: 'Parcerias com igrejas e demonstrações',
    general: 'Dúvidas gerais',
  },
  categoryHints: {
    support: 'Acesso à conta, seu plano ou suas velas, ou um recurso que não está funcionando.',
    partnerships: 'Levar o Koinonia para sua igreja ou agendar uma demonstração.',
    general: 'Dúvidas, ideias ou sugestões.',
  },
  hints: {
    characters: '{count} / {max} caracteres',
  },
  errors: {
    summary: 'Corrija os campos destacados.',
    nameRequired: 'Informe seu nome.',
    nameTooLong: 'Seu nome pode ter no máximo {max} caracteres.',
    emailRequired: 'Informe seu e-mail.',
    emailInvalid: 'Informe um e-mail válido, como nome@exemplo.com.',
    emailTooLong: 'Seu e-mail pode ter no máximo {max} caracteres.',
    messageTooShort: 'Sua mensagem precisa ter pelo menos {min} caracteres.',
    messageTooLong: 'Sua mensagem pode ter no máximo {max} caracteres.',
    organizationRequired: 'Informe o nome da sua igreja ou organização.',
    organizationTooLong: 'O nome da sua igreja ou organização pode ter no máximo {max} caracteres.',
    sizeRequired: 'Escolha o tamanho da sua congregação.',
    categoryRequired: 'Escolha como podemos ajudar.',
    rateLimited: 'Você enviou várias mensagens em pouco tempo. Tente novamente daqui a {minutes} minutos.',
    network: 'Não conseguimos conectar ao Koinonia. Verifique sua conexão; sua mensagem continua aqui.',
    server: 'Algo deu errado do nosso lado. Sua mensagem continua aqui; tente novamente.',
  },
  states: {
    send: 'Enviar',
    sending: 'Enviando…',
    sentTitle: 'Obrigado, sua mensagem foi enviada',
    sentBody: 'Enviamos uma confirmação para {email}. Se ela não chegar logo, confira a pasta de spam.',
    sendAnother: 'Enviar outra mensagem',
  },
  contact: {
    meta: {
      title: 'Envie uma mensagem para a equipe do Koinonia',
      description:
        'Escreva para a equipe do Koinonia com uma dúvida, ideia ou sugestão sobre o app. Lemos todas as mensagens e respondemos por e-mail em até dois dias úteis.',
    },
    hero: {
      eyebrow: 'Contato',
      title: 'Envie uma mensagem',
      subtitle: 'Conte para nós o que você tem em mente. Respondemos por e-mail em até dois dias úteis.',
    },
  },
  enterprise: {
    meta: {
      title: 'Koinonia para sua igreja: fale com nossa equipe',
      description:
        'Leve o Koinonia a uma congregação grande, vários campi ou uma rede de igrejas. Fale sobre sua igreja e marcaremos uma conversa e uma demonstração ao vivo.',
    },
    hero: {
      eyebrow: 'Planos para igrejas e organizações',
      title: 'Vamos planejar o Koinonia para sua igreja',
      subtitle: 'Conte-nos sobre sua congregação e seus ministérios, e mostraremos como o Koinonia pode servi-los.',
    },
    points: {
      title: 'O que acontece depois',
      items: [
        'Respondemos em até um dia útil para marcar uma conversa.',
        'Mostramos o Koinonia a você e à sua equipe em uma demonstração ao vivo.',
        'Juntos, escolhemos o plano ideal para sua congregação e seus campi.',
        'Você decide no seu tempo, sem nenhum compromisso.',
      ],
    },
  },
  support: {
    meta: {
      title: 'Suporte do Koinonia: ajuda com sua conta',
      description:
        'Receba ajuda para entrar, com seu plano e suas velas de IA, a configuração da igreja ou um recurso que não funciona. Nosso suporte responde em um dia útil.',
    },
    hero: {
      eyebrow: 'Suporte',
      title: 'Como podemos ajudar?',
      subtitle: 'Conte-nos o que está acontecendo e o que você esperava. Respondemos em até um dia útil.',
    },
    before: {
      title: 'Antes de escrever',
      body: 'Muitas respostas já estão nas nossas perguntas frequentes e guias de ajuda, do acesso à conta até planos, velas e privacidade.',
    },
  },
};

export default copy;
