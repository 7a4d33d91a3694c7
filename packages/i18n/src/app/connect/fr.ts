import type { ConnectTranslations } from './en';

/** French (français): the connect section's strings, translated from en.ts. */
const dictionary: ConnectTranslations = {
  'events.title': 'Événements',
  'events.emptyTitle': 'Aucun événement à venir',
  'events.emptyBody': 'Les nouveaux événements de votre église apparaîtront ici.',
};

export default dictionary;
