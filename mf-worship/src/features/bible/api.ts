import { bibleEndpoints, type BibleBookCode } from '@koinonia/contracts';
import { useEndpointList, useEndpointQuery } from '@koinonia/shell-contract';

/** The translations the service holds, in the order a reader is offered them. */
export const useTranslations = () => useEndpointQuery(bibleEndpoints.translations);

/** One chapter of one translation (the text is cached by the browser too: it never changes). */
export const useChapter = (translation: string, book: BibleBookCode, chapter: number) =>
  useEndpointQuery(bibleEndpoints.chapter, { params: { translation, book, chapter } });

/** The reader's own calendar day, YYYY-MM-DD: the verse changes at their midnight, not the server's. */
export function localDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const useVerseOfTheDay = (translation: string) =>
  useEndpointQuery(bibleEndpoints.verseOfTheDay, { params: { translation }, query: { date: localDate() } });

/** Ranked matches of the words, a page at a time. */
export const useBibleSearch = (translation: string, words: string) =>
  useEndpointList(bibleEndpoints.search, { params: { translation }, query: { q: words, limit: 20 } });
