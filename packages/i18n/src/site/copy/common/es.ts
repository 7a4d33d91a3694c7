import type { CommonCopy } from './en';

/** Spanish copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'La superapp de la iglesia para la oración, la Escritura, la comunión y el servicio.',
  skipToContent: 'Saltar al contenido',
  nav: {
    features: 'Funciones',
    company: 'Empresa',
    legal: 'Legal',
    signIn: 'Iniciar sesión',
    getStartedFree: 'Empieza gratis',
    scheduleDemo: 'Programar demostración',
    viewFeatures: 'Ver funciones',
    purchaseCandles: 'Comprar velas',
    backToHome: 'Volver al inicio',
    pricing: 'Precios',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    mainNavigation: 'Principal',
    openApp: 'Abrir Koinonia',
  },
  footer: {
    about:
      'Koinonia significa «comunión» en griego. Construimos un hogar que cuida tu privacidad, donde los miembros oran, leen, se reúnen y sirven, y donde las iglesias pueden cuidarlos bien.',
    featuresTitle: 'Funciones',
    companyTitle: 'Empresa',
    legalTitle: 'Legal',
    copyright: '© {year} Koinonia. Todos los derechos reservados.',
    privacyPromise: 'Sin rastreo publicitario, sin analíticas de terceros y sin reventa de datos.',
    geoLiteAttribution: 'Este producto incluye datos de GeoLite2 creados por MaxMind, disponibles en {link}.',
  },
  pages: {
    landing: 'Inicio',
    prayerWall: 'Muro de oración',
    bibleReading: 'Lectura bíblica',
    events: 'Eventos',
    communityChat: 'Chat comunitario',
    volunteerHub: 'Centro de voluntariado',
    aboutUs: 'Quiénes somos',
    candlesInfo: 'Velas de IA',
    contactUs: 'Contáctanos',
    contact: 'Contacto',
    enterpriseContact: 'Plan Enterprise',
    support: 'Soporte',
    helpDocs: 'Guías de ayuda',
    faq: 'Preguntas frecuentes',
    privacyPolicy: 'Política de privacidad',
    termsOfService: 'Términos del servicio',
    pricing: 'Precios',
  },
  language: {
    label: 'Idioma',
    choose: 'Elige un idioma',
    current: '{language} (actual)',
  },
  theme: {
    toDark: 'Cambiar al tema oscuro',
    toLight: 'Cambiar al tema claro',
  },
  claims: {
    title: 'Lo que hace posible vivir la comunión en un solo lugar',
    items: [
      { figure: '40\u00a0%', label: 'más interacción' },
      { figure: '5+', label: 'horas ahorradas a la semana' },
      { figure: 'hasta un 60\u00a0%', label: 'más participación en los ministerios' },
      { figure: '3 veces', label: 'más constancia en la lectura de la Biblia' },
      { figure: '11+', label: 'plataformas de distribución' },
    ],
  },
  privacy: {
    title: 'Privacidad desde el diseño',
    body: 'Las oraciones, los diarios y las conversaciones son algo personal. Koinonia se financia con planes, no con publicidad, así que la vida en comunidad de tu iglesia le pertenece solo a ella.',
    points: [
      'Sin rastreo publicitario ni cookies de publicidad',
      'Sin analíticas de terceros',
      'Tus datos nunca se venden, y puedes exportarlos o eliminarlos',
    ],
  },
};

export default copy;
