import { ApiError } from '@koinonia/api-client';
import { bibleBook, nextChapter, previousChapter, type BibleBookCode, type BibleVerse } from '@koinonia/contracts';

const translations = [
  { code: 'web', name: 'World English Bible', abbreviation: 'WEB', language: 'en' },
  { code: 'kjv', name: 'King James Version', abbreviation: 'KJV', language: 'en' },
];

/** A chapter's verses as the service answers them: three verses whose words say where they are. */
export function chapterVerses(translation: string, book: BibleBookCode, chapter: number): BibleVerse[] {
  return [1, 2, 3].map((verse) => ({
    book,
    chapter,
    verse,
    text: `${translation.toUpperCase()} ${bibleBook(book)!.name} ${chapter}:${verse} text.`,
    paragraph: verse === 1,
    heading: null,
  }));
}

/**
 * A fake of the Bible's endpoints answering as the worship service does: any chapter, the verse of the
 * day (John 3:16), and a search that finds `matches` verses holding the words. `failNext` makes the next
 * call of a method and path fail.
 */
export function fakeBible({ matches = 3 } = {}) {
  const failures = new Map<string, ApiError>();
  const calls: string[] = [];
  const apiRequest = jest.fn(async (method: string, url: string) => {
    calls.push(`${method} ${url}`);
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const failure = failures.get(`${method} ${pathname}`);
    if (failure) {
      failures.delete(`${method} ${pathname}`);
      throw failure;
    }
    if (pathname === '/api/bible/translations') return { items: translations };
    const [, translation, rest] = /^\/api\/bible\/([a-z]+)\/(.+)$/.exec(pathname) ?? [];
    if (rest === 'verse-of-the-day') {
      return { date: searchParams.get('date'), translation, reference: 'John 3:16', verses: [{ ...chapterVerses(translation!, 'JHN', 3)[0]!, verse: 16, text: 'For God so loved the world.' }] };
    }
    if (rest === 'search') {
      const words = searchParams.get('q')!;
      const offset = Number(searchParams.get('cursor') ?? 0);
      const limit = Number(searchParams.get('limit') ?? 20);
      const items = Array.from({ length: Math.max(0, Math.min(limit, matches - offset)) }, (_, index) => ({
        book: 'PSA',
        chapter: 23,
        verse: offset + index + 1,
        parts: [{ text: 'The Lord is my ', match: false }, { text: words, match: true }],
      }));
      return { items, total: matches, nextCursor: offset + items.length < matches ? String(offset + items.length) : null };
    }
    const [book, chapter] = (rest ?? '').split('/') as [BibleBookCode, string];
    const here = { book, chapter: Number(chapter) };
    return { translation, ...here, verses: chapterVerses(translation!, book, here.chapter), previous: previousChapter(here), next: nextChapter(here) };
  });
  return {
    apiRequest,
    calls,
    failNext(method: string, path: string, error: ApiError) {
      failures.set(`${method} ${path}`, error);
    },
  };
}
