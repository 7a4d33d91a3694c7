import { ApiError } from '@koinonia/api-client';
import { savedItemsEndpoints, type Prayer, type SavedItem } from '@koinonia/contracts';

let made = 0;
const newId = () => `00000000-0000-4000-9000-${String((made += 1)).padStart(12, '0')}`;
const createdAt = '2026-11-20T10:00:00.000Z';

const prayer = (overrides: Partial<Prayer>): Prayer => ({
  id: newId(),
  title: 'Healing for my mother',
  body: 'She is in hospital this week.',
  category: 'health',
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
  createdAt,
  editedAt: null,
  ...overrides,
});

/** Saved items as the service answers them, for tests. */
export const savedItem = {
  prayer(overrides: Partial<Prayer> = {}): SavedItem {
    const saved = prayer(overrides);
    return { id: newId(), kind: 'prayer', targetId: saved.id, createdAt, prayer: saved };
  },
  verse(text = 'For God so loved the world, that he gave his one and only Son.'): SavedItem {
    const verse = { translation: 'web', book: 'JHN', chapter: 3, verse: 16, text } as const;
    return { id: newId(), kind: 'verse', targetId: 'web:JHN:3:16', createdAt, verse };
  },
  reflection(excerpt = 'The Lord is my shepherd; I lack nothing.'): SavedItem {
    const id = newId();
    return { id: newId(), kind: 'reflection', targetId: id, createdAt, reflection: { id, scripture: 'Psalms 23', excerpt, createdAt } };
  },
};

const textOf = (item: SavedItem) =>
  item.kind === 'prayer'
    ? `${item.prayer.title} ${item.prayer.body}`
    : item.kind === 'verse'
      ? item.verse.text
      : `${item.reflection.scripture} ${item.reflection.excerpt}`;

/**
 * A fake of the saved items' endpoints that keeps what each call changes, as the service does: newest first (the
 * order given), narrowed by ?kind= and ?q=, removed by id. `failNext` makes the next call of a method and path fail.
 */
export function fakeSavedItems(initial: SavedItem[] = []) {
  let items = [...initial];
  const failures = new Map<string, ApiError>();
  const calls: Array<{ method: string; url: string }> = [];
  const apiRequest = jest.fn(async (method: string, url: string) => {
    calls.push({ method, url });
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const failure = failures.get(`${method} ${pathname}`);
    if (failure) {
      failures.delete(`${method} ${pathname}`);
      throw failure;
    }
    const listPath = savedItemsEndpoints.list.path;
    if (pathname === listPath && method === 'GET') {
      const kind = searchParams.get('kind');
      const words = searchParams.get('q')?.toLowerCase();
      const limit = Number(searchParams.get('limit') ?? 20);
      const offset = Number(searchParams.get('cursor') ?? 0);
      const found = items.filter(
        (item) => (!kind || item.kind === kind) && (!words || textOf(item).toLowerCase().includes(words)),
      );
      const page = found.slice(offset, offset + limit);
      return { items: page, nextCursor: offset + limit < found.length ? String(offset + limit) : null };
    }
    if (pathname === `${listPath}/lookup`) {
      const targets = (searchParams.get('targets') ?? '').split(',');
      return { items: items.filter((item) => targets.includes(item.targetId)).map(({ id, targetId }) => ({ id, targetId })) };
    }
    const savedItemId = pathname.startsWith(`${listPath}/`) ? pathname.slice(listPath.length + 1) : null;
    if (savedItemId !== null && method === 'DELETE') {
      if (!items.some((item) => item.id === savedItemId)) {
        throw new ApiError(404, 'This saved item was not found', { code: 'saved_item_not_found' });
      }
      items = items.filter((item) => item.id !== savedItemId);
      return undefined;
    }
    throw new Error(`The fake of the saved items does not answer ${method} ${url}`);
  });
  return {
    apiRequest,
    calls,
    items: () => items,
    failNext: (method: string, path: string, error: ApiError) => failures.set(`${method} ${path}`, error),
  };
}
