/**
 * English: the serve section's strings (mf-serve): the D.I.V.I.N.E. Serve Hub.
 * Adding a key here makes every other language of this section fail to compile until it is translated; a key
 * lives in one section only (app-translations.test.ts).
 */
const dictionary = {
  'serve.title': 'D.I.V.I.N.E. Serve Hub',
  'serve.emptyTitle': 'No open opportunities',
  'serve.emptyBody': 'Every team is fully staffed right now.',
  'serve.volunteers': 'volunteers',
  'serve.openSpots': 'open spots',
} as const;

export type ServeTranslationKey = keyof typeof dictionary;
export type ServeTranslations = Readonly<Record<ServeTranslationKey, string>>;

export default dictionary satisfies ServeTranslations;
