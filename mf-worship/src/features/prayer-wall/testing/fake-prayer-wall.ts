import { ApiError } from '@koinonia/api-client';
import type { NewPrayer, Prayer, PrayerCircleSummary, PrayerComment } from '@koinonia/contracts';

let made = 0;

/** A request as the wall answers it, for tests. */
export function prayer(overrides: Partial<Prayer> = {}): Prayer {
  made += 1;
  return {
    id: `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`,
    title: `Request ${made}`,
    body: 'Please pray with me.',
    category: 'other',
    visibility: 'public',
    authorName: 'Lucas Ferreira',
    isMine: false,
    prayerCount: 2,
    prayedByMe: false,
    commentCount: 0,
    answered: false,
    answeredAt: null,
    testimony: null,
    circles: [],
    reportedByMe: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    editedAt: null,
    ...overrides,
  };
}

/** A comment as the wall answers it, for tests. */
export function comment(overrides: Partial<PrayerComment> = {}): PrayerComment {
  made += 1;
  return {
    id: `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`,
    authorName: 'Grace Kim',
    byRequester: false,
    isMine: false,
    canRemove: false,
    body: 'Praying with you.',
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

interface FakeState {
  wall: Prayer[];
  comments?: Record<string, PrayerComment[]>;
  circles?: PrayerCircleSummary[];
}

const page = <Item>(items: Item[], searchParams: URLSearchParams) => {
  const limit = Number(searchParams.get('limit') ?? 20);
  const start = Number(searchParams.get('cursor') ?? 0);
  return {
    items: items.slice(start, start + limit),
    nextCursor: start + limit < items.length ? String(start + limit) : null,
  };
};

/**
 * A fake of the prayer wall's endpoints that keeps what each call changes, as the worship service does;
 * `failNext` makes the next call of a method and path fail with the given error.
 */
export function fakePrayerWall(initial: Prayer[] | FakeState = []) {
  const state: FakeState = Array.isArray(initial) ? { wall: initial } : initial;
  let wall = [...state.wall];
  const comments: Record<string, PrayerComment[]> = { ...state.comments };
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
    if (method === 'GET' && pathname === '/api/prayer-circles') return { items: state.circles ?? [] };
    const removedComment = /^\/api\/prayer-comments\/([^/]+)$/.exec(pathname)?.[1];
    if (method === 'DELETE' && removedComment) {
      for (const [prayerId, list] of Object.entries(comments)) {
        if (list.some((item) => item.id === removedComment))
          comments[prayerId] = list.filter((item) => item.id !== removedComment);
      }
      return undefined;
    }
    const [, prayerId, action] = /^\/api\/prayers\/([^/]+)(?:\/(\w+))?$/.exec(pathname) ?? [];
    const index = wall.findIndex((item) => item.id === prayerId);
    const found = wall[index];
    if (method === 'GET' && pathname === '/api/prayers') {
      const category = searchParams.get('category');
      const scope = searchParams.get('scope');
      const shown = wall.filter(
        (item) =>
          (!category || item.category === category) &&
          (scope !== 'mine' || item.isMine) &&
          (scope !== 'answered' || item.answered),
      );
      return page(shown, searchParams);
    }
    if (method === 'POST' && pathname === '/api/prayers') {
      const created = prayer({
        ...(body as NewPrayer),
        authorName: 'Miriam Okafor',
        isMine: true,
        prayerCount: 0,
      } as Partial<Prayer>);
      wall = [created, ...wall];
      return created;
    }
    if (!found) throw new ApiError(404, 'This prayer request was not found', { code: 'prayer_not_found' });
    if (method === 'GET' && !action) return found;
    if (method === 'PUT' && !action) {
      wall[index] = { ...found, ...(body as Partial<Prayer>), editedAt: '2026-11-22T10:00:00.000Z' };
      return wall[index];
    }
    if (action === 'prayed') {
      const prayed = method === 'POST';
      const changed = {
        ...found,
        prayedByMe: prayed,
        prayerCount: found.prayerCount + (prayed === found.prayedByMe ? 0 : prayed ? 1 : -1),
      };
      wall[index] = changed;
      return changed;
    }
    if (action === 'intercessors')
      return {
        items: found.prayerCount ? [{ name: 'Grace Kim', isMe: false, prayedAt: '2026-11-21T10:00:00.000Z' }] : [],
        nextCursor: null,
      };
    if (action === 'comments' && method === 'GET') return page(comments[found.id] ?? [], searchParams);
    if (action === 'comments' && method === 'POST') {
      const added = comment({
        authorName: 'Miriam Okafor',
        isMine: true,
        canRemove: true,
        body: (body as { body: string }).body.trim(),
      });
      comments[found.id] = [...(comments[found.id] ?? []), added];
      wall[index] = { ...found, commentCount: found.commentCount + 1 };
      return added;
    }
    if (action === 'reports') {
      wall[index] = { ...found, reportedByMe: true };
      return { id: 'report-1', createdAt: '2026-11-22T10:00:00.000Z' };
    }
    if (action === 'answered') {
      const { answered, testimony } = body as { answered: boolean; testimony?: string };
      wall[index] = { ...found, answered, testimony: answered ? testimony || null : null };
      return wall[index];
    }
    if (method === 'DELETE' && !action) {
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
