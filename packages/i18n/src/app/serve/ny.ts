import type { ServeTranslations } from './en';

/** Chichewa (Chichewa): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. Malo a Utumiki',
  'serve.emptyTitle': 'Palibe mipata yotseguka yotumikira',
  'serve.emptyBody': 'Magulu onse ali odzaza pakadali pano.',
  'serve.volunteers': 'odzipereka',
  'serve.openSpots': 'malo opanda anthu',
};

export default dictionary;
