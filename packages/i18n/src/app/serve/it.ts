import type { ServeTranslations } from './en';

/** Italian (italiano): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. Centro servizio',
  'serve.emptyTitle': 'Nessuna opportunità di servizio aperta',
  'serve.emptyBody': 'Al momento tutte le squadre sono al completo.',
  'serve.volunteers': 'volontari',
  'serve.openSpots': 'posti liberi',
};

export default dictionary;
