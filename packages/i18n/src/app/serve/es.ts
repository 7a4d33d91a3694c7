import type { ServeTranslations } from './en';

/** Spanish (español): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. Centro de servicio',
  'serve.emptyTitle': 'No hay oportunidades abiertas',
  'serve.emptyBody': 'Todos los equipos están completos por ahora.',
  'serve.volunteers': 'voluntarios',
  'serve.openSpots': 'plazas libres',
};

export default dictionary;
