import { z } from 'zod';
import { searchWords } from './search-words';
import { bibleBookCodeSchema, bibleChapterNumberSchema, bibleTranslationCodeSchema } from './bible';
import { withSchemas } from './endpoint';
import { pageQuerySchema, pageSchema } from './keyset-page';
import { prayerSchema } from './prayer-wall';
import {
  SAVED_ITEMS_LOOKUP_MAX_TARGETS,
  SAVED_ITEMS_SEARCH_MAX_LENGTH,
  savedItemKinds,
  savedItemsEndpoints,
} from './saved-items-endpoints';

const savedItemKindSchema = z.enum(savedItemKinds, 'The kind is prayer, verse or reflection');

const savedItemBase = {
  id: z.string(),
  /** What a lookup names the saved thing by: the prayer's or entry's id, or the verse's place ("web:JHN:3:16"). */
  targetId: z.string(),
  createdAt: z.string(),
};

/** A saved verse: its place and its words in the translation it was saved from. */
export const savedVerseSchema = z.object({
  translation: z.string(),
  book: bibleBookCodeSchema,
  chapter: z.number().int(),
  verse: z.number().int(),
  text: z.string(),
});

/** A saved journal entry as the list shows it: its Scripture and its first lines. */
export const savedReflectionSchema = z.object({
  id: z.string(),
  scripture: z.string(),
  excerpt: z.string(),
  createdAt: z.string(),
});

export const savedItemSchema = z.discriminatedUnion('kind', [
  z.object({ ...savedItemBase, kind: z.literal('prayer'), prayer: prayerSchema }),
  z.object({ ...savedItemBase, kind: z.literal('verse'), verse: savedVerseSchema }),
  z.object({ ...savedItemBase, kind: z.literal('reflection'), reflection: savedReflectionSchema }),
]);
export type SavedItem = z.infer<typeof savedItemSchema>;

export const savedItemPageSchema = pageSchema(savedItemSchema);
export type SavedItemPage = z.infer<typeof savedItemPageSchema>;

const verseNumberSchema = z.coerce
  .number('The verse must be a number')
  .int('The verse must be a whole number')
  .min(1, 'The verse must be at least 1')
  .max(176, 'No chapter has more than 176 verses');

/** What to save: a prayer request or a journal entry by id, a verse by its place. */
export const newSavedItemSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('prayer'), targetId: z.uuid('The prayer request id is not valid') }),
    z.strictObject({ kind: z.literal('reflection'), targetId: z.uuid('The journal entry id is not valid') }),
    z.strictObject({
      kind: z.literal('verse'),
      translation: bibleTranslationCodeSchema,
      book: bibleBookCodeSchema,
      chapter: bibleChapterNumberSchema,
      verse: verseNumberSchema,
    }),
  ],
  'The kind is prayer, verse or reflection',
);
export type NewSavedItem = z.input<typeof newSavedItemSchema>;

const listQuerySchema = pageQuerySchema({ maxLimit: 50 }).extend({
  kind: savedItemKindSchema.optional(),
  q: searchWords(SAVED_ITEMS_SEARCH_MAX_LENGTH).optional(),
});

const VERSE_TARGET = /^[a-z0-9-]{2,16}:[1-4A-Z]{3}:\d{1,3}:\d{1,3}$/;

const lookupQuerySchema = z
  .strictObject({
    kind: savedItemKindSchema,
    /** Comma-separated: prayer or entry ids, or verse places ("web:JHN:3:16"). */
    targets: z
      .string()
      .max(SAVED_ITEMS_LOOKUP_MAX_TARGETS * 40, 'Too many things to look up')
      .transform((targets) => targets.split(',').filter(Boolean)),
  })
  .superRefine((query, context) => {
    if (query.targets.length > SAVED_ITEMS_LOOKUP_MAX_TARGETS) {
      context.addIssue({
        code: 'custom',
        path: ['targets'],
        message: `Look up at most ${SAVED_ITEMS_LOOKUP_MAX_TARGETS} things`,
      });
    }
    const valid = (target: string) =>
      query.kind === 'verse' ? VERSE_TARGET.test(target) : z.uuid().safeParse(target).success;
    if (!query.targets.every(valid)) {
      context.addIssue({ code: 'custom', path: ['targets'], message: 'A thing to look up is not valid' });
    }
  });

export const savedItemLookupSchema = z.object({
  items: z.array(z.object({ id: z.string(), targetId: z.string() })),
});
export type SavedItemLookup = z.infer<typeof savedItemLookupSchema>;

const savedItemParamsSchema = z.strictObject({ savedItemId: z.uuid('The saved item id is not valid') });

const savedItemsSchemas = {
  list: { query: listQuerySchema, response: savedItemPageSchema },
  save: { body: newSavedItemSchema, response: savedItemSchema },
  lookup: { query: lookupQuerySchema, response: savedItemLookupSchema },
  remove: { params: savedItemParamsSchema },
};
export type SavedItemsSchemas = typeof savedItemsSchemas;

/** The saved items' endpoints with their schemas: what the worship service mounts. */
export const savedItemsContract = withSchemas(savedItemsEndpoints, savedItemsSchemas);
