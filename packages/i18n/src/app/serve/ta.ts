import type { ServeTranslations } from './en';

/** Tamil (தமிழ்): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. ஊழிய மையம்',
  'serve.emptyTitle': 'திறந்த ஊழிய வாய்ப்புகள் இல்லை',
  'serve.emptyBody': 'இப்போது எல்லாக் குழுக்களும் நிரம்பியுள்ளன.',
  'serve.volunteers': 'தன்னார்வலர்கள்',
  'serve.openSpots': 'காலி இடங்கள்',
};

export default dictionary;
