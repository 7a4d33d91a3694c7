import type { LegalCopy } from './en';

/** Spanish copy of the privacy policy and terms of service. */
const copy: LegalCopy = {
  updated: 'Última actualización: {date}',
  contents: 'Contenido',
  privacyPolicy: {
    meta: {
      title: 'Política de privacidad — Koinonia',
      description:
        'Qué recopila Koinonia, por qué, quién lo ve, cuánto lo guardamos y tus derechos. Sin rastreo publicitario, sin analíticas de terceros, sin venta de datos.',
    },
    title: 'Política de privacidad',
    intro:
      'Koinonia es un lugar para la oración, la Escritura y la comunión, y eso exige confianza. Esta política explica con palabras sencillas qué recopilamos, qué hacemos con ello y qué no hacemos nunca: no mostramos anuncios, no usamos analíticas de terceros y nunca vendemos tus datos.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Quiénes somos',
        paragraphs: [
          'Koinonia es responsable de los datos personales descritos aquí. Nuestra dirección postal es Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Estados Unidos. Para cualquier pregunta sobre privacidad, escribe a {privacyEmail}.',
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Qué recopilamos',
        paragraphs: [
          'Tu cuenta: tu nombre, tu correo electrónico, tu nombre de usuario y tu contraseña. Guardamos la contraseña solo como un hash Argon2id, nunca la contraseña en sí. Puedes añadir una foto de perfil.',
          'Tu configuración: idioma preferido, tema, tamaño de letra, país, configuración de notificaciones y tus reflexiones semanales. Si aceptas la configuración sugerida en tu primera visita, guardamos el idioma, el país y la zona horaria que elegiste.',
          'Lo que creas: peticiones de oración, entradas del diario, mensajes, eventos y confirmaciones de asistencia, y tus registros de ofrendas si tu iglesia usa las ofrendas en línea.',
          'Los mensajes que nos envías mediante los formularios de contacto, del plan Enterprise y de soporte: tu nombre, tu correo electrónico, el mensaje, la categoría, la organización y el idioma.',
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'Cómo lo usamos',
        paragraphs: [
          'Usamos tus datos para que Koinonia funcione para ti: para iniciar tu sesión, mostrar tu contenido a las personas que elegiste, conservar tu configuración y responder a tus mensajes.',
          'Solo te enviamos correos para recuperar tu cuenta, verificar tu correo, enviarte enlaces de inicio de sesión, confirmar los mensajes que nos enviaste y hacerte llegar las notificaciones que activas en tu configuración de notificaciones.',
          'Cuando usas una función de IA, el texto que envías se procesa para generar tu respuesta. Nunca se usa con fines publicitarios.',
          'Los pagos los gestiona nuestro proveedor de pagos. Koinonia nunca ve ni guarda el número completo de tu tarjeta.',
        ],
      },
      {
        id: 'who-can-see-it',
        heading: 'Quién puede ver lo que compartes',
        paragraphs: [
          'Lo que creas se muestra según la visibilidad que elijas. Una petición de oración pública aparece en el muro de oración de tu iglesia, una privada queda entre tú y el círculo de oración que elijas, y una anónima se muestra sin tu nombre.',
          'Los administradores de iglesias y grupos ven la membresía y el contenido de sus propias comunidades. Los registros de ofrendas solo los ven quien ofrenda y los administradores de finanzas de su iglesia.',
        ],
      },
      {
        id: 'what-we-never-do',
        heading: 'Lo que nunca hacemos',
        paragraphs: [
          'No vendemos tus datos, no los compartimos con fines publicitarios ni te rastreamos en otros sitios web. No usamos analíticas de terceros.',
          'Solo transmitimos datos a terceros cuando esta política lo indica, como los datos de pago a nuestro proveedor de pagos, o cuando la ley nos obliga.',
        ],
      },
      {
        id: 'cookies-and-local-storage',
        heading: 'Cookies y almacenamiento local',
        paragraphs: [
          'Koinonia usa una sola cookie: una cookie de inicio de sesión que guarda un identificador de sesión aleatorio. Los scripts de la página no pueden leerla, y caduca cuando cierras sesión o tras un periodo sin uso. No usamos cookies de publicidad ni de analítica.',
          'El almacenamiento local de tu navegador guarda tu tema, tu idioma, la disposición de la barra lateral y cuándo se mostró por última vez el mensaje de bienvenida, para que el sitio se vea como lo dejaste. Esto se queda en tu dispositivo.',
        ],
      },
      {
        id: 'country-detection',
        heading: 'Cómo detectamos tu país',
        paragraphs: [
          'Para sugerirte un idioma y mostrarte los precios en tu moneda, averiguamos tu país a partir de tu dirección IP en una base de datos alojada en nuestros propios servidores. Tu dirección no se envía a nadie más, y la consulta no la guarda.',
          'Este producto incluye datos de GeoLite2 creados por MaxMind, disponibles en {link}.',
        ],
      },
      {
        id: 'retention',
        heading: 'Cuánto tiempo lo guardamos',
        paragraphs: [
          'Guardamos los datos de tu cuenta mientras la tengas. Cuando eliminas tu cuenta, sus datos se borran en un plazo de {deletionDays} días, salvo los registros de ofrendas que tu iglesia debe conservar por ley.',
          'Los mensajes de contacto, del plan Enterprise y de soporte se conservan durante {messageRetentionMonths} meses para poder responderlos y darles seguimiento, y después se eliminan. Cuando nos envías uno, tu dirección IP se usa solo para un contador de corta duración que frena los envíos masivos; caduca en menos de una hora y nunca se guarda junto a tu mensaje.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Tus derechos',
        paragraphs: [
          'Puedes consultar, exportar, corregir y eliminar tus datos. Tu perfil y tus preferencias están en Configuración y en tu página de perfil; para obtener una copia de todo o la eliminación de tu cuenta, envía una solicitud de soporte o escribe a {privacyEmail}, y te responderemos sin demora.',
          'También puedes oponerte a cómo usamos tus datos o presentar una reclamación ante la autoridad de protección de datos del lugar donde vives.',
        ],
      },
      {
        id: 'children',
        heading: 'Menores',
        paragraphs: [
          'Debes tener al menos {minimumAge} años para crear tu propia cuenta. Los miembros más jóvenes solo pueden participar a través de su iglesia, con el consentimiento de su padre, madre o tutor.',
          'Si crees que un menor de {minimumAge} años tiene una cuenta sin ese consentimiento, escribe a {privacyEmail} y la eliminaremos.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Cambios y contacto',
        paragraphs: [
          'Si cambiamos esta política, actualizaremos la fecha que aparece arriba y, si los cambios son importantes, te avisaremos en la app o por correo antes de que entren en vigor.',
          'Tus preguntas sobre privacidad siempre son bienvenidas en {privacyEmail}.',
        ],
      },
    ],
  },
  termsOfService: {
    meta: {
      title: 'Términos del servicio — Koinonia',
      description:
        'Las condiciones de uso de Koinonia: tu cuenta, el uso respetuoso, tu contenido, planes, facturación y velas de IA, administradores de iglesias y tus derechos.',
    },
    title: 'Términos del servicio',
    intro:
      'Estos términos son el acuerdo entre tú y Koinonia cuando usas nuestra app y nuestro sitio web. Los hemos escrito de forma breve y sencilla. Al crear una cuenta o usar Koinonia, los aceptas.',
    sections: [
      {
        id: 'accounts',
        heading: 'Tu cuenta',
        paragraphs: [
          'Debes tener al menos {minimumAge} años para crear una cuenta. Los miembros más jóvenes solo pueden participar a través de su iglesia, con el consentimiento de su padre, madre o tutor.',
          'Proporciona datos exactos, no compartas tu contraseña y avísanos en {supportEmail} si crees que otra persona ha usado tu cuenta. Eres responsable de lo que ocurra con tu cuenta.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Usar Koinonia con cuidado',
        paragraphs: [
          'Koinonia está hecha para la comunión. Trata a los demás con respeto: nada de acoso, amenazas, odio ni intimidación, nada de spam ni publicidad no deseada, y nada ilegal.',
          'Respeta la confidencialidad de la oración. No copies, reenvíes ni reveles una petición privada o anónima, ni nada de lo compartido en un círculo de oración o en un grupo, fuera del lugar donde se compartió.',
          'No intentes entrar en cuentas ajenas, interrumpir el servicio ni recopilar datos de otros miembros.',
        ],
      },
      {
        id: 'your-content',
        heading: 'Tu contenido',
        paragraphs: [
          'Lo que publicas es tuyo: oraciones, entradas del diario, mensajes, eventos y archivos multimedia. Solo le das a Koinonia el permiso necesario para guardarlo y mostrarlo a las personas que elegiste, y ese permiso termina cuando lo eliminas.',
          'Publica solo lo que tienes derecho a compartir, incluidas las fotos de otras personas.',
        ],
      },
      {
        id: 'church-administrators',
        heading: 'Administradores de la iglesia',
        paragraphs: [
          'Si administras una iglesia, un ministerio o un grupo en Koinonia, actúas en nombre de esa comunidad. Invita solo a personas que formen parte de ella, asigna las funciones del equipo con cuidado y usa la información de los miembros solo para la vida de la iglesia.',
          'Modera tus foros y chats con justicia, conserva los registros de ofrendas como exige la ley y asegúrate de contar con el consentimiento de un padre, madre o tutor para cualquier miembro menor de {minimumAge} años.',
        ],
      },
      {
        id: 'plans-billing-and-candles',
        heading: 'Planes, facturación y velas de IA',
        paragraphs: [
          'El plan {disciplePlan} es gratuito. Los planes de pago se facturan por adelantado cada mes o cada año, y un plan anual cuesta lo mismo que {monthsCharged} meses. Los precios se muestran antes de pagar, en tu moneda cuando es posible, con los impuestos incluidos.',
          'Una suscripción se renueva al final de cada periodo hasta que la canceles. Puedes cancelarla cuando quieras; conservas tu plan hasta el final del periodo que ya pagaste. Cuando la ley te da derecho a un reembolso, lo respetamos.',
          'Las velas de IA son créditos para las funciones de IA. Las velas de tu plan se renuevan cada mes; las de los paquetes de refuerzo no caducan. Las velas no tienen valor en dinero y no se pueden cambiar por dinero.',
        ],
      },
      {
        id: 'ai-features',
        heading: 'Funciones de IA',
        paragraphs: [
          'Las guías de estudio con IA, la preparación de sermones, la Biblia en audio con IA y los videos con IA pueden ayudarte a estudiar y prepararte, pero pueden equivocarse. Examina lo que producen a la luz de la Escritura y del consejo de tu iglesia, y asume la responsabilidad de lo que publiques.',
          'El texto que envías se procesa para darte una respuesta y nunca se usa con fines publicitarios. No envíes información confidencial de otras personas.',
        ],
      },
      {
        id: 'availability',
        heading: 'Disponibilidad',
        paragraphs: [
          'Trabajamos para que Koinonia esté disponible a toda hora, pero no podemos prometer que nunca se interrumpa, por ejemplo durante un mantenimiento. Las funciones pueden cambiar a medida que el producto crece; si retiramos algo por lo que pagas, te avisaremos antes.',
          'Koinonia no es un servicio de emergencias ni sustituye el cuidado pastoral o la ayuda profesional. Si alguien está en peligro, contacta con los servicios de emergencia de tu zona.',
        ],
      },
      {
        id: 'ending-your-account',
        heading: 'Cerrar tu cuenta',
        paragraphs: [
          'Puedes pedir que eliminemos tu cuenta en cualquier momento: envía una solicitud de soporte o escribe a {supportEmail}.',
          'Podemos suspender o cerrar una cuenta que incumpla estos términos de forma grave o reiterada. Salvo que la situación sea urgente o la ley lo impida, te explicaremos el motivo y te daremos la oportunidad de responder.',
        ],
      },
      {
        id: 'liability',
        heading: 'Nuestra responsabilidad',
        paragraphs: [
          'Ofrecemos Koinonia con cuidado, pero tal cual es. En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas, y nuestra responsabilidad total ante ti se limita a lo que nos pagaste en los doce meses anteriores a la reclamación.',
          'Nada de lo dispuesto en estos términos elimina los derechos que te otorga la legislación de consumo de tu país.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Ley aplicable',
        paragraphs: [
          'Estos términos se rigen por las leyes del estado de Tennessee, Estados Unidos. Si una disputa no se puede resolver hablando primero con nosotros, la resolverán los tribunales de Tennessee, salvo que la ley de tu país te dé derecho a acudir a tus propios tribunales.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Cambios y contacto',
        paragraphs: [
          'Si cambiamos estos términos, actualizaremos la fecha que aparece arriba y te informaremos de los cambios importantes antes de que entren en vigor. Si no estás de acuerdo, puedes dejar de usar Koinonia y eliminar tu cuenta.',
          'Tus preguntas sobre estos términos son bienvenidas en {supportEmail} o por correo postal a Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Estados Unidos.',
        ],
      },
    ],
  },
};

export default copy;
