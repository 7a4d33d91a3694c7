import type { ServeTranslations } from './en';

/** Hindi (हिन्दी): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. सेवा हब',
  'serve.emptyTitle': 'सेवा का कोई खुला अवसर नहीं',
  'serve.emptyBody': 'इस समय सभी टीमें पूरी हैं।',
  'serve.volunteers': 'स्वयंसेवक',
  'serve.openSpots': 'खाली स्थान',
};

export default dictionary;
