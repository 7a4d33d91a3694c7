import type { Knex } from 'knex';
import { nextPageCursor, type KeysetPosition, type SortKeyType } from '@koinonia/contracts';

/**
 * The order of a keyset-paginated list: a sort column, the id column that breaks ties, and a direction.
 * Columns may be qualified (`opportunity.starts_at`); the sort key type says how the cursor's key is cast.
 */
export interface KeysetOrder {
  sortColumn: string;
  idColumn: string;
  direction: 'asc' | 'desc';
  sortKeyType: SortKeyType;
}

// Literal SQL for each case (the values and column names always travel as bindings): a row after the
// cursor's position is beyond it in the list's direction, ties broken by id.
const AFTER_POSITION = {
  asc: {
    timestamp: '(??, ??) > (?::timestamptz, ?::uuid)',
    date: '(??, ??) > (?::date, ?::uuid)',
    text: '(??, ??) > (?::text, ?::uuid)',
    integer: '(??, ??) > (?::bigint, ?::uuid)',
  },
  desc: {
    timestamp: '(??, ??) < (?::timestamptz, ?::uuid)',
    date: '(??, ??) < (?::date, ?::uuid)',
    text: '(??, ??) < (?::text, ?::uuid)',
    integer: '(??, ??) < (?::bigint, ?::uuid)',
  },
} as const satisfies Record<KeysetOrder['direction'], Record<SortKeyType, string>>;

/**
 * One page of a list in keyset order: ordered by (sort column, id), starting after `after` when given,
 * at most `limit` rows. The query keeps its own filters; this adds the order, the position and the limit.
 */
export function keysetPage<Query extends Knex.QueryBuilder>(
  query: Query,
  order: KeysetOrder,
  page: { after?: KeysetPosition | null; limit: number },
): Query {
  query
    .orderBy([
      { column: order.sortColumn, order: order.direction },
      { column: order.idColumn, order: order.direction },
    ])
    .limit(page.limit);
  if (page.after) {
    query.andWhereRaw(AFTER_POSITION[order.direction][order.sortKeyType], [
      order.sortColumn,
      order.idColumn,
      page.after.sortKey,
      page.after.id,
    ]);
  }
  return query;
}

/**
 * { items, nextCursor } of a page: the next cursor points after the last row when the page came back full,
 * and is null when it came back short (there is nothing after it).
 */
export function keysetResult<Row, Item>(
  rows: readonly Row[],
  page: { limit: number },
  positionOf: (row: Row) => KeysetPosition,
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  return { items: rows.map(toItem), nextCursor: nextPageCursor(rows, page.limit, positionOf) };
}
