// No zod here: the Bible reader imports this module (its bundle stays free of zod); the schemas are in
// bible.ts, which only the service and tests load.
import { defineEndpoints } from './endpoint';
import type { BibleSchemas } from './bible';

/** What a Bible search may ask: long enough to mean something, short enough to stay a search. */
export const BIBLE_SEARCH_MIN_LENGTH = 2;
export const BIBLE_SEARCH_MAX_LENGTH = 200;
/** How deep a ranked search pages: past this a reader refines the words instead. */
export const BIBLE_SEARCH_MAX_RESULTS = 1000;
/** A passage is read at most this many verses at a time (Psalm 119 is 176). */
export const BIBLE_PASSAGE_MAX_VERSES = 200;

/**
 * The Bible (/bible-reading): public-domain text anyone may read, signed in or not. Its text never changes
 * under a translation's code, so chapters, passages and the verse of the day are cacheable.
 */
export const bibleEndpoints = defineEndpoints<BibleSchemas>()({
  /** The translations the service holds, in the order a reader is offered them. */
  translations: ['GET', '/api/bible/translations'],
  /** One chapter with where "previous" and "next" lead. */
  chapter: ['GET', '/api/bible/:translation/:book/:chapter'],
  /** A passage by reference ("Jn 3:16-18", "JHN 3:16-18"). */
  passage: ['GET', '/api/bible/:translation/passage'],
  /** Full-text search, best matches first, the matched words marked. */
  search: ['GET', '/api/bible/:translation/search'],
  /** The same verse for everyone on a given day. */
  verseOfTheDay: ['GET', '/api/bible/:translation/verse-of-the-day'],
});
