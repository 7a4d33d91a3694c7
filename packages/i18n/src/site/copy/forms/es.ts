import type { FormsCopy } from './en';

/** Spanish copy of the contact, enterprise and support forms. */
const copy: FormsCopy = {
  email: {
    subject: 'Hemos recibido tu mensaje',
    greeting: 'Hola, {name}:',
    received: {
      contact: 'Gracias por escribir a Koinonia. Hemos recibido tu mensaje y te responderemos en un plazo de dos días hábiles.',
      enterprise:
        'Gracias por tu interés en Koinonia para tu iglesia. Alguien de nuestro equipo se pondrá en contacto contigo en un día hábil para organizar una conversación o una demostración.',
      support:
        'Gracias por escribir al soporte de Koinonia. Hemos recibido tu solicitud y te responderemos en un día hábil.',
    },
    copyHeading: 'Tu mensaje',
    ignore: 'Si no enviaste este mensaje, puedes ignorar este correo.',
    signature: 'El equipo de Koinonia',
  },
  fields: {
    name: 'Tu nombre',
    email: 'Correo electrónico',
    message: 'Mensaje',
    organization: 'Iglesia u organización',
    congregationSize: 'Tamaño de la congregación',
    category: '¿En qué podemos ayudarte?',
    optional: '(opcional)',
  },
  congregationSizes: {
    under100: 'Menos de 100',
    from100to499: '100–499',
    from500to1999: '500–1.999',
    from2000: '2.000 o más',
  },
  categories: {
    support: 'Soporte o ayuda técnica',
    partnerships: 'Alianzas con iglesias y demostraciones',
    general: 'Consultas generales',
  },
  categoryHints: {
    support: 'Inicio de sesión, tu plan o tus velas, o una función que falla.',
    partnerships: 'Llevar Koinonia a tu iglesia o reservar una demostración.',
    general: 'Preguntas, ideas o comentarios.',
  },
  hints: {
    characters: '{count} / {max} caracteres',
  },
  errors: {
    summary: 'Corrige los campos marcados, por favor.',
    nameRequired: 'Escribe tu nombre.',
    nameTooLong: 'Tu nombre puede tener como máximo {max} caracteres.',
    emailRequired: 'Escribe tu correo electrónico.',
    emailInvalid: 'Escribe un correo electrónico válido, por ejemplo nombre@ejemplo.com.',
    emailTooLong: 'Tu correo electrónico puede tener como máximo {max} caracteres.',
    messageTooShort: 'Tu mensaje necesita al menos {min} caracteres.',
    messageTooLong: 'Tu mensaje puede tener como máximo {max} caracteres.',
    organizationRequired: 'Escribe el nombre de tu iglesia u organización.',
    organizationTooLong: 'El nombre de tu iglesia u organización puede tener como máximo {max} caracteres.',
    sizeRequired: 'Elige el tamaño de tu congregación.',
    categoryRequired: 'Elige en qué podemos ayudarte.',
    rateLimited: 'Has enviado varios mensajes en poco tiempo. Vuelve a intentarlo dentro de {minutes} minutos.',
    network: 'No pudimos conectar con Koinonia. Revisa tu conexión; tu mensaje sigue aquí.',
    server: 'Algo salió mal por nuestra parte. Tu mensaje sigue aquí; inténtalo de nuevo.',
  },
  states: {
    send: 'Enviar',
    sending: 'Enviando…',
    sentTitle: 'Gracias, tu mensaje se ha enviado',
    sentBody: 'Enviamos una confirmación a {email}. Si no te llega pronto, revisa la carpeta de spam.',
    sendAnother: 'Enviar otro mensaje',
  },
  contact: {
    meta: {
      title: 'Envía un mensaje al equipo de Koinonia',
      description:
        'Escribe al equipo de Koinonia con una pregunta, una idea o un comentario sobre la app. Leemos cada mensaje y respondemos por correo en dos días hábiles.',
    },
    hero: {
      eyebrow: 'Contacto',
      title: 'Envíanos un mensaje',
      subtitle: 'Cuéntanos lo que tienes en mente. Te respondemos por correo en un plazo de dos días hábiles.',
    },
  },
  enterprise: {
    meta: {
      title: 'Koinonia para tu iglesia: habla con nuestro equipo',
      description:
        'Lleva Koinonia a una congregación grande, varias sedes o a una red de iglesias. Cuéntanos sobre tu iglesia y organizaremos una conversación y una demo en vivo.',
    },
    hero: {
      eyebrow: 'Planes para iglesias y organizaciones',
      title: 'Planifiquemos Koinonia para tu iglesia',
      subtitle: 'Cuéntanos sobre tu congregación y tus ministerios, y te mostraremos cómo Koinonia puede servirles.',
    },
    points: {
      title: 'Qué pasa después',
      items: [
        'Te respondemos en un día hábil para organizar una conversación.',
        'Te mostramos Koinonia a ti y a tu equipo en una demostración en vivo.',
        'Juntos elegimos el plan que mejor se adapta a tu congregación y tus sedes.',
        'Tú decides con calma, sin ningún compromiso.',
      ],
    },
  },
  support: {
    meta: {
      title: 'Soporte de Koinonia: ayuda con tu cuenta',
      description:
        'Recibe ayuda para iniciar sesión, con tu plan y tus velas de IA, la configuración de tu iglesia o una función que no va bien. Respondemos en un día hábil.',
    },
    hero: {
      eyebrow: 'Soporte',
      title: '¿Cómo podemos ayudarte?',
      subtitle: 'Cuéntanos qué está pasando y qué esperabas que ocurriera. Te respondemos en un día hábil.',
    },
    before: {
      title: 'Antes de escribirnos',
      body: 'Muchas respuestas ya están en nuestras preguntas frecuentes y guías de ayuda: desde el inicio de sesión hasta los planes, las velas y la privacidad.',
    },
  },
};

export default copy;
