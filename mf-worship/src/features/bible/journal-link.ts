import { formatBibleReference, type BibleBookCode } from '@koinonia/contracts';

/**
 * Where a member journals on a verse: the S.O.A.P. journal's new entry, its Scripture prefilled. The reference is
 * written with English names, which the service reads whatever the reader's language (a plain path: features
 * do not import each other).
 */
export function journalOnVersePath(book: BibleBookCode, chapter: number, verse: number): string {
  const reference = formatBibleReference({ book, chapter, verse, endChapter: chapter, endVerse: verse });
  return `/soap/new?scripture=${encodeURIComponent(reference)}`;
}
