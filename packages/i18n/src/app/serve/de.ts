import type { ServeTranslations } from './en';

/** German (Deutsch): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. Dienst-Zentrale',
  'serve.emptyTitle': 'Keine offenen Einsatzmöglichkeiten',
  'serve.emptyBody': 'Alle Teams sind im Moment voll besetzt.',
  'serve.volunteers': 'Freiwillige',
  'serve.openSpots': 'freie Plätze',
};

export default dictionary;
