import type { PricingCopy } from './en';

/** Spanish copy of the pricing page. */
const copy: PricingCopy = {
  meta: {
    title: 'Precios: planes para miembros e iglesias — Koinonia',
    description:
      'Compara los planes de Koinonia: empieza gratis como miembro, suma velas de IA al crecer o equipa a tu iglesia para miembros, ofrendas, eventos y voluntarios.',
  },
  hero: {
    eyebrow: 'Precios',
    title: 'Un plan para cada creyente y cada iglesia',
    subtitle:
      'Empieza gratis con el Muro de oración, la lectura bíblica diaria y tu diario S.O.A.P. Añade herramientas de IA cuando las necesites o reúne a toda tu congregación con un plan para iglesias.',
  },
  tabs: {
    label: 'Planes para',
    individual: 'Miembros individuales',
    individualGoal: 'Para crecer en la fe y sentirte parte',
    church: 'Planes para iglesias',
    churchGoal: 'Para la participación y el crecimiento',
  },
  billing: {
    label: 'Periodo de facturación',
    monthly: 'Mensual',
    yearly: 'Anual',
    yearlySaving: '2 meses gratis',
  },
  price: {
    free: 'Gratis',
    noCard: 'Sin tarjeta',
    perMonth: '/mes',
    perYear: '/año',
    billedYearly: '{amount} facturados al año',
    candlesPerMonth: '{count} velas de IA al mes',
    contactUs: 'Precio a medida',
    vatIncluded: 'Los precios incluyen un {rate} % de IVA.',
    shownIn: 'Precios en {currency} para {country}.',
    usdFallback: 'Precios en dólares estadounidenses.',
  },
  popular: 'El más elegido',
  choose: 'Empezar',
  contactSales: 'Hablar con ventas',
  everythingIn: 'Todo lo de {plan}, y además:',
  plans: {
    disciple: {
      tagline: 'Todo lo que necesitas para orar, leer la Biblia y sentirte en familia.',
      features: [
        'Muro de oración con peticiones privadas, públicas y anónimas',
        'Diario S.O.A.P.',
        'Conversaciones en comunidad',
        'Lectura bíblica diaria',
        'Planes de lectura para principiantes',
        'Herramientas básicas de estudio bíblico',
        'Test de dones espirituales ({basicQuestions} preguntas)',
      ],
    },
    servant: {
      tagline: 'Profundiza en el estudio y descubre los dones que Dios te dio para servir.',
      features: [
        'Test completo de dones espirituales ({comprehensiveQuestions} preguntas)',
        'Analíticas avanzadas',
        'Soporte prioritario',
      ],
    },
    torchbearer: {
      tagline: 'Para líderes que levantan ministerios y crean contenido para ellos.',
      features: [
        'Creación y gestión de ministerios',
        'Generador de planes de lectura personalizados',
        'Recursos ministeriales premium',
        'Biblia en audio con IA',
        'Creación de videos con IA',
        'Contenido sin conexión ilimitado',
        'Integraciones personalizadas',
      ],
    },
    churchBasic: {
      tagline: 'Un solo lugar para tus miembros, ministerios y equipo.',
      features: [
        'Gestión de miembros',
        'Planificación de eventos',
        'Comunicación con toda la iglesia',
        'Un círculo de oración privado para tu iglesia',
        'Sistema de gestión de voluntarios',
        'Chat ministerial en tiempo real con CRM',
        'Analíticas de ofrendas y donantes',
        'Integración de transmisiones en vivo',
        'Gestión de varias sedes',
        'Analíticas de la iglesia',
      ],
    },
    churchStandard: {
      tagline: 'Para iglesias en crecimiento que se apoyan en la IA para la enseñanza y los medios.',
      features: [
        'Más velas de IA cada mes para preparar sermones, guías de estudio y contenido multimedia',
        'La mayor de nuestras dos recompensas de fidelidad para iglesias',
      ],
    },
    enterprise: {
      tagline: 'Para congregaciones grandes y redes de iglesias.',
      features: [
        'Un precio acordado según el tamaño de tu congregación y tus sedes',
        'Una demostración en vivo y una conversación de planificación con nuestro equipo',
        'Soporte prioritario para tu personal y tus administradores',
      ],
    },
  },
  boostPacks: {
    title: 'Paquetes de refuerzo',
    body: '¿Necesitas más velas de IA antes de que se renueve tu plan? Recarga con un paquete de refuerzo de pago único, en cualquier plan.',
    pack: 'Paquete de refuerzo {size}',
    candles: '{count} velas de IA',
    noExpiry: 'No caducan nunca',
    buy: 'Comprar paquete',
  },
  loyalty: {
    title: 'Velas de fidelidad para iglesias',
    body: 'Las iglesias que siguen con Koinonia reciben velas de IA adicionales dos veces al año, además de su asignación mensual.',
    shepherd: 'Shepherd: {count} velas de fidelidad cada 6 meses',
    beacon: 'Beacon: {count} velas de fidelidad cada 6 meses',
  },
  enterprise: {
    title: '¿Sirves en una iglesia grande o con varias sedes?',
    body: 'Cuéntanos sobre tu congregación y diseñaremos un plan a la medida de tus sedes, ministerios y equipo, empezando por una demostración.',
  },
  faq: {
    title: 'Preguntas sobre los planes',
    items: [
      {
        question: '¿Puedo cambiar de plan o de periodo de facturación más adelante?',
        answer:
          'Sí. Desde tu cuenta puedes pasar a otro plan o cambiar entre facturación mensual y anual cuando quieras. Un plan superior se activa de inmediato; un plan inferior o un nuevo periodo de facturación empieza en tu siguiente fecha de cobro.',
      },
      {
        question: '¿Cómo cancelo mi plan?',
        answer:
          'Cancélalo desde tu cuenta cuando quieras. Tu plan sigue activo hasta el final del periodo que pagaste y después continúas con nuestro plan gratuito, con tus oraciones y las entradas de tu diario intactas.',
      },
      {
        question: '¿Qué es una vela de IA?',
        answer:
          'Una vela es un crédito que usas en las funciones de IA: guías de estudio, preparación de sermones, la Biblia en audio con IA y los videos con IA. Las velas del plan se renuevan cada mes; las de los paquetes de refuerzo no caducan nunca.',
      },
      {
        question: '¿Necesito un plan para iglesias o un plan individual?',
        answer:
          'Los planes individuales acompañan el caminar de una persona con Dios. Los planes para iglesias equipan a toda una congregación: gestión de miembros, eventos, comunicación, ofrendas y voluntarios. Los miembros pueden unirse a su iglesia con cualquier plan individual, incluido el gratuito.',
      },
    ],
  },
};

export default copy;
