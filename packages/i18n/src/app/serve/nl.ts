import type { ServeTranslations } from './en';

/** Dutch (Nederlands): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. Dienstcentrum',
  'serve.emptyTitle': 'Geen open plekken om te dienen',
  'serve.emptyBody': 'Alle teams zijn op dit moment volledig bezet.',
  'serve.volunteers': 'vrijwilligers',
  'serve.openSpots': 'open plekken',
};

export default dictionary;
