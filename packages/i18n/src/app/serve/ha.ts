import type { ServeTranslations } from './en';

/** Hausa (Hausa): the serve section's strings, translated from en.ts. */
const dictionary: ServeTranslations = {
  'serve.title': 'D.I.V.I.N.E. Cibiyar Hidima',
  'serve.emptyTitle': 'Babu damar hidima a buɗe',
  'serve.emptyBody': 'Dukkan ƙungiyoyi sun cika a yanzu.',
  'serve.volunteers': 'masu aikin sa-kai',
  'serve.openSpots': 'guraben da ba a cike ba',
};

export default dictionary;
