import type { HelpCopy } from './en';

/** Spanish copy of the FAQ and help docs pages. */
const copy: HelpCopy = {
  search: {
    label: 'Buscar',
    placeholder: 'Busca preguntas y guías',
    results: '{count} resultados',
    noResults: 'Nada coincide con «{query}». Prueba con otra palabra o contacta con soporte.',
    clear: 'Borrar búsqueda',
  },
  faq: {
    meta: {
      title: 'Preguntas frecuentes — Koinonia',
      description:
        'Respuestas sobre Koinonia: cómo empezar, planes gratuitos y de pago, velas de IA, privacidad, visibilidad de oraciones y qué añaden los planes para iglesias.',
    },
    hero: {
      eyebrow: 'Preguntas frecuentes',
      title: 'Las preguntas que más nos hacen',
      subtitle: 'Respuestas breves y sinceras para miembros, líderes y administradores de iglesias.',
    },
    groups: [
      {
        title: 'Primeros pasos',
        items: [
          {
            question: '¿Qué es Koinonia?',
            answer:
              'Koinonia es una app para la iglesia pensada para miembros, líderes, pastores, administradores y voluntarios. Reúne en un solo lugar el muro de oración, la lectura bíblica diaria, el diario S.O.A.P., los eventos, el chat de grupos, el servicio y las ofrendas, para que una iglesia viva en comunión toda la semana.',
          },
          {
            question: '¿Koinonia es gratis?',
            answer:
              'Sí. El plan {disciplePlan} es gratuito, sin necesidad de tarjeta, e incluye el muro de oración, el diario S.O.A.P., las conversaciones en comunidad, la lectura bíblica diaria, los planes de lectura para principiantes y {discipleCandles} velas de IA al mes. Los planes de pago añaden más velas y herramientas.',
          },
          {
            question: '¿Necesito que mi iglesia esté en Koinonia?',
            answer:
              'No. Puedes leer, orar y escribir tu diario por tu cuenta, y elegir una iglesia durante la configuración es opcional. Cuando tu iglesia se une, te conectas a sus comunidades, eventos y equipos de servicio desde la misma cuenta.',
          },
          {
            question: '¿En qué idiomas está Koinonia?',
            answer:
              'Koinonia está disponible en {languageCount} idiomas, entre ellos el árabe, el urdu, el hebreo y el persa, que se leen de derecha a izquierda. En tu primera visita te sugerimos idiomas según tu país, y puedes cambiar el tuyo cuando quieras en Configuración.',
          },
        ],
      },
      {
        title: 'Planes y velas',
        items: [
          {
            question: '¿Qué es una vela de IA?',
            answer:
              'Una vela de IA es un crédito que se usa en las funciones de IA: guías de estudio, preparación de sermones, la Biblia en audio con IA y los videos con IA. Cada plan incluye velas que se renuevan cada mes. La oración, la lectura, el chat y todo lo que no es IA nunca cuesta velas.',
          },
          {
            question: '¿Qué pasa si me quedo sin velas?',
            answer:
              'Solo se pausan las funciones de IA. Puedes esperar a que se renueven tus velas mensuales, comprar un paquete de refuerzo cuyas velas nunca caducan o pasarte a un plan con más velas al mes.',
          },
          {
            question: '¿Puedo cambiar o cancelar mi plan?',
            answer:
              'Sí, cuando quieras. Paga cada mes, o paga al año y obtén {freeMonths} meses gratis. Si cancelas, conservas tu plan hasta el final del periodo que ya pagaste y después vuelves al plan gratuito con todo tu contenido intacto.',
          },
          {
            question: '¿Las velas tienen valor en dinero?',
            answer:
              'No. Las velas son créditos para las funciones de IA dentro de Koinonia. No se pueden cambiar por dinero ni usar fuera de la app.',
          },
        ],
      },
      {
        title: 'Privacidad y seguridad',
        items: [
          {
            question: '¿Koinonia vende mis datos o muestra anuncios?',
            answer:
              'No. No hay rastreo publicitario, ni analíticas de terceros, ni reventa de datos. Usamos tus datos solo para que Koinonia funcione para ti y para tu iglesia.',
          },
          {
            question: '¿Quién puede ver mis peticiones de oración?',
            answer:
              'Tú lo eliges en cada petición. Las públicas aparecen en el muro de oración de tu iglesia, las privadas quedan entre tú y el círculo de oración que elijas, y las anónimas se muestran sin tu nombre.',
          },
          {
            question: '¿Qué cookies usa Koinonia?',
            answer:
              'Una sola cookie de inicio de sesión que guarda un identificador de sesión aleatorio. No hay cookies de publicidad ni de analítica. Tu navegador también recuerda en tu propio dispositivo tu tema, tu idioma y la disposición de la barra lateral.',
          },
          {
            question: '¿Cómo denuncio algo dañino?',
            answer:
              'Los foros y chats de grupo los moderan los líderes de tu iglesia, así que avisa primero a un moderador o líder de esa comunidad. Si afecta a tu seguridad o no se resolvió, escribe a {supportEmail} y lo revisaremos.',
          },
        ],
      },
      {
        title: 'Para iglesias',
        items: [
          {
            question: '¿Cómo empieza nuestra iglesia?',
            answer:
              'Elige {churchBasicPlan} o {churchStandardPlan}, o contáctanos sobre {enterprisePlan} para redes más grandes. Con gusto programamos una demostración y te ayudamos a invitar a tu equipo y a tus miembros.',
          },
          {
            question: '¿Qué añaden los planes para iglesias?',
            answer:
              'Gestión de miembros, planificación de eventos, comunicación con toda la iglesia, un círculo de oración privado, analíticas, gestión de varias sedes, análisis de ofrendas y donantes, integración de transmisiones en vivo, gestión de voluntarios y chat ministerial en tiempo real con CRM.',
          },
          {
            question: '¿Qué son las velas de fidelidad?',
            answer:
              'Un agradecimiento a las iglesias que siguen con nosotros: cada {loyaltyMonths} meses, las iglesias con {churchBasicPlan} reciben {basicLoyaltyCandles} velas adicionales y las iglesias con {churchStandardPlan} reciben {standardLoyaltyCandles}.',
          },
          {
            question: '¿Qué pueden ver los administradores de la iglesia?',
            answer:
              'Los administradores ven la membresía y el contenido de sus propias comunidades. Las oraciones y los diarios privados de los miembros siguen siendo privados, y los registros de ofrendas solo los ven quien ofrenda y los administradores de finanzas de la iglesia.',
          },
        ],
      },
    ],
  },
  helpDocs: {
    meta: {
      title: 'Guías de ayuda paso a paso — Koinonia',
      description:
        'Guías paso a paso de Koinonia: crea tu cuenta, publica peticiones de oración, sigue planes de lectura, confirma eventos, sirve, gestiona miembros y usa velas.',
    },
    hero: {
      eyebrow: 'Guías de ayuda',
      title: 'Guías paso a paso',
      subtitle: 'Busca la tarea que tienes en mente y sigue los pasos. Cada guía lleva pocos minutos.',
    },
    articles: [
      {
        id: 'create-your-account',
        title: 'Crea tu cuenta y elige un idioma',
        summary: 'Regístrate gratis y configura Koinonia en el idioma en el que oras.',
        steps: [
          'Elige «Empieza gratis» y escribe tu nombre, tu correo electrónico y una contraseña. No necesitas tarjeta.',
          'Abre el correo que te enviamos y sigue el enlace para verificar tu dirección.',
          'Completa la breve configuración: tu perfil, tu iglesia y tus intereses. Puedes saltarte los pasos de iglesia e intereses y volver más tarde.',
          'Elige tu idioma en el último paso. Para cambiarlo después, abre Configuración y elige Idioma; tu elección se guarda en tu cuenta y te acompaña en todos tus dispositivos.',
        ],
      },
      {
        id: 'post-a-prayer-request',
        title: 'Publica una petición de oración y elige quién la ve',
        summary: 'Comparte lo que hay en tu corazón exactamente con las personas que quieras.',
        steps: [
          'Abre Muro de oración, en Adoración en la barra lateral, y empieza una nueva petición.',
          'Dale un título breve y escribe por qué te gustaría que oraran.',
          'Elige quién la ve: Pública para el muro de oración de tu iglesia, Privada para ti y el círculo de oración que elijas, o Anónima para compartirla sin tu nombre.',
          'Publícala. Recibirás avisos cuando otros oren, y la petición muestra cuántas personas oran contigo.',
          'Cuando la oración sea respondida, márcala como respondida para que todos los que oraron den gracias contigo.',
        ],
      },
      {
        id: 'reading-plan-and-soap-journal',
        title: 'Empieza un plan de lectura y lleva un diario S.O.A.P.',
        summary: 'Crea el hábito diario de leer la Escritura y anotar lo que significa para ti.',
        steps: [
          'Abre Lectura bíblica, en Adoración, y explora los planes de lectura: {beginnerPlans} para principiantes y {intermediatePlans} para quienes quieren profundizar.',
          'Empieza un plan. Cada día trae una lectura con un devocional guiado y notas de estudio; elige tu traducción o escucha con la Biblia en audio.',
          'Después de leer, abre el Diario S.O.A.P. y escribe cuatro partes breves: la Escritura que te llamó la atención (Scripture), tu Observación, cómo la vas a aplicar (Aplicación) y una Oración (Prayer).',
          'Vuelve mañana: tu avance en el plan queda guardado y tu diario sigue siendo privado, salvo que decidas compartir una entrada.',
        ],
      },
      {
        id: 'rsvp-to-an-event',
        title: 'Confirma tu asistencia a un evento y recibe recordatorios',
        summary: 'Avisa a los organizadores de que vas y no te pierdas el comienzo.',
        steps: [
          'Abre Eventos, en Conectar, para ver lo que se viene en tu iglesia y tus grupos, con el lugar y la sede de cada uno.',
          'Abre un evento y confirma tu asistencia para que los organizadores sepan cuántas personas esperar.',
          'Los recordatorios llegan antes del evento por los canales que elijas en Configuración de notificaciones: en la app, por correo o como notificación push.',
          'Si cambian tus planes, actualiza tu respuesta para que el recuento de asistentes siga siendo exacto.',
        ],
      },
      {
        id: 'join-a-community',
        title: 'Únete a una comunidad y chatea con tu grupo',
        summary: 'Encuentra tu grupo pequeño o tu ministerio y mantente en contacto entre reuniones.',
        steps: [
          'Abre Comunidades, en Conectar, y encuentra los grupos y ministerios de tu iglesia.',
          'Únete a aquellos de los que formas parte. Así verás sus anuncios, foros y eventos.',
          'Participa en los foros, que moderan tus líderes, o abre el chat de tu grupo para conversar rápidamente.',
          'Usa Mensajes para las conversaciones personales y Contactos para tener cerca a las personas que conoces.',
        ],
      },
      {
        id: 'volunteer-and-gifts-assessment',
        title: 'Encuentra una oportunidad de voluntariado y haz la evaluación de dones',
        summary: 'Descubre qué dones has recibido y encuentra un lugar para servir que encaje contigo.',
        steps: [
          'Haz la evaluación de dones espirituales: la básica tiene {basicQuestions} preguntas y es gratuita; la completa tiene {comprehensiveQuestions} preguntas y está incluida desde el plan {servantPlan}.',
          'Abre el Centro de servicio, en Servir. Primero se te sugieren las oportunidades que coinciden con tus habilidades y dones.',
          'Abre una oportunidad para ver el equipo, lo que implica y cuántos puestos quedan libres, y luego postúlate.',
          'Sigue tu solicitud en Mis solicitudes. Cuando formes parte de un equipo, tus turnos y recordatorios aparecerán en el Centro de servicio, y las insignias de reconocimiento destacarán tu servicio.',
        ],
      },
      {
        id: 'invite-staff-and-manage-members',
        title: 'Invita a tu equipo y gestiona a los miembros',
        summary: 'Para administradores de iglesias: incorpora a tu equipo y mantén al día tu lista de miembros.',
        steps: [
          'Abre Admin. de la iglesia en la barra lateral. Aparece cuando la cuenta de tu iglesia te da acceso de administrador.',
          'En la gestión del equipo, invita a una persona por correo y elige su función: administrador, líder o moderador.',
          'Esa persona recibe una invitación y la acepta iniciando sesión o creando una cuenta; recibirás un aviso cuando se una.',
          'Usa Gestión de personas para ver a tus miembros, actualizar sus datos y organizarlos en grupos y ministerios.',
          'Envía las noticias para toda la iglesia desde el Centro de comunicación, para que todos las reciban en un solo lugar.',
        ],
      },
      {
        id: 'ai-candles-and-boost-packs',
        title: 'Usa las velas de IA y compra un paquete de refuerzo',
        summary: 'Usa velas en las herramientas de estudio y de sermones con IA, y recarga cuando necesites más.',
        steps: [
          'Abre Velas, en Cuenta, para ver tu saldo y cuánto cuesta cada función de IA.',
          'Usa una función de IA, como una guía de estudio o la preparación de un sermón; las velas que cuesta se descuentan de tu saldo.',
          'Las velas de tu plan se renuevan cada mes. Si necesitas más antes, compra un paquete de refuerzo: S con {smallPackCandles} velas, M con {mediumPackCandles} o L con {largePackCandles}.',
          'El precio se muestra en tu moneda antes de pagar, y las velas de los paquetes de refuerzo nunca caducan.',
        ],
      },
      {
        id: 'theme-font-size-and-notifications',
        title: 'Cambia el tema, el tamaño de letra y las notificaciones',
        summary: 'Haz que Koinonia sea cómoda de leer y decide qué te llega.',
        steps: [
          'Abre Configuración y, en Apariencia, elige el tema Claro, Oscuro o Automático. Automático sigue a tu dispositivo. El botón del encabezado también lo cambia al instante.',
          'Elige un tamaño de letra Pequeño, Mediano o Grande. Tu elección se guarda en tu cuenta.',
          'Abre Configuración de notificaciones y elige, para cada tipo de notificación, si aparece en la app, llega por correo o se envía a tu dispositivo.',
          'Fija hasta {maxPinned} páginas favoritas en la barra lateral para tenerlas siempre arriba.',
        ],
      },
      {
        id: 'export-or-delete-your-data',
        title: 'Exporta o elimina tus datos',
        summary: 'Consulta qué datos tuyos guarda Koinonia, descarga una copia o elimina tu cuenta.',
        steps: [
          'Para pedir una copia de tus datos o la eliminación de tu cuenta, envía una solicitud de soporte (elige Consultas generales) o escribe a {privacyEmail}.',
          'Para corregir tu nombre, tu nombre de usuario o tu foto, abre Perfil desde el menú de tu avatar.',
          'Cuando eliminas tu cuenta, tus datos se borran en un plazo de {deletionDays} días, salvo los registros de ofrendas que tu iglesia debe conservar por ley.',
          'Escribe desde el correo de tu cuenta, para que sepamos que la solicitud es tuya; respondemos en un día hábil.',
        ],
      },
    ],
  },
  stillNeedHelp: {
    title: '¿Todavía necesitas ayuda?',
    body: 'Nuestro equipo de soporte lee cada mensaje y responde en un día hábil. Cuéntanos qué intentabas hacer y qué ocurrió.',
  },
};

export default copy;
