import { z } from 'zod';
import { decodeCursor, encodeCursor, type KeysetPosition, type SortKeyType } from './pagination';

/** Page sizes for lists that do not set their own. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** An opaque keyset cursor, decoded while parsing so that a forged or mangled one is a 400 like any bad field. */
export function pageCursorSchema(sortKeyType: SortKeyType = 'timestamp') {
  return z
    .string()
    .max(400)
    .transform((cursor, context): KeysetPosition => {
      const position = decodeCursor(cursor, sortKeyType);
      if (!position) {
        context.addIssue({ code: 'custom', message: 'The page cursor is not valid' });
        return z.NEVER;
      }
      return position;
    });
}

export interface PageQueryOptions {
  defaultLimit?: number;
  maxLimit?: number;
  /** What the list is ordered by (default: a time, such as created_at). */
  sortKeyType?: SortKeyType;
}

/** ?cursor=&limit= of a keyset-paginated list. */
export function pageQuerySchema(options: PageQueryOptions = {}) {
  const maxLimit = options.maxLimit ?? MAX_PAGE_SIZE;
  return z.strictObject({
    cursor: pageCursorSchema(options.sortKeyType).optional(),
    limit: z.coerce
      .number()
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(maxLimit, `limit must be at most ${maxLimit}`)
      .default(options.defaultLimit ?? DEFAULT_PAGE_SIZE),
  });
}

/** { items, nextCursor } where nextCursor is null on the last page. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

/**
 * The cursor of the page after `rows`: the last row's sort position, or null when the page came back
 * short (there is nothing after it).
 */
export function nextPageCursor<Row>(
  rows: readonly Row[],
  limit: number,
  positionOf: (row: Row) => KeysetPosition,
): string | null {
  const last = rows[rows.length - 1];
  return rows.length === limit && last !== undefined ? encodeCursor(positionOf(last)) : null;
}

/** :id path parameters are uuids; anything else is a 400 before it reaches the database. */
export const idParamsSchema = z.strictObject({ id: z.uuid('The id is not valid') });
