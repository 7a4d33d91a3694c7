import { bibleBooks, type BibleBookCode, type ReadingPassage } from '@koinonia/contracts';

/** One chapter of one book. */
export interface ChapterRef {
  book: BibleBookCode;
  chapter: number;
}

const chaptersOf = new Map<string, number>(bibleBooks.map((book) => [book.code, book.chapters]));

export const oldTestamentBooks: readonly BibleBookCode[] = bibleBooks.slice(0, 39).map((book) => book.code);
export const newTestamentBooks: readonly BibleBookCode[] = bibleBooks.slice(39).map((book) => book.code);

/**
 * The chapters a written range names: a book ("GEN"), a chapter ("PSA 23") or chapters ("GEN 37-50"). A range that
 * names a book or chapter that does not exist is a mistake in a plan's definition, so it throws.
 */
export function chaptersIn(range: string): ChapterRef[] {
  const match = /^([1-3]?[A-Z]{2,3})(?: (\d+)(?:-(\d+))?)?$/.exec(range);
  const count = match ? chaptersOf.get(match[1]!) : undefined;
  if (!match || count === undefined) throw new Error(`Not a range of chapters: ${range}`);
  const from = match[2] ? Number(match[2]) : 1;
  const to = match[3] ? Number(match[3]) : match[2] ? from : count;
  if (from < 1 || to > count || to < from) throw new Error(`${range}: the book has chapters 1-${count}`);
  return Array.from({ length: to - from + 1 }, (_unused, index) => ({
    book: match[1] as BibleBookCode,
    chapter: from + index,
  }));
}

export const chaptersOfBooks = (books: readonly BibleBookCode[]): ChapterRef[] =>
  books.flatMap((book) => chaptersIn(book));

/** The chapters of several ranges, in the order written. */
export const chaptersInAll = (ranges: readonly string[]): ChapterRef[] => ranges.flatMap(chaptersIn);

/**
 * The chapters shared out over the days as evenly as whole chapters allow, in order: day i (from 0) reads from chapter
 * round(i·n/d) up to round((i+1)·n/d), so a track with fewer chapters than days (the New Testament beside the Old in
 * a year) starts on day 1 and reads every second day or so. Alone, with fewer chapters than days, some days are
 * empty, which the callers refuse.
 */
export function spreadOverDays(chapters: readonly ChapterRef[], days: number): ChapterRef[][] {
  return Array.from({ length: days }, (_unused, day) =>
    chapters.slice(Math.round((day * chapters.length) / days), Math.round(((day + 1) * chapters.length) / days)),
  );
}

/** A day's chapters as passages: each run of following chapters of one book is one passage ("Genesis 1–3"). */
export function passagesOf(chapters: readonly ChapterRef[]): ReadingPassage[] {
  const passages: ReadingPassage[] = [];
  for (const { book, chapter } of chapters) {
    const last = passages.at(-1);
    if (last && last.book === book && last.endChapter + 1 === chapter) last.endChapter = chapter;
    else passages.push({ book, chapter, verse: null, endChapter: chapter, endVerse: null });
  }
  return passages;
}

/** The books a plan reads, in the order it first reads them. */
export function booksOf(days: ReadonlyArray<readonly ReadingPassage[]>): BibleBookCode[] {
  return [...new Set(days.flatMap((passages) => passages.map((passage) => passage.book)))];
}

export const chapterCount = (days: ReadonlyArray<readonly ReadingPassage[]>): number =>
  days.reduce(
    (total, passages) => total + passages.reduce((sum, passage) => sum + passage.endChapter - passage.chapter + 1, 0),
    0,
  );
