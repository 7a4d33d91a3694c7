import type { ServeTranslations } from './en';

/** Japanese (日本語): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. 奉仕ハブ',
  'serve.emptyTitle': '募集中の奉仕はありません',
  'serve.emptyBody': '現在、すべてのチームが定員に達しています。',
  'serve.volunteers': '人のボランティア',
  'serve.openSpots': '枠の空き',
};

export default dictionary;
