import type { FeaturesCopy } from './en';

/** Spanish copy of the five feature pages (prayer wall, Bible reading, events, community chat, volunteer hub). */
const copy: FeaturesCopy = {
  prayerWall: {
    meta: {
      title: 'Muro de oración: orar juntos día y noche — Koinonia',
      description:
        'Comparte peticiones de oración de forma privada, pública o anónima, reúne círculos de oración, ve quién ora y celebra las respuestas con tu iglesia.',
    },
    hero: {
      eyebrow: 'Muro de oración',
      title: 'Ninguna petición de oración se lleva a solas',
      subtitle: 'Comparte una necesidad de forma privada, pública o anónima, y deja que tu iglesia ore contigo.',
    },
    overview: {
      title: 'La oración en el corazón de tu iglesia',
      paragraphs: [
        'Las necesidades de oración pocas veces esperan al domingo. El Muro de oración permite a los miembros pedir oración a cualquier hora y saber que otros están orando.',
        'Tú decides quién ve cada petición, y las oraciones respondidas se marcan para que todos puedan dar gracias.',
      ],
    },
    features: {
      title: 'Lo que ofrece el Muro de oración',
      items: [
        {
          title: 'Privada, pública o anónima',
          body: 'Guarda una petición para ti, compártela con tu iglesia o publícala sin tu nombre.',
        },
        {
          title: 'Círculos de oración',
          body: 'Reúne a un pequeño círculo en torno a una necesidad, como una hospitalización o una familia en duelo.',
        },
        {
          title: 'Mira quién está orando',
          body: 'Sabrás que hay personas orando por tu petición, para que nunca la lleves a solas.',
        },
        {
          title: 'Oraciones respondidas',
          body: 'Marca una oración como respondida y añade una actualización, para que otros se alegren contigo.',
        },
        {
          title: 'Notificaciones a tu medida',
          body: 'Entérate cuando alguien ora por ti, y activa o desactiva cada aviso.',
        },
        {
          title: 'Abierto a toda hora',
          body: 'Publica y ora a medianoche o al mediodía, desde tu teléfono o tu computadora.',
        },
      ],
    },
    benefits: {
      title: 'Por qué es importante',
      items: [
        {
          title: 'El cuidado llega antes',
          body: 'Las necesidades se comparten en cuanto surgen, no días después.',
        },
        {
          title: 'Los líderes ven las necesidades',
          body: 'Las peticiones públicas y los círculos muestran a los pastores dónde hace falta cuidado.',
        },
        {
          title: 'La fe crece con el testimonio',
          body: 'Las oraciones respondidas se convierten en un registro de la fidelidad de Dios.',
        },
        {
          title: 'Las necesidades delicadas, a salvo',
          body: 'Las peticiones privadas y anónimas permiten pedir oración sin miedo a los chismes.',
        },
      ],
    },
    howItWorks: {
      title: 'Cómo funciona',
      steps: [
        {
          title: 'Escribe tu petición',
          body: 'Cuenta lo que hay en tu corazón, con tus propias palabras.',
        },
        {
          title: 'Elige quién la ve',
          body: 'Hazla privada, pública o anónima, o compártela con un círculo de oración.',
        },
        {
          title: 'Ora y da gracias',
          body: 'Ora por los demás y marca las respuestas cuando lleguen.',
        },
      ],
    },
    cta: {
      title: 'Empieza hoy a orar en comunidad',
      body: 'El Muro de oración es gratuito. Publica tu primera petición en pocos minutos.',
    },
  },
  bibleReading: {
    meta: {
      title: 'Planes de lectura bíblica y diario S.O.A.P. — Koinonia',
      description:
        'Lectura diaria, devocionales guiados, planes de lectura, notas de estudio, varias traducciones, Biblia en audio y diario S.O.A.P. para arraigarte en la Palabra.',
    },
    hero: {
      eyebrow: 'Lectura bíblica',
      title: 'Abrir la Palabra cada día, juntos',
      subtitle:
        'Lecturas diarias, devocionales guiados, planes de lectura y un diario S.O.A.P. que ayudan a que la Escritura eche raíces.',
    },
    overview: {
      title: 'Un hábito diario que perdura',
      paragraphs: [
        'Empezar a leer la Biblia es fácil; perseverar es lo difícil. Koinonia te da cada día un pasaje, un devocional guiado y un espacio para escribir lo que aprendes.',
        'Lee en varias traducciones, escucha mientras vas de camino y comenta el pasaje con tu iglesia. Las notas de estudio y las guías de estudio con IA te llevan más a fondo.',
      ],
    },
    features: {
      title: 'Todo para leer y estudiar',
      items: [
        {
          title: 'Lectura diaria y devocionales',
          body: 'Cada día trae un pasaje y un breve devocional para meditar y orar.',
        },
        {
          title: 'Planes de lectura para cada etapa',
          body: 'Elige entre {beginnerPlans} planes para principiantes y {intermediatePlans} de nivel intermedio, y sigue tu progreso día a día.',
        },
        {
          title: 'Diario S.O.A.P.',
          body: 'Anota en cada lectura la Escritura (Scripture), tu Observación, su Aplicación y una Oración (Prayer).',
        },
        {
          title: 'Notas de estudio y traducciones',
          body: 'Compara varias traducciones de la Biblia y lee notas de estudio sobre el contexto y el significado.',
        },
        {
          title: 'Biblia en audio',
          body: 'Escúchala mientras conduces, caminas o cocinas.',
        },
        {
          title: 'Conversación en comunidad',
          body: 'Comparte una reflexión sobre el pasaje de hoy y lee lo que otros descubrieron.',
        },
      ],
    },
    benefits: {
      title: 'Por qué es importante',
      items: [
        {
          title: 'Constancia a lo largo del tiempo',
          body: 'Un ritmo diario y un progreso visible ayudan a los miembros a leer semana tras semana.',
        },
        {
          title: 'Comprender, no solo leer',
          body: 'Los devocionales, las notas y el diario convierten un capítulo en algo que se vive.',
        },
        {
          title: 'La Escritura dondequiera que estés',
          body: 'Lee en cualquier dispositivo, guarda lecturas para usarlas sin conexión o escúchalas de camino.',
        },
        {
          title: 'Una iglesia en sintonía',
          body: 'Los grupos que siguen un mismo plan conversan a partir de una lectura compartida.',
        },
      ],
    },
    howItWorks: {
      title: 'Cómo funciona',
      steps: [
        {
          title: 'Elige un plan',
          body: 'Empieza con la lectura de hoy o elige un plan que se adapte a tu tiempo.',
        },
        {
          title: 'Lee, escucha y reflexiona',
          body: 'Lee o escucha, sigue el devocional y escribe una entrada S.O.A.P.',
        },
        {
          title: 'Comparte y persevera',
          body: 'Comenta el pasaje con tu iglesia y mira cómo crece tu progreso.',
        },
      ],
    },
    cta: {
      title: 'Empieza hoy tu primer plan de lectura',
      body: 'La lectura diaria, los planes para principiantes y el diario S.O.A.P. son gratuitos, sin necesidad de tarjeta.',
    },
  },
  events: {
    meta: {
      title: 'Eventos con confirmación y recordatorios — Koinonia',
      description:
        'Crea eventos de la iglesia, recibe confirmaciones, envía recordatorios y controla la asistencia en cada lugar y sede, en un calendario que tus miembros valoran.',
    },
    hero: {
      eyebrow: 'Eventos',
      title: 'Cada reunión, organizada en un solo lugar',
      subtitle:
        'Crea eventos, recibe confirmaciones de asistencia, envía recordatorios y controla la asistencia en cada sede.',
    },
    overview: {
      title: 'Del culto del domingo al viaje misionero',
      paragraphs: [
        'La vida de la iglesia está llena de encuentros: cultos, noches de jóvenes, comidas compartidas y retiros. Koinonia los reúne en un calendario en el que los miembros confían.',
        'Los líderes ven quién va a venir y quién vino, para planificar con tiempo y hacer seguimiento a quienes faltaron.',
      ],
    },
    features: {
      title: 'Herramientas para cada evento',
      items: [
        {
          title: 'Crear eventos es sencillo',
          body: 'Añade un título, una hora y un lugar, y publícalo para tu iglesia, una comunidad o un grupo.',
        },
        {
          title: 'Confirmación con un toque',
          body: 'Los miembros responden en un momento y tú ves cómo crece la cifra.',
        },
        {
          title: 'Recordatorios',
          body: 'Quienes respondieron reciben un recordatorio antes del evento, así menos personas lo olvidan.',
        },
        {
          title: 'Control de asistencia',
          body: 'Registra quién vino y compara la asistencia de un evento a otro.',
        },
        {
          title: 'Varios lugares',
          body: 'Celebra un evento en varios sitios o sedes, con cada dirección bien visible.',
        },
        {
          title: 'Una sola lista para los miembros',
          body: 'Los miembros ven juntos los eventos de su iglesia y de sus grupos.',
        },
      ],
    },
    benefits: {
      title: 'Por qué es importante',
      items: [
        {
          title: 'Más asistencia',
          body: 'Responder es fácil y los recordatorios llegan a tiempo, así que más personas cruzan la puerta.',
        },
        {
          title: 'Planifica con cifras reales',
          body: 'Sabe cuántas personas esperar para las comidas, los asientos y el cuidado de los niños.',
        },
        {
          title: 'Seguimiento con cariño',
          body: 'La asistencia muestra quién ha estado ausente, para que los líderes puedan acercarse.',
        },
        {
          title: 'Menos papeleo',
          body: 'Sin hojas de inscripción ni hojas de cálculo que cuadrar después del evento.',
        },
      ],
    },
    howItWorks: {
      title: 'Cómo funciona',
      steps: [
        {
          title: 'Crea el evento',
          body: 'Fija la fecha, la hora y los lugares, y elige a quién invitas.',
        },
        {
          title: 'Recibe las respuestas',
          body: 'Los miembros confirman su asistencia en la app y reciben recordatorios a medida que se acerca el día.',
        },
        {
          title: 'Reúne a tu gente y haz seguimiento',
          body: 'Registra la asistencia ese día y contacta a quienes no pudieron venir.',
        },
      ],
    },
    cta: {
      title: 'Organiza tu próxima reunión con Koinonia',
      body: 'Los miembros confirman su asistencia gratis. Los planes para iglesias añaden la planificación completa de eventos; programa una demostración para verla.',
    },
  },
  communityChat: {
    meta: {
      title: 'Chat comunitario, foros y mensajes — Koinonia',
      description:
        'Comunidades, foros moderados, chat de grupos pequeños, mensajes directos y anuncios que mantienen a tu iglesia unida y animada entre un domingo y otro.',
    },
    hero: {
      eyebrow: 'Chat comunitario',
      title: 'Conectados de domingo a domingo',
      subtitle: 'Comunidades, foros moderados, chat de grupos pequeños, mensajes y anuncios en un lugar seguro.',
    },
    overview: {
      title: 'Comunión más allá de la puerta de la iglesia',
      paragraphs: [
        'La comunión no termina cuando acaba el culto. Cada comunidad y cada grupo pequeño tiene su propio espacio para conversar y animarse unos a otros toda la semana.',
        'Los líderes publican anuncios, los moderadores mantienen los foros amables y los miembros se escriben sin compartir su número de teléfono.',
      ],
    },
    features: {
      title: 'Formas de mantenerse en contacto',
      items: [
        {
          title: 'Comunidades',
          body: 'Únete a tu iglesia, a sus ministerios y a grupos de interés, cada uno con sus propias conversaciones.',
        },
        {
          title: 'Foros moderados',
          body: 'Conversa sobre la fe y la vida de la iglesia mientras los moderadores mantienen el respeto.',
        },
        {
          title: 'Chat de grupos pequeños',
          body: 'Tu grupo en casa o tu estudio bíblico tiene su propio chat para peticiones de oración, planes y ánimo.',
        },
        {
          title: 'Mensajes directos',
          body: 'Escribe en privado a un miembro o a un líder sin compartir tu número de teléfono.',
        },
        {
          title: 'Anuncios',
          body: 'Los líderes publican una noticia importante una sola vez y llega a todos los miembros de la comunidad.',
        },
        {
          title: 'Contactos y Tablero de participación',
          body: 'Guarda en tus contactos a las personas que conoces y celebra la participación en el Tablero de participación.',
        },
      ],
    },
    benefits: {
      title: 'Por qué es importante',
      items: [
        {
          title: 'Nadie se queda atrás',
          body: 'Los recién llegados encuentran un grupo y una conversación desde su primera semana.',
        },
        {
          title: 'Más seguro que las redes sociales públicas',
          body: 'Las conversaciones se quedan dentro de tu iglesia, con moderación y sin rastreo publicitario.',
        },
        {
          title: 'Los líderes ahorran tiempo',
          body: 'Un solo anuncio reemplaza una cadena de correos, mensajes de texto y publicaciones.',
        },
        {
          title: 'Un ánimo que se nota',
          body: 'El Tablero de participación destaca a quienes oran, sirven y participan.',
        },
      ],
    },
    howItWorks: {
      title: 'Cómo funciona',
      steps: [
        {
          title: 'Únete a tus comunidades',
          body: 'Encuentra tu iglesia y los grupos a los que perteneces.',
        },
        {
          title: 'Saluda',
          body: 'Preséntate en el chat de tu grupo pequeño o abre un debate en el foro.',
        },
        {
          title: 'Mantente en contacto',
          body: 'Sigue los anuncios y escribe a tus amigos, con notificaciones que tú controlas.',
        },
      ],
    },
    cta: {
      title: 'Reúne las conversaciones de tu iglesia en casa',
      body: 'Únete gratis y encuentra hoy tus comunidades, o programa una demostración para tu equipo de liderazgo.',
    },
  },
  volunteerHub: {
    meta: {
      title: 'Voluntariado: Centro de servicio D.I.V.I.N.E. — Koinonia',
      description:
        'Conecta miembros y equipos ministeriales según habilidades y dones, publica oportunidades, revisa solicitudes, organiza turnos y agradece a tus voluntarios.',
    },
    hero: {
      eyebrow: 'Centro de voluntariado',
      title: 'Ayuda a cada miembro a encontrar su lugar para servir',
      subtitle:
        'El Centro de servicio D.I.V.I.N.E. conecta a las personas con los equipos ministeriales según sus habilidades y dones espirituales.',
    },
    overview: {
      title: 'Un servicio que comparten muchos',
      paragraphs: [
        'Muchas iglesias dependen de unos pocos voluntarios fieles mientras otros esperan a que se lo pidan. El Centro de servicio muestra cada puesto abierto y dónde encajan los dones de cada miembro.',
        'Los líderes publican oportunidades, revisan solicitudes y arman los turnos, para que los equipos estén completos sin pedírselo cada semana a las mismas personas.',
      ],
    },
    features: {
      title: 'Todo para tus equipos de voluntarios',
      items: [
        {
          title: 'Equipos ministeriales',
          body: 'Ve de un vistazo los líderes, miembros, funciones y puestos libres de cada equipo.',
        },
        {
          title: 'Tablón de oportunidades',
          body: 'Explora cada puesto abierto en tu iglesia y lo que implica.',
        },
        {
          title: 'Coincidencia por habilidades y dones',
          body: 'Las sugerencias se basan en tus habilidades y en tu evaluación de dones: la básica, de {basicQuestions} preguntas, o la completa, de {comprehensiveQuestions}.',
        },
        {
          title: 'Turnos con recordatorios',
          body: 'Planifica quién sirve y cuándo, y los voluntarios reciben un recordatorio antes de cada turno.',
        },
        {
          title: 'Solicitudes',
          body: 'Los miembros se postulan en pocos pasos, y los líderes revisan, aceptan y dan la bienvenida.',
        },
        {
          title: 'Insignias de reconocimiento',
          body: 'Las insignias agradecen a los voluntarios su servicio fiel y las metas alcanzadas.',
        },
      ],
    },
    benefits: {
      title: 'Por qué es importante',
      items: [
        {
          title: 'Más personas sirviendo',
          body: 'Funciones claras y la coincidencia por dones invitan a miembros que nunca supieron por dónde empezar.',
        },
        {
          title: 'Equipos más sanos',
          body: 'Repartir la carga ayuda a que tus voluntarios más fieles no se agoten.',
        },
        {
          title: 'Menos huecos el día señalado',
          body: 'Los turnos y recordatorios significan menos ausencias y menos llamadas de última hora.',
        },
        {
          title: 'Un servicio que se ve',
          body: 'Las insignias y el agradecimiento muestran a los voluntarios que su servicio importa.',
        },
      ],
    },
    howItWorks: {
      title: 'Cómo funciona',
      steps: [
        {
          title: 'Descubre tus dones',
          body: 'Haz la evaluación de dones espirituales para ver cómo Dios te ha formado para servir.',
        },
        {
          title: 'Encuentra un puesto y postúlate',
          body: 'Explora el tablón de oportunidades y postúlate al equipo que encaja contigo.',
        },
        {
          title: 'Sirve con tu equipo',
          body: 'Tu líder te añade a los turnos, y los recordatorios te mantienen preparado.',
        },
      ],
    },
    cta: {
      title: 'Ayuda a que cada don encuentre su lugar',
      body: 'Los miembros hacen gratis la evaluación básica de dones. Las iglesias pueden programar una demostración de la gestión de voluntarios.',
    },
  },
};

export default copy;
