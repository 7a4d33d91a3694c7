import type { WorshipTranslations } from './en';

/** Portuguese (português): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'Olá de novo',
  'dashboard.subtitle': 'Veja o que está acontecendo na sua igreja.',
  'dashboard.shortcuts': 'Atalhos',
  'dashboard.prayerWall': 'Mural de oração',
  'dashboard.events': 'Próximos eventos',
  'dashboard.serve': 'Central de serviço',
  'dashboard.latestPrayers': 'Pedidos de oração recentes',
  'prayer.wallTitle': 'Mural de oração',
  'prayer.emptyTitle': 'Ainda não há pedidos de oração',
  'prayer.emptyBody': 'Quando membros da sua igreja compartilharem um pedido, ele aparecerá aqui.',
  'prayer.anonymous': 'Anônimo',
  'prayer.praying': 'orando',
  'prayer.private': 'Privado',
  'prayer.answered': 'Respondido',
};

export default dictionary;
