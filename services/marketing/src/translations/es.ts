import type { CoreTranslations } from './en';

/** Spanish (español): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'Iniciar sesión',
  'nav.getStarted': 'Empieza gratis',
  'nav.features': 'Funciones',
  'nav.company': 'Empresa',
  'nav.legal': 'Legal',
  'nav.scheduleDemo': 'Programar demostración',
  'nav.viewFeatures': 'Ver funciones',
  'nav.purchaseCandles': 'Comprar velas',
  'nav.backToHome': 'Volver al inicio',
  'app.welcome': 'Bienvenido a Koinonia',
  'app.loading': 'Cargando…',
  'section.loadFailed': 'No se pudo cargar esta sección',
  'section.retry': 'Reintentar',
  'access.deniedTitle': 'No tienes acceso a esta página',
  'access.deniedBody': 'Esta página requiere acceso de {access}. Si crees que deberías tenerlo, pídeselo al administrador de tu iglesia.',
  'access.deniedBodyUnnamed': 'Si crees que deberías tener acceso a esta página, pídeselo al administrador de tu iglesia.',
  'access.backToDashboard': 'Volver al panel',
  'access.level.group_admin': 'Administración de grupos',
  'access.level.ministry_admin': 'Administración de ministerios',
  'access.level.church_admin': 'Administración de la iglesia',
  'access.level.volunteer_management': 'Gestión de voluntarios',
  'access.level.staff': 'Personal de la iglesia',
};

export default dictionary;
