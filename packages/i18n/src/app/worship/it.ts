import type { WorshipTranslations } from './en';

/** Italian (italiano): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'Felici di rivederti',
  'dashboard.subtitle': 'Ecco cosa succede nella tua chiesa.',
  'dashboard.shortcuts': 'Scorciatoie',
  'dashboard.prayerWall': 'Muro della preghiera',
  'dashboard.events': 'Prossimi eventi',
  'dashboard.serve': 'Centro servizio',
  'dashboard.latestPrayers': 'Ultime richieste di preghiera',
  'prayer.wallTitle': 'Muro della preghiera',
  'prayer.emptyTitle': 'Ancora nessuna richiesta di preghiera',
  'prayer.emptyBody': 'Quando i membri della tua chiesa condividono una richiesta, compare qui.',
  'prayer.anonymous': 'Anonimo',
  'prayer.praying': 'in preghiera',
  'prayer.private': 'Privata',
  'prayer.answered': 'Esaudita',
};

export default dictionary;
