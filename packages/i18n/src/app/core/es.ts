import type { CoreTranslations } from './en';

/** Spanish (español): the strings the public site, the shell and every section share, translated from en.ts. */
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
  'access.deniedBody':
    'Esta página requiere acceso de {access}. Si crees que deberías tenerlo, pídeselo al administrador de tu iglesia.',
  'access.deniedBodyUnnamed':
    'Si crees que deberías tener acceso a esta página, pídeselo al administrador de tu iglesia.',
  'access.backToDashboard': 'Volver al panel',
  'access.level.group_admin': 'Administración de grupos',
  'access.level.ministry_admin': 'Administración de ministerios',
  'access.level.church_admin': 'Administración de la iglesia',
  'access.level.volunteer_management': 'Gestión de voluntarios',
  'access.level.staff': 'Personal de la iglesia',
  'role.member': 'Miembro',
  'role.leader': 'Líder',
  'role.group_admin': 'Administrador de grupo',
  'role.ministry_admin': 'Administrador de ministerio',
  'role.pastor': 'Pastor',
  'role.lead_pastor': 'Pastor principal',
  'role.church_admin': 'Administrador de la iglesia',
  'role.admin': 'Administrador',
  'role.system_admin': 'Administrador del sistema',
  'role.super_admin': 'Superadministrador',
  'role.platform_admin': 'Administrador de la plataforma',
  'role.regional_admin': 'Administrador regional',
  'role.koinonia_owner': 'Propietario de Koinonia',
  'role.koinonia_support': 'Soporte de Koinonia',
  'common.cancel': 'Cancelar',
  'common.loadMore': 'Cargar más',
  'common.loading': 'Cargando…',
  'common.retry': 'Reintentar',
};

export default dictionary;
