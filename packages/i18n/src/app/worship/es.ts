import type { WorshipTranslations } from './en';

/** Spanish (español): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'Hola de nuevo',
  'dashboard.subtitle': 'Esto es lo que está pasando en tu iglesia.',
  'dashboard.shortcuts': 'Accesos directos',
  'dashboard.prayerWall': 'Muro de oración',
  'dashboard.events': 'Próximos eventos',
  'dashboard.serve': 'Centro de servicio',
  'dashboard.latestPrayers': 'Últimas peticiones de oración',
  'prayer.wallTitle': 'Muro de oración',
  'prayer.emptyTitle': 'Aún no hay peticiones de oración',
  'prayer.emptyBody': 'Cuando los miembros de tu iglesia compartan una petición, aparecerá aquí.',
  'prayer.anonymous': 'Anónimo',
  'prayer.praying': 'orando',
  'prayer.private': 'Privada',
  'prayer.answered': 'Respondida',
};

export default dictionary;
