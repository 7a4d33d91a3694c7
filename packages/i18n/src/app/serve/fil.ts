import type { ServeTranslations } from './en';

/** Filipino (Filipino): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. Hub ng Paglilingkod',
  'serve.emptyTitle': 'Walang bukas na oportunidad',
  'serve.emptyBody': 'Kumpleto ang lahat ng team sa ngayon.',
  'serve.volunteers': 'volunteer',
  'serve.openSpots': 'bakanteng puwesto',
};

export default dictionary;
