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
 * day (John 3:16), a search that finds `matches` verses holding the words, and the reader's highlights,
 * notes and church discussion kept as each call changes them. `failNext` makes the next call of a method
 * and path fail.
 */
export function fakeBible({ matches = 3 } = {}) {
  const failures = new Map<string, ApiError>();
  const calls: string[] = [];
  const highlights = new Map<string, Array<{ verse: number; color: string }>>();
  const notes: Array<{ id: string; book: string; chapter: number; verse: number; body: string; createdAt: string; updatedAt: string }> = [];
  const comments: Array<{ id: string; place: string; authorName: string; isMine: boolean; canRemove: boolean; body: string; createdAt: string }> = [];
  let made = 0;
  const newId = () => `00000000-0000-4000-8000-${String((made += 1)).padStart(12, '0')}`;
  const apiRequest = jest.fn(async (method: string, url: string, body?: { color?: string; body?: string }) => {
    calls.push(`${method} ${url}`);
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const failure = failures.get(`${method} ${pathname}`);
    if (failure) {
      failures.delete(`${method} ${pathname}`);
      throw failure;
    }
    if (pathname === '/api/bible/translations') return { items: translations };
    const study = /^\/api\/bible-study\/([A-Z0-9]{3})\/(\d+)(?:\/(\d+)\/(highlight|notes))?$/.exec(pathname);
    if (study) {
      const [, book, chapter, verse, what] = study;
      const key = `${book} ${chapter}`;
      const chapterHighlights = highlights.get(key) ?? [];
      if (!what) return { highlights: chapterHighlights, notes: notes.filter((note) => note.book === book && note.chapter === Number(chapter)) };
      if (what === 'highlight') {
        const others = chapterHighlights.filter((highlight) => highlight.verse !== Number(verse));
        highlights.set(key, method === 'PUT' ? [...others, { verse: Number(verse), color: body!.color! }] : others);
        return method === 'PUT' ? { verse: Number(verse), color: body!.color } : undefined;
      }
      const note = { id: newId(), book: book!, chapter: Number(chapter), verse: Number(verse), body: body!.body!, createdAt: '2026-11-25T10:00:00.000Z', updatedAt: '2026-11-25T10:00:00.000Z' };
      notes.push(note);
      return note;
    }
    const noteId = /^\/api\/bible-study\/notes\/(.+)$/.exec(pathname)?.[1];
    if (noteId) {
      const index = notes.findIndex((note) => note.id === noteId);
      if (method === 'DELETE') notes.splice(index, 1);
      else notes[index] = { ...notes[index]!, body: body!.body! };
      return method === 'DELETE' ? undefined : notes[index];
    }
    const discussion = /^\/api\/bible-discussions\/([A-Z0-9]{3})\/(\d+)$/.exec(pathname);
    if (discussion) {
      const place = `${discussion[1]} ${discussion[2]}`;
      if (method === 'POST') {
        const comment = { id: newId(), place, authorName: 'Miriam Okafor', isMine: true, canRemove: true, body: body!.body!, createdAt: '2026-11-25T10:00:00.000Z' };
        comments.unshift(comment);
        return comment;
      }
      return { items: comments.filter((comment) => comment.place === place), nextCursor: null };
    }
    const commentId = /^\/api\/bible-discussions\/comments\/(.+)$/.exec(pathname)?.[1];
    if (commentId) {
      comments.splice(comments.findIndex((comment) => comment.id === commentId), 1);
      return undefined;
    }
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
    notes,
    comments,
    /** Another member's comment in the chapter's discussion. */
    addComment(place: string, comment: { authorName: string; body: string; canRemove?: boolean }) {
      comments.push({ id: newId(), place, isMine: false, canRemove: false, createdAt: '2026-11-24T10:00:00.000Z', ...comment });
    },
    failNext(method: string, path: string, error: ApiError) {
      failures.set(`${method} ${path}`, error);
    },
  };
}
