import type { ServeTranslations } from './en';

/** French (français): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. Pôle service',
  'serve.emptyTitle': 'Aucune mission de service ouverte',
  'serve.emptyBody': 'Toutes les équipes sont au complet pour le moment.',
  'serve.volunteers': 'bénévoles',
  'serve.openSpots': 'places libres',
};

export default dictionary;
