import type { ServeTranslations } from './en';

/** Tagalog (Tagalog): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. Sentro ng Paglilingkod',
  'serve.emptyTitle': 'Walang bukas na pagkakataong maglingkod',
  'serve.emptyBody': 'Puno na ang lahat ng pangkat sa ngayon.',
  'serve.volunteers': 'boluntaryo',
  'serve.openSpots': 'bakanteng puwesto',
};

export default dictionary;
