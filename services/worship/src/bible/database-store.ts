import { bibleBookNumber, type BibleBookCode, type BibleVerse } from '@koinonia/contracts';
import type { Database } from '@koinonia/service-kit';
import type { BibleStore } from './store';

const VERSES = 'worship.bible_verses';
const TRANSLATIONS = 'worship.bible_translations';
/** Past the last verse of any chapter (Psalm 119 has 176): "to the end of the chapter". */
const BEYOND_ANY_VERSE = 999;
/** Chapters kept in memory (a chapter is about 4 KB of text; the Bible has 1,189 in each translation). */
const CACHED_CHAPTERS = 1_000;
const VERSE_COLUMNS = ['book', 'chapter', 'verse', 'text', 'paragraph', 'heading'] as const;

/** Where ts_headline marks a matched word: private-use characters, which no Bible text contains. */
const MATCH_START = '\uE000';
const MATCH_END = '\uE001';
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true`;

/**
 * The search: ranked and cut to the page first, and only the page's verses marked (ts_headline is the
 * costly part). Exported for the bench's bare baseline, which runs the very same query.
 */
export const BIBLE_SEARCH_SQL = `
  WITH query AS (
    SELECT websearch_to_tsquery(t.search_config, ?) AS words, t.search_config
    FROM ${TRANSLATIONS} t WHERE t.code = ?
  ),
  page AS (
    SELECT v.book, v.book_number, v.chapter, v.verse, v.text, ts_rank(v.search, query.words) AS rank, count(*) OVER () AS total
    FROM ${VERSES} v, query
    WHERE v.translation = ? AND v.search @@ query.words
    ORDER BY rank DESC, v.book_number, v.chapter, v.verse
    LIMIT ? OFFSET ?
  )
  SELECT page.book, page.chapter, page.verse, page.total, ts_headline(query.search_config, page.text, query.words, ?) AS marked
  FROM page, query
  ORDER BY page.rank DESC, page.book_number, page.chapter, page.verse`;

/** BIBLE_SEARCH_SQL's values, in order. */
export const bibleSearchBindings = (translation: string, words: string, { offset, limit }: { offset: number; limit: number }) =>
  [words, translation, translation, limit, offset, HEADLINE_OPTIONS] as const;

export interface SearchRow {
  book: BibleBookCode;
  chapter: number;
  verse: number;
  marked: string;
  total: string;
}

/** A verse's text as ts_headline marked it, in parts: matched words and the text between them. */
export function markedParts(marked: string): Array<{ text: string; match: boolean }> {
  const parts: Array<{ text: string; match: boolean }> = [];
  for (const [index, piece] of marked.split(new RegExp(`[${MATCH_START}${MATCH_END}]`)).entries()) {
    if (piece) parts.push({ text: piece, match: index % 2 === 1 });
  }
  return parts;
}

export function createDatabaseBibleStore(db: Database): BibleStore {
  // The text under a translation's code never changes: the chapters read most (the most frequent call) are
  // kept in memory, about 4 MB at most.
  const chapters = new Map<string, BibleVerse[]>();
  return {
    async translations() {
      return db(TRANSLATIONS).orderBy('position').select('code', 'name', 'abbreviation', 'language');
    },

    async chapter(translation, book, chapter) {
      const key = `${translation} ${book} ${chapter}`;
      const cached = chapters.get(key);
      if (cached) {
        // Most recently read last: the first key is the one read longest ago.
        chapters.delete(key);
        chapters.set(key, cached);
        return cached;
      }
      const verses = await db(VERSES)
        .where({ translation, book_number: bibleBookNumber(book), chapter })
        .orderBy('verse')
        .select<BibleVerse[]>(VERSE_COLUMNS);
      if (verses.length > 0) {
        if (chapters.size >= CACHED_CHAPTERS) chapters.delete(chapters.keys().next().value!);
        chapters.set(key, verses);
      }
      return verses;
    },

    async passage(translation, reference, limit) {
      // (chapter, verse) pairs compare as a row: the passage is every verse between its two ends.
      return db(VERSES)
        .where({ translation, book_number: bibleBookNumber(reference.book) })
        .whereRaw('(chapter, verse) >= (?, ?)', [reference.chapter, reference.verse ?? 0])
        .whereRaw('(chapter, verse) <= (?, ?)', [reference.endChapter, reference.endVerse ?? BEYOND_ANY_VERSE])
        .orderBy(['chapter', 'verse'])
        .limit(limit)
        .select<BibleVerse[]>(VERSE_COLUMNS);
    },

    async search(translation, words, { offset, limit }) {
      const { rows } = await db.raw<{ rows: SearchRow[] }>(BIBLE_SEARCH_SQL, bibleSearchBindings(translation, words, { offset, limit }));
      return {
        hits: rows.map((row) => ({ book: row.book, chapter: row.chapter, verse: row.verse, parts: markedParts(row.marked) })),
        total: Number(rows[0]?.total ?? 0),
      };
    },
  };
}
