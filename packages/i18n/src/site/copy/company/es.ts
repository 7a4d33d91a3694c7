import type { CompanyCopy } from './en';

/** Spanish copy of the about-us, AI candles and contact-us pages. */
const copy: CompanyCopy = {
  aboutUs: {
    meta: {
      title: 'Sobre Koinonia: comunión para toda la iglesia',
      description:
        'Por qué existe Koinonia: un hogar privado y sin anuncios para la oración, la Palabra y el servicio, hecho con iglesias para que los pastores estén con su gente.',
    },
    hero: {
      eyebrow: 'Sobre nosotros',
      title: 'Hecho para la comunión',
      subtitle:
        'Oración, Escritura, servicio y vida de iglesia en un solo lugar, para que tu congregación siga unida entre domingo y domingo.',
    },
    overview: {
      title: 'Por qué existe Koinonia',
      paragraphs: [
        'Koinonia es la palabra griega que la iglesia primitiva usaba para la comunión: una vida compartida en la enseñanza, la oración, el partimiento del pan y el cuidado mutuo. Para esa vida compartida construimos.',
        'Muchas iglesias funcionan con un mosaico de chats de grupo, hojas de inscripción en papel y herramientas de ofrendas por separado. Los pastores pasan las noches haciendo trámites mientras algunos miembros se van alejando sin que nadie lo note. Koinonia lo reúne todo para que los líderes puedan dedicar su tiempo a las personas.',
      ],
    },
    features: {
      title: 'Lo que construimos',
      items: [
        {
          title: 'Oración y Escritura',
          body: 'El Muro de oración, el diario S.O.A.P., la lectura bíblica diaria, los planes de lectura y una Biblia en audio.',
        },
        {
          title: 'Comunidad',
          body: 'Comunidades, foros moderados, chat para grupos pequeños, mensajes y anuncios.',
        },
        {
          title: 'Eventos',
          body: 'Confirmación de asistencia, recordatorios, control de asistencia y varias ubicaciones.',
        },
        {
          title: 'Servicio',
          body: 'El Centro de servicio D.I.V.I.N.E. conecta a los voluntarios con los equipos ministeriales según sus habilidades y dones espirituales.',
        },
        {
          title: 'Administración de la iglesia',
          body: 'Gestión de miembros, comunicación con toda la iglesia y ofrendas en línea con analíticas de donantes.',
        },
        {
          title: 'Herramientas ministeriales',
          body: 'Guías de estudio y preparación de sermones con IA, transmisiones en vivo y distribución con un clic a más de 11 plataformas.',
        },
      ],
    },
    benefits: {
      title: 'Lo que defendemos',
      items: [
        {
          title: 'La privacidad primero',
          body: 'Sin rastreo publicitario, sin analíticas de terceros y sin reventa de datos. Una petición de oración es una confianza, no un producto.',
        },
        {
          title: 'Hecho junto a las iglesias',
          body: 'Pensado para la semana real de una iglesia: cultos, grupos entre semana, turnos de servicio y quienes los dirigen.',
        },
        {
          title: 'El idioma de cada miembro',
          body: 'Koinonia habla {languageCount} idiomas, para que cada persona pueda orar y leer en la lengua de su corazón.',
        },
        {
          title: 'Gratis para empezar',
          body: 'Los miembros empiezan con nuestro plan gratuito, sin tarjeta, y pueden quedarse todo el tiempo que quieran.',
        },
      ],
    },
    howItWorks: {
      title: 'Cómo empezar',
      steps: [
        {
          title: 'Crea tu cuenta gratuita',
          body: 'Elige tu idioma y abre el Muro de oración y la lectura bíblica de hoy.',
        },
        {
          title: 'Únete a tu iglesia',
          body: 'Busca tu iglesia y sus grupos, o registra la tuya con un plan para iglesias.',
        },
        {
          title: 'Crezcamos juntos',
          body: 'Oremos unos por otros, leamos juntos y sirvamos según los dones que Dios nos ha dado.',
        },
      ],
    },
    cta: {
      title: 'Ven y ve',
      body: 'Empieza gratis como miembro o recorre Koinonia con el equipo de tu iglesia en una demostración.',
    },
  },
  candlesInfo: {
    meta: {
      title: 'Velas de IA: créditos para estudios y sermones',
      description:
        'Cómo funcionan las velas de IA: una asignación mensual por plan para guías de estudio, sermones, audio y video con IA, y paquetes de refuerzo que no caducan.',
    },
    hero: {
      eyebrow: 'Velas de IA',
      title: 'Un solo crédito sencillo para todas las funciones de IA',
      subtitle:
        'Las velas pagan las guías de estudio, la preparación de sermones, la Biblia en audio con IA y los videos con IA. Todos los planes las incluyen.',
    },
    overview: {
      title: '¿Qué es una vela de IA?',
      paragraphs: [
        'Una vela de IA es un crédito que usas en las funciones de IA de Koinonia. Todos los planes, incluso el gratuito, incluyen velas cada mes.',
        'Las velas del plan se renuevan cada mes. Los paquetes de refuerzo añaden velas que no caducan nunca, y las iglesias reciben velas de fidelidad por seguir con nosotros.',
      ],
    },
    features: {
      title: 'Las velas de IA de un vistazo',
      items: [
        {
          title: 'Guías de estudio',
          body: 'Una guía sobre cualquier pasaje o tema, con preguntas para conversar en tu grupo.',
        },
        {
          title: 'Preparación de sermones',
          body: 'Esboza un mensaje y reúne referencias cruzadas; después hazlo tuyo.',
        },
        {
          title: 'Biblia en audio con IA',
          body: 'Escucha la Escritura en voz alta de camino al trabajo o antes de dormir.',
        },
        {
          title: 'Video con IA',
          body: 'Convierte un punto del sermón o un pasaje en un video corto para tu iglesia.',
        },
        {
          title: 'Tu saldo de un vistazo',
          body: 'Tu página de velas siempre muestra cuántas te quedan.',
        },
        {
          title: 'Recarga en un momento',
          body: 'Compra un paquete de refuerzo cuando necesites más, en cualquier plan.',
        },
      ],
    },
    benefits: {
      title: 'Por qué velas',
      items: [
        {
          title: 'Incluidas en todos los planes',
          body: 'Miembros e iglesias reciben una asignación mensual desde el primer día.',
        },
        {
          title: 'Sin facturas sorpresa',
          body: 'Solo gastas las velas que ya tienes; no hay cargos por uso.',
        },
        {
          title: 'Recargas que se conservan',
          body: 'Las velas de los paquetes de refuerzo no caducan nunca, así que nada de lo que compras se pierde.',
        },
        {
          title: 'Tus palabras siguen siendo tuyas',
          body: 'Lo que escribes se procesa solo para responderte, nunca para publicidad.',
        },
      ],
    },
    howItWorks: {
      title: 'Cómo funcionan las velas',
      steps: [
        {
          title: 'Elige un plan',
          body: 'Todos los planes, incluido el gratuito, traen velas cada mes.',
        },
        {
          title: 'Usa las funciones de IA',
          body: 'Cada guía de estudio, bosquejo de sermón, capítulo en audio o video gasta velas.',
        },
        {
          title: 'Recarga cuando lo necesites',
          body: 'Añade un paquete de refuerzo en cualquier momento; las iglesias también ganan velas de fidelidad.',
        },
      ],
    },
    cta: {
      title: 'Lleva la ayuda de la IA a tu estudio y tu ministerio',
      body: 'Empieza gratis con velas cada mes o compra un paquete de refuerzo cuando necesites más.',
    },
    allotments: {
      title: 'Velas por plan',
      body: 'Cada plan incluye una asignación mensual de velas de IA que se renueva cada mes.',
    },
    boostPacks: {
      title: 'Paquetes de refuerzo',
      body: 'Recargas de pago único en tres tamaños, para cualquier plan. Las velas de los paquetes de refuerzo no caducan nunca.',
    },
    loyalty: {
      title: 'Velas de fidelidad para iglesias',
      body: 'Los planes para iglesias reciben velas adicionales dos veces al año, como agradecimiento por seguir con Koinonia.',
    },
  },
  contactUs: {
    meta: {
      title: 'Habla con Koinonia: soporte, demos y preguntas',
      description:
        'Escribe al equipo de Koinonia: ayuda con tu cuenta, planes para iglesias y organizaciones, demostraciones o cualquier pregunta. Respondemos cada mensaje.',
    },
    hero: {
      eyebrow: 'Contáctanos',
      title: 'Nos encantará saber de ti',
      subtitle: 'Ayuda, una demostración o una respuesta: elige el camino que mejor te venga.',
    },
    channels: {
      title: '¿Cómo podemos ayudarte?',
      items: {
        contact: {
          title: 'Envíanos un mensaje',
          body: 'Preguntas, ideas o comentarios: alguien de nuestro equipo te responderá.',
          link: 'Escríbenos',
        },
        support: {
          title: 'Obtén soporte',
          body: 'Problemas para iniciar sesión, dudas sobre tu plan o tus velas, o algo que no funciona.',
          link: 'Pide ayuda',
        },
        enterprise: {
          title: 'Planes para iglesias y organizaciones',
          body: '¿Estás pensando en Koinonia para una congregación grande, varias sedes o una red de iglesias? Hablemos.',
          link: 'Habla con nuestro equipo',
        },
        demo: {
          title: 'Mira Koinonia en acción',
          body: 'Un recorrido en vivo para tus pastores y tu equipo.',
          link: 'Solicita una demostración',
        },
      },
    },
    address: {
      title: 'Dirección postal de la empresa',
      lines: ['Koinonia', '100 Fellowship Way', 'Suite 200', 'Nashville, TN 37203', 'Estados Unidos'],
    },
    email: {
      title: 'Escríbenos por correo',
      support: 'Soporte: {email}',
      privacy: 'Privacidad: {email}',
    },
    responseTime: 'Respondemos las consultas de soporte y de iglesias en un día hábil, y los demás mensajes en dos.',
  },
};

export default copy;
