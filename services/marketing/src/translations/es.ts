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
};

export default dictionary;
