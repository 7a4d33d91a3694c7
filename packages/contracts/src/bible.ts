import { z } from 'zod';
import { searchWords } from './search-words';
import { bibleBookCodes, type BibleBookCode } from './bible-books';
import {
  BIBLE_SEARCH_MAX_LENGTH,
  BIBLE_SEARCH_MAX_RESULTS,
  BIBLE_SEARCH_MIN_LENGTH,
  bibleEndpoints,
} from './bible-endpoints';
import { withSchemas } from './endpoint';

export const bibleBookCodeSchema = z.enum(bibleBookCodes as readonly BibleBookCode[] as readonly [BibleBookCode, ...BibleBookCode[]], 'The book is not one of the 66 book codes (GEN … REV)');

/** A translation's code: short, lower case (kjv, web). */
export const bibleTranslationCodeSchema = z
  .string()
  .regex(/^[a-z0-9-]{2,16}$/, 'The translation code is not valid');

export const bibleTranslationSchema = z.object({
  code: z.string(),
  name: z.string(),
  abbreviation: z.string(),
  /** The language of the text (a code of @koinonia/i18n's languages). */
  language: z.string(),
});
export type BibleTranslation = z.infer<typeof bibleTranslationSchema>;

export const bibleVerseSchema = z.object({
  book: bibleBookCodeSchema,
  chapter: z.number().int(),
  verse: z.number().int(),
  text: z.string(),
  /** A new paragraph starts at this verse. */
  paragraph: z.boolean(),
  /** A heading printed before the verse (a psalm's title), or null. */
  heading: z.string().nullable(),
});
export type BibleVerse = z.infer<typeof bibleVerseSchema>;

const chapterRefSchema = z.object({ book: bibleBookCodeSchema, chapter: z.number().int() });

export const bibleChapterSchema = z.object({
  translation: z.string(),
  book: bibleBookCodeSchema,
  chapter: z.number().int(),
  verses: z.array(bibleVerseSchema),
  previous: chapterRefSchema.nullable(),
  next: chapterRefSchema.nullable(),
});
export type BibleChapter = z.infer<typeof bibleChapterSchema>;

export const biblePassageSchema = z.object({
  translation: z.string(),
  /** The reference as read, in codes: "JHN 3:16-18". */
  reference: z.string(),
  verses: z.array(bibleVerseSchema),
});
export type BiblePassage = z.infer<typeof biblePassageSchema>;

/** Part of a found verse's text; `match` marks the words the search found. */
export const bibleTextPartSchema = z.object({ text: z.string(), match: z.boolean() });

export const bibleSearchHitSchema = z.object({
  book: bibleBookCodeSchema,
  chapter: z.number().int(),
  verse: z.number().int(),
  parts: z.array(bibleTextPartSchema),
});
export type BibleSearchHit = z.infer<typeof bibleSearchHitSchema>;

export const bibleSearchPageSchema = z.object({
  items: z.array(bibleSearchHitSchema),
  nextCursor: z.string().nullable(),
  /** How many verses match in all (the pages go at most BIBLE_SEARCH_MAX_RESULTS deep). */
  total: z.number().int(),
});
export type BibleSearchPage = z.infer<typeof bibleSearchPageSchema>;

export const bibleVerseOfTheDaySchema = biblePassageSchema.extend({ date: z.string() });
export type BibleVerseOfTheDay = z.infer<typeof bibleVerseOfTheDaySchema>;

const translationParamsSchema = z.strictObject({ translation: bibleTranslationCodeSchema });

/** A chapter number in a path: at least 1, and no book has more than 150 (whether this book has it is the service's check). */
export const bibleChapterNumberSchema = z.coerce
  .number('The chapter must be a number')
  .int('The chapter must be a whole number')
  .min(1, 'The chapter must be at least 1')
  .max(150, 'No book has more than 150 chapters');

const chapterParamsSchema = z.strictObject({ translation: bibleTranslationCodeSchema, book: bibleBookCodeSchema, chapter: bibleChapterNumberSchema });

const passageQuerySchema = z.strictObject({
  reference: z.string().trim().min(1, 'Give a reference, such as John 3:16').max(100, 'The reference is too long'),
});

/** A search's page: the cursor is where the next page starts among the ranked matches. */
const searchQuerySchema = z.strictObject({
  q: searchWords(BIBLE_SEARCH_MAX_LENGTH, { min: BIBLE_SEARCH_MIN_LENGTH }),
  cursor: z
    .string()
    .regex(/^\d{1,4}$/, 'The page cursor is not valid')
    .transform(Number)
    .refine((offset) => offset < BIBLE_SEARCH_MAX_RESULTS, 'The page cursor is not valid')
    .optional(),
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(50, 'limit must be at most 50').default(20),
});

const verseOfTheDayQuerySchema = z.strictObject({
  /** The reader's own calendar day (YYYY-MM-DD); the service's day when absent. */
  date: z.iso.date('The date must be written YYYY-MM-DD').optional(),
});

const bibleSchemas = {
  translations: { response: z.object({ items: z.array(bibleTranslationSchema) }) },
  chapter: { params: chapterParamsSchema, response: bibleChapterSchema },
  passage: { params: translationParamsSchema, query: passageQuerySchema, response: biblePassageSchema },
  search: { params: translationParamsSchema, query: searchQuerySchema, response: bibleSearchPageSchema },
  verseOfTheDay: { params: translationParamsSchema, query: verseOfTheDayQuerySchema, response: bibleVerseOfTheDaySchema },
};
export type BibleSchemas = typeof bibleSchemas;

/** The Bible's endpoints with their schemas: what the worship service mounts. */
export const bibleContract = withSchemas(bibleEndpoints, bibleSchemas);
