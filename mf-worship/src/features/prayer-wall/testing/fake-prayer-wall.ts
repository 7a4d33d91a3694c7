import { ApiError } from '@koinonia/api-client';
import type { NewPrayer, Prayer } from '@koinonia/contracts';

let made = 0;

/** A request as the wall answers it, for tests. */
export function prayer(overrides: Partial<Prayer> = {}): Prayer {
  made += 1;
  return {
    id: `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`,
    title: `Request ${made}`,
    body: 'Please pray with me.',
    visibility: 'public',
    authorName: 'Lucas Ferreira',
    isMine: false,
    prayerCount: 2,
    prayedByMe: false,
    answered: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A fake of the prayer wall's endpoints that keeps what each call changes, as the worship service does;
 * `failNext` makes the next call of a method and path fail with the given error.
 */
export function fakePrayerWall(initial: Prayer[] = []) {
  let wall = [...initial];
  const failures = new Map<string, ApiError>();
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];
  const apiRequest = jest.fn(async (method: string, url: string, body?: unknown) => {
    calls.push({ method, url, body });
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const failure = failures.get(`${method} ${pathname}`);
    if (failure) {
      failures.delete(`${method} ${pathname}`);
      throw failure;
    }
    const [, prayerId, action] = /^\/api\/prayers\/([^/]+)(?:\/(\w+))?$/.exec(pathname) ?? [];
    const index = wall.findIndex((item) => item.id === prayerId);
    const found = wall[index];
    if (method === 'GET' && pathname === '/api/prayers') {
      const limit = Number(searchParams.get('limit') ?? 20);
      const start = Number(searchParams.get('cursor') ?? 0);
      return { items: wall.slice(start, start + limit), nextCursor: start + limit < wall.length ? String(start + limit) : null };
    }
    if (method === 'POST' && pathname === '/api/prayers') {
      const created = prayer({ ...(body as NewPrayer), authorName: 'Miriam Okafor', isMine: true, prayerCount: 0 });
      wall = [created, ...wall];
      return created;
    }
    if (!found) throw new ApiError(404, 'This prayer request was not found', { code: 'prayer_not_found' });
    if (action === 'prayed') {
      const prayed = method === 'POST';
      const changed = { ...found, prayedByMe: prayed, prayerCount: found.prayerCount + (prayed === found.prayedByMe ? 0 : prayed ? 1 : -1) };
      wall[index] = changed;
      return changed;
    }
    if (action === 'answered') {
      wall[index] = { ...found, answered: (body as { answered: boolean }).answered };
      return wall[index];
    }
    if (method === 'DELETE') {
      wall = wall.filter((item) => item.id !== prayerId);
      return undefined;
    }
    throw new Error(`The fake prayer wall does not answer ${method} ${url}`);
  });
  return {
    apiRequest,
    calls,
    failNext: (method: string, path: string, error: ApiError) => failures.set(`${method} ${path}`, error),
  };
}
