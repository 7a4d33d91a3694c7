import { bibleBook, nextChapter, previousChapter, type AudioRoutine, type BibleBookCode } from '@koinonia/contracts';

const translations = [
  { code: 'web', name: 'World English Bible', abbreviation: 'WEB', language: 'en' },
  { code: 'kjv', name: 'King James Version', abbreviation: 'KJV', language: 'en' },
];

/** Three verses whose words say where they are. */
const versesOf = (book: BibleBookCode, chapter: number) =>
  [1, 2, 3].map((verse) => ({ book, chapter, verse, text: `${bibleBook(book)!.name} ${chapter}:${verse} text.`, paragraph: verse === 1, heading: null }));

/**
 * A fake of the calls the audio pages make, answering as the worship service does: the translations, any
 * chapter, a passage (its first three verses), and the member's routines kept as each call changes them.
 */
export function fakeAudio(routines: AudioRoutine[] = []) {
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];
  let made = 0;
  const apiRequest = jest.fn(async (method: string, url: string, body?: { name: string; items: AudioRoutine['items'] }) => {
    calls.push({ method, url, body });
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/bible/translations') return { items: translations };
    if (pathname === '/api/bible/web/passage') {
      const reference = searchParams.get('reference')!;
      return { translation: 'web', reference, verses: [1, 2].map((verse) => ({ ...versesOf('PSA', 23)[verse - 1]!, text: `${reference} verse ${verse}.` })) };
    }
    const chapter = /^\/api\/bible\/([a-z]+)\/([A-Z0-9]{3})\/(\d+)$/.exec(pathname);
    if (chapter) {
      const here = { book: chapter[2] as BibleBookCode, chapter: Number(chapter[3]) };
      return { translation: chapter[1], ...here, verses: versesOf(here.book, here.chapter), previous: previousChapter(here), next: nextChapter(here) };
    }
    if (pathname === '/api/audio-routines') {
      if (method === 'GET') return { items: routines };
      const routine = { id: `00000000-0000-4000-8000-${String((made += 1)).padStart(12, '0')}`, name: body!.name.trim(), items: body!.items, createdAt: '2026-11-27T10:00:00.000Z', updatedAt: '2026-11-27T10:00:00.000Z' };
      routines.unshift(routine);
      return routine;
    }
    const routineId = /^\/api\/audio-routines\/(.+)$/.exec(pathname)?.[1];
    const index = routines.findIndex((routine) => routine.id === routineId);
    if (index === -1) throw Object.assign(new Error('This audio routine was not found'), { status: 404 });
    if (method === 'DELETE') {
      routines.splice(index, 1);
      return undefined;
    }
    if (method === 'PUT') routines[index] = { ...routines[index]!, name: body!.name.trim(), items: body!.items };
    return routines[index];
  });
  return { apiRequest, calls, routines };
}

export const audioRoutine = (overrides: Partial<AudioRoutine> = {}): AudioRoutine => ({
  id: '00000000-0000-4000-8000-000000000101',
  name: 'Morning',
  items: [
    { kind: 'passage', reference: 'Psalms 23' },
    { kind: 'prayer', text: 'Lord, guide this day.' },
  ],
  createdAt: '2026-11-27T09:00:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
  ...overrides,
});
