import type { ServeTranslations } from './en';

/** Yoruba (Èdè Yorùbá): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. Ibùdó Iṣẹ́ Ìsìn',
  'serve.emptyTitle': 'Kò sí àǹfààní iṣẹ́ ìsìn tó ṣí sílẹ̀',
  'serve.emptyBody': 'Gbogbo ẹgbẹ́ ti kún báyìí.',
  'serve.volunteers': 'olùyọ̀ǹda',
  'serve.openSpots': 'àyè tó ṣófo',
};

export default dictionary;
