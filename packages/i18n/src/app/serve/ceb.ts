import type { ServeTranslations } from './en';

/** Cebuano (Sinugboanon): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. Sentro sa Pag-alagad',
  'serve.emptyTitle': 'Walay bukas nga higayon sa pag-alagad',
  'serve.emptyBody': 'Puno na ang tanang team karon.',
  'serve.volunteers': 'boluntaryo',
  'serve.openSpots': 'bakanteng lugar',
};

export default dictionary;
