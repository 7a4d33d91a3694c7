import type { LandingCopy } from './en';

/** Spanish copy of the landing page. */
const copy: LandingCopy = {
  meta: {
    title: 'Koinonia — La superapp de la iglesia para la comunión',
    description:
      'Muro de oración, lectura bíblica diaria, eventos, chat de grupos y voluntariado en una app que cuida tu privacidad, para miembros, líderes, pastores y equipos.',
  },
  hero: {
    eyebrow: 'La superapp de la iglesia',
    title: 'Una comunión que continúa toda la semana',
    subtitle:
      'Oración, Escritura, eventos, chat y servicio en una sola app que cuida la privacidad de tus miembros, líderes y equipo.',
  },
  overview: {
    title: 'Un solo hogar para la vida en comunidad de tu iglesia',
    paragraphs: [
      'Muchas iglesias hacen malabares con un chat de grupo, una hoja de inscripción, una página de ofrendas y una hoja de cálculo de voluntarios. Koinonia lo reúne todo en un solo lugar: los miembros lo encuentran todo y los líderes dejan de copiar listas de una herramienta a otra.',
      'Los miembros oran unos por otros, leen la Biblia cada día y se apuntan para servir. Los pastores y administradores ven quién está conectado y dónde hace falta ayuda, en {languageCount} idiomas.',
    ],
  },
  features: {
    title: 'Todo lo que hace tu iglesia, en una sola app',
    items: [
      {
        title: 'Muro de oración',
        body: 'Peticiones privadas, públicas o anónimas, círculos de oración y oraciones respondidas, abierto a toda hora.',
      },
      {
        title: 'Lectura bíblica y diario',
        body: 'Lecturas diarias, devocionales guiados, planes de lectura, una Biblia en audio y un diario S.O.A.P.',
      },
      {
        title: 'Eventos y comunidad',
        body: 'Confirmaciones de asistencia, recordatorios, foros moderados, chat de grupos pequeños, mensajes y anuncios.',
      },
      {
        title: 'Centro de servicio',
        body: 'Conecta a los miembros con los equipos ministeriales según sus habilidades y dones espirituales; luego organiza sus turnos y agradéceles.',
      },
      {
        title: 'Estudio y preparación de sermones con IA',
        body: 'Guías de estudio y bosquejos de sermones cuando los necesites, pagados con las velas de IA que incluye cada plan.',
      },
      {
        title: 'Administración de la iglesia',
        body: 'Gestión de miembros, ofrendas en línea con análisis de donantes, transmisión en vivo, varias sedes y estudios de contenido.',
      },
    ],
  },
  featurePages: {
    title: 'Descubre las funciones',
    items: {
      prayerWall: {
        title: 'Muro de oración',
        body: 'Comparte necesidades, reúne círculos de oración y celebra en comunidad las oraciones respondidas.',
      },
      bibleReading: {
        title: 'Lectura bíblica',
        body: 'Lee, escucha y reflexiona cada día con planes, devocionales y tu diario S.O.A.P.',
      },
      events: {
        title: 'Eventos',
        body: 'Organiza reuniones con confirmaciones de asistencia, recordatorios y control de asistencia en cada sede.',
      },
      communityChat: {
        title: 'Chat comunitario',
        body: 'Mantén a las comunidades y grupos pequeños conversando con seguridad entre un domingo y otro.',
      },
      volunteerHub: {
        title: 'Centro de voluntariado',
        body: 'Ayuda a cada miembro a encontrar un lugar para servir que se ajuste a sus dones.',
      },
    },
  },
  audiences: {
    title: 'Hecha para todos en tu iglesia',
    items: [
      {
        title: 'Miembros',
        body: 'Ora, lee, escribe tu diario y participa en la vida de tu iglesia desde tu teléfono, a cualquier hora.',
      },
      {
        title: 'Líderes de grupos y ministerios',
        body: 'Conversa con tu grupo, comparte anuncios, organiza eventos y cubre los puestos de voluntariado.',
      },
      {
        title: 'Pastores',
        body: 'Descubre dónde necesita cuidado tu congregación y prepara sermones y estudios con ayuda de la IA.',
      },
      {
        title: 'Administradores y voluntarios de la iglesia',
        body: 'Gestiona miembros, ofrendas, sedes y horarios sin un cajón lleno de hojas de cálculo.',
      },
    ],
  },
  benefits: {
    title: 'Por qué las iglesias eligen Koinonia',
    items: [
      {
        title: 'Menos administración, más ministerio',
        body: 'Una sola app sustituye el mosaico de herramientas, para que el equipo dedique su tiempo a las personas.',
      },
      {
        title: 'Miembros que siguen conectados',
        body: 'La oración, la lectura y el chat dan a las personas un motivo para volver entre un domingo y otro.',
      },
      {
        title: 'Lista para cada sede',
        body: 'Gestiona varias sedes desde una sola cuenta y celebra eventos en distintos lugares.',
      },
      {
        title: 'En el idioma de cada miembro',
        body: 'Cada persona elige su idioma y un tema claro u oscuro, y puede guardar contenido para usarlo sin conexión.',
      },
    ],
  },
  howItWorks: {
    title: 'Cómo funciona',
    steps: [
      {
        title: 'Crea una cuenta gratuita',
        body: 'Regístrate en un minuto, sin tarjeta, y elige tu idioma.',
      },
      {
        title: 'Únete a tu iglesia o regístrala',
        body: 'Encuentra tu iglesia y tus grupos, o trae a tu congregación con un plan para iglesias.',
      },
      {
        title: 'Ora, lee, reúnete y sirve',
        body: 'Empieza con la lectura de hoy o una petición de oración, y crece a partir de ahí.',
      },
    ],
  },
  cta: {
    title: 'Reúne a tu iglesia en un solo lugar',
    body: 'Empieza gratis hoy, o programa una demostración y le mostraremos Koinonia a tu equipo paso a paso.',
  },
};

export default copy;
