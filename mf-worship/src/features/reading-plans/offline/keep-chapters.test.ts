import { ApiError } from '@koinonia/api-client';
import { OFFLINE_CHAPTERS_CACHE } from '@koinonia/shell-contract';
import { keepPlanChapters } from './keep-chapters';

/** The browser's Cache Storage, as far as keeping chapters uses it (jsdom has none). */
function fakeCacheStorage() {
  const stores = new Map<string, Map<string, Response>>();
  const cacheOf = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    const urlOf = (request: RequestInfo | URL) =>
      typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
    return {
      keys: async () => [...store.keys()].map((url) => ({ url })),
      match: async (request: RequestInfo | URL) => store.get(urlOf(request)),
      put: async (request: RequestInfo | URL, response: Response) => void store.set(urlOf(request), response),
      delete: async (request: RequestInfo | URL) => store.delete(urlOf(request)),
    };
  };
  return { open: async (name: string) => cacheOf(name), urls: (name: string) => [...(stores.get(name)?.keys() ?? [])] };
}

const origin = window.location.origin;
let storage: ReturnType<typeof fakeCacheStorage>;
const fetched: string[] = [];

beforeEach(() => {
  storage = fakeCacheStorage();
  fetched.length = 0;
  Object.assign(globalThis, {
    caches: storage,
    fetch: jest.fn(async (url: string) => {
      fetched.push(url);
      return { ok: true, status: 200 } as Response;
    }),
  });
});
afterEach(() => {
  delete (globalThis as { caches?: unknown }).caches;
});

const offlineAnswer = (chapters: Array<[string, number]>, limit: number | null = 30) =>
  jest.fn(async () => ({
    planTier: limit === null ? 'torchbearer' : 'disciple',
    limit,
    chapters: chapters.map(([book, chapter]) => ({ book, chapter })),
  }));

describe('the chapters kept offline (SPEC §1, §6)', () => {
  it('keeps exactly the chapters the server names, in the reader’s translation, and says what the plan allows', async () => {
    const apiRequest = offlineAnswer([
      ['MAT', 5],
      ['MAT', 6],
    ]);
    const kept = await keepPlanChapters(apiRequest as never, 'kjv');
    expect(apiRequest).toHaveBeenCalledWith('GET', '/api/reading-plans/offline', undefined, undefined);
    expect(storage.urls(OFFLINE_CHAPTERS_CACHE)).toEqual([
      `${origin}/api/bible/kjv/MAT/5`,
      `${origin}/api/bible/kjv/MAT/6`,
    ]);
    expect(kept).toEqual({ kept: 2, plan: { planTier: 'disciple', limit: 30, ahead: 2 } });
  });

  it('drops the chapters no longer ahead and fetches only the new ones, so a free plan never holds more than its limit', async () => {
    await keepPlanChapters(
      offlineAnswer([
        ['MAT', 5],
        ['MAT', 6],
      ]) as never,
      'web',
    );
    fetched.length = 0;
    const kept = await keepPlanChapters(
      offlineAnswer([
        ['MAT', 6],
        ['MAT', 7],
      ]) as never,
      'web',
    );
    expect(fetched).toEqual([`${origin}/api/bible/web/MAT/7`]);
    expect(storage.urls(OFFLINE_CHAPTERS_CACHE)).toEqual([
      `${origin}/api/bible/web/MAT/6`,
      `${origin}/api/bible/web/MAT/7`,
    ]);
    expect(kept.kept).toBe(2);
  });

  it('offline, keeps what it has and counts it', async () => {
    await keepPlanChapters(offlineAnswer([['PSA', 1]]) as never, 'web');
    const offline = jest.fn(async () => {
      throw new ApiError(0, 'Network error. Please check your connection.');
    });
    expect(await keepPlanChapters(offline as never, 'web')).toEqual({ kept: 1, plan: null });
    expect(storage.urls(OFFLINE_CHAPTERS_CACHE)).toEqual([`${origin}/api/bible/web/PSA/1`]);
  });
});
