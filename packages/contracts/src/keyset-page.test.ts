import { encodeCursor } from './pagination';
import { DEFAULT_PAGE_SIZE, idParamsSchema, nextPageCursor, pageQuerySchema } from './keyset-page';

const position = { sortKey: '2026-11-22T10:00:00.000Z', id: '00000000-0000-4000-8000-0000000e0001' };

describe('pageQuerySchema', () => {
  const schema = pageQuerySchema({ maxLimit: 50 });

  it('defaults the limit and decodes the cursor into a position', () => {
    expect(schema.parse({})).toEqual({ limit: DEFAULT_PAGE_SIZE });
    expect(schema.parse({ limit: '5', cursor: encodeCursor(position) })).toEqual({ limit: 5, cursor: position });
  });

  it('refuses a mangled cursor, an out-of-range limit and unknown parameters', () => {
    const cursorIssue = schema.safeParse({ cursor: 'nonsense' });
    expect(cursorIssue.success).toBe(false);
    expect(cursorIssue.error?.issues[0]?.message).toBe('The page cursor is not valid');
    expect(schema.safeParse({ limit: '51' }).success).toBe(false);
    expect(schema.safeParse({ limit: '0' }).success).toBe(false);
    expect(schema.safeParse({ sort: 'title' }).success).toBe(false);
  });

  it('refuses a cursor whose sort key does not read as the list sorts', () => {
    const byDate = pageQuerySchema({ sortKeyType: 'date' });
    expect(byDate.safeParse({ cursor: encodeCursor({ sortKey: '2026-11-23', id: position.id }) }).success).toBe(true);
    expect(byDate.safeParse({ cursor: encodeCursor({ sortKey: 'yesterday', id: position.id }) }).success).toBe(false);
    const byName = pageQuerySchema({ sortKeyType: 'text' });
    expect(byName.parse({ cursor: encodeCursor({ sortKey: 'Ærø, Ana', id: position.id }) }).cursor).toEqual({ sortKey: 'Ærø, Ana', id: position.id });
  });
});

describe('nextPageCursor', () => {
  const rows = [{ at: '2026-11-22T09:00:00.000Z', id: 'a' }, { at: position.sortKey, id: position.id }];
  const positionOf = (row: { at: string; id: string }) => ({ sortKey: row.at, id: row.id });

  it('points after the last row of a full page', () => {
    expect(nextPageCursor(rows, 2, positionOf)).toBe(encodeCursor(position));
  });

  it('is null when the page came back short', () => {
    expect(nextPageCursor(rows, 3, positionOf)).toBeNull();
    expect(nextPageCursor([], 3, positionOf)).toBeNull();
  });
});

describe('idParamsSchema', () => {
  it('accepts a uuid and refuses anything else', () => {
    expect(idParamsSchema.safeParse({ id: position.id }).success).toBe(true);
    expect(idParamsSchema.safeParse({ id: '42' }).error?.issues[0]?.message).toBe('The id is not valid');
  });
});
