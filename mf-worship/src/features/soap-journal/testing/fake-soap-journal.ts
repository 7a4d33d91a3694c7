import { ApiError } from '@koinonia/api-client';
import { parseBibleReference, formatBibleReference, soapJournalEndpoints, type SoapEntry } from '@koinonia/contracts';

let made = 0;
const newId = () => `00000000-0000-4000-8000-${String((made += 1)).padStart(12, '0')}`;

/** An entry as the service answers it, for tests. */
export function soapEntry(overrides: Partial<SoapEntry> = {}): SoapEntry {
  const scripture = overrides.scripture ?? 'John 3:16';
  return {
    id: newId(),
    scripture,
    passage: parseBibleReference(scripture),
    observation: 'God so loved the world',
    application: 'Love others today',
    prayer: 'Thank you, Lord',
    status: 'saved',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

type Written = Partial<Pick<SoapEntry, 'scripture' | 'observation' | 'application' | 'prayer' | 'status'>>;
const notFound = () => new ApiError(404, 'This journal entry was not found', { code: 'soap_entry_not_found' });

/**
 * A fake of the journal's endpoints (and of the Bible's passage) that keeps what each call changes, as the service
 * does: newest first, filtered by book and dates, searched by words in the four texts. `failNext` makes the next
 * call of a method and path fail with the given error.
 */
export function fakeSoapJournal(initial: SoapEntry[] = [], circles: Array<{ id: string; name: string }> = []) {
  let entries = [...initial];
  const sharedWith = new Map<string, string[]>();
  const failures = new Map<string, ApiError>();
  const lostAnswers = new Set<string>();
  /** The entry made with each Idempotency-Key, as the service keeps it. */
  const madeWithKey = new Map<string, string>();
  const calls: Array<{ method: string; url: string; body?: unknown; key?: string }> = [];
  const answer = jest.fn(async (method: string, url: string, body?: Written, key?: string) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const failure = failures.get(`${method} ${pathname}`);
    if (failure) {
      failures.delete(`${method} ${pathname}`);
      throw failure;
    }
    if (pathname === '/api/bible/web/passage') {
      const reference = parseBibleReference(searchParams.get('reference') ?? '')!;
      const verse = reference.verse ?? 1;
      return {
        translation: 'web',
        reference: formatBibleReference(reference),
        verses: [
          {
            book: reference.book,
            chapter: reference.chapter,
            verse,
            text: `The text of ${formatBibleReference(reference)}.`,
            paragraph: true,
            heading: null,
          },
        ],
      };
    }
    if (pathname === '/api/prayer-circles') {
      return {
        items: circles.map((circle) => ({
          ...circle,
          description: '',
          memberCount: 2,
          isOwner: false,
          createdAt: '2026-11-01T10:00:00.000Z',
        })),
      };
    }
    const shares = /^\/api\/soap-entries\/([^/]+)\/circles$/.exec(pathname)?.[1];
    if (shares) {
      if (method === 'PUT') sharedWith.set(shares, (body as unknown as { circleIds: string[] }).circleIds);
      return { items: circles.filter((circle) => (sharedWith.get(shares) ?? []).includes(circle.id)) };
    }
    const listPath = soapJournalEndpoints.list.path;
    if (pathname === listPath && method === 'GET') {
      const words = searchParams.get('q')?.toLowerCase();
      const [book, from, to] = ['book', 'from', 'to'].map((name) => searchParams.get(name));
      const found = entries.filter(
        (entry) =>
          (!words ||
            [entry.scripture, entry.observation, entry.application, entry.prayer]
              .join(' ')
              .toLowerCase()
              .includes(words)) &&
          (!book || entry.passage?.book === book) &&
          (!from || entry.createdAt.slice(0, 10) >= from) &&
          (!to || entry.createdAt.slice(0, 10) <= to),
      );
      const limit = Number(searchParams.get('limit') ?? 20);
      const start = Number(searchParams.get('cursor') ?? 0);
      return {
        items: found.slice(start, start + limit),
        nextCursor: start + limit < found.length ? String(start + limit) : null,
      };
    }
    const write = (entry: SoapEntry | undefined, written: Written) =>
      soapEntry({
        ...entry,
        ...written,
        passage: parseBibleReference(written.scripture ?? ''),
        status: written.status ?? entry?.status ?? 'draft',
        id: entry?.id ?? newId(),
        updatedAt: '2026-11-25T10:00:00.000Z',
      });
    if (pathname === listPath && method === 'POST') {
      const replayed = key === undefined ? undefined : entries.find((entry) => entry.id === madeWithKey.get(key));
      if (replayed) return replayed;
      const created = write(undefined, {
        scripture: '',
        observation: '',
        application: '',
        prayer: '',
        ...body,
        status: body?.status ?? 'draft',
      });
      entries = [{ ...created, createdAt: '2026-11-25T10:00:00.000Z' }, ...entries];
      if (key !== undefined) madeWithKey.set(key, created.id);
      return entries[0];
    }
    const entryId = pathname.startsWith(`${listPath}/`) ? pathname.slice(listPath.length + 1) : null;
    if (entryId !== null) {
      const index = entries.findIndex((entry) => entry.id === entryId);
      if (index < 0) throw notFound();
      if (method === 'GET') return entries[index];
      if (method === 'DELETE') {
        entries.splice(index, 1);
        return undefined;
      }
      entries[index] = write(entries[index], body ?? {});
      return entries[index];
    }
    throw new Error(`The fake of the S.O.A.P. journal does not answer ${method} ${url}`);
  });
  const apiRequest = jest.fn(async (method: string, url: string, body?: Written, options?: { headers?: Record<string, string> }) => {
    const key = options?.headers?.['Idempotency-Key'];
    calls.push({ method, url, body, ...(key === undefined ? {} : { key }) });
    const result = await answer(method, url, body, key);
    const path = `${method} ${new URL(url, 'http://localhost').pathname}`;
    if (lostAnswers.delete(path)) throw new ApiError(0, 'Network error. Please check your connection.');
    return result;
  });
  return {
    apiRequest,
    calls,
    entries: () => entries,
    failNext: (method: string, path: string, error: ApiError) => failures.set(`${method} ${path}`, error),
    /** The next such call is done by the service, but its answer never reaches the browser (a dropped connection). */
    loseNextAnswer: (method: string, path: string) => lostAnswers.add(`${method} ${path}`),
  };
}
