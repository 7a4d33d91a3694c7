import type { WorshipTranslations } from './en';

/** French (français): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'Bon retour',
  'dashboard.subtitle': 'Voici ce qui se passe dans votre église.',
  'dashboard.shortcuts': 'Raccourcis',
  'dashboard.prayerWall': 'Mur de prière',
  'dashboard.events': 'Événements à venir',
  'dashboard.serve': 'Pôle service',
  'dashboard.latestPrayers': 'Dernières demandes de prière',
  'prayer.wallTitle': 'Mur de prière',
  'prayer.emptyTitle': 'Aucune demande de prière pour l’instant',
  'prayer.emptyBody': 'Quand des membres de votre église partagent une demande, elle apparaît ici.',
  'prayer.anonymous': 'Anonyme',
  'prayer.praying': 'en prière',
  'prayer.private': 'Privée',
  'prayer.answered': 'Exaucée',
};

export default dictionary;
