import type { ServeTranslations } from './en';

/** Polish (polski): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. Centrum służby',
  'serve.emptyTitle': 'Brak otwartych możliwości służby',
  'serve.emptyBody': 'Wszystkie zespoły są teraz w komplecie.',
  'serve.volunteers': 'wolontariuszy',
  'serve.openSpots': 'wolnych miejsc',
};

export default dictionary;
