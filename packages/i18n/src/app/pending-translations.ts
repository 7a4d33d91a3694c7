import type { AppSection, appSections } from '.';

/** The keys of a section's English file. */
type KeyOf<Section extends AppSection> = keyof (typeof appSections)[Section]['en'] & string;

/**
 * Keys awaiting translation, per section: the reviewable list of strings that the other 30 languages still hold in
 * English. Such a key is in every language file (each file is typed by its English one, so a missing key fails to
 * compile), with the English text until a translator writes it. app-translations.test.ts's checks that a language
 * copies no English sentence and writes in its own script skip exactly the keys listed here, and no other; every
 * other check (each key present, placeholders, kept names) still applies to them.
 *
 * `nx g @koinonia/tools:feature` lists the keys of the strings it writes here, under the feature's title. When the
 * translations land, take the keys off: the test fails while a listed key is no longer in its section's English
 * file, or is translated (differs from English) in every language, so the list never outlives its reason.
 */
export const pendingTranslations: { readonly [Section in AppSection]: readonly KeyOf<Section>[] } = {
  core: [],
  shell: [],
  account: [],
  admin: [],
  worship: [],
  plans: [],
  circles: [],
  saved: [],
  audio: [],
  engagement: [],
  forums: [],
  feed: [],
  people: [],
  connect: [],
  serve: [],
  bible: [],
  errors: [],
};
