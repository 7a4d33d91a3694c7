import type { ServeTranslations } from './en';

/** Igbo (Asụsụ Igbo): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. Ebe Ije Ozi',
  'serve.emptyTitle': 'Enweghị ohere ijere ozi dị ugbu a',
  'serve.emptyBody': 'Otu ọ bụla ejupụtala ugbu a.',
  'serve.volunteers': 'ndị ọrụ afọ ofufo',
  'serve.openSpots': 'ohere tọgbọrọ chakoo',
};

export default dictionary;
