/**
 * Keyset pagination cursors: the last row's (sort key, id), opaque to clients. The sort key is whatever
 * column the list is ordered by (a creation time, an event's start, a date, a name), written as text.
 */
export interface KeysetPosition {
  sortKey: string;
  id: string;
}

/** How a list's sort key reads, so a forged cursor is refused before it reaches the database. */
export type SortKeyType = 'timestamp' | 'date' | 'text' | 'integer';

const validSortKey: Record<SortKeyType, (sortKey: string) => boolean> = {
  timestamp: (sortKey) => !Number.isNaN(Date.parse(sortKey)),
  // A real calendar date written YYYY-MM-DD (2026-02-30 is not one).
  date: (sortKey) => /^\d{4}-\d{2}-\d{2}$/.test(sortKey) && new Date(`${sortKey}T00:00:00Z`).toISOString().slice(0, 10) === sortKey,
  text: (sortKey) => sortKey.length <= 200,
  integer: (sortKey) => /^-?\d{1,15}$/.test(sortKey),
};

export function encodeCursor(position: KeysetPosition): string {
  return btoa(encodeURIComponent(JSON.stringify([position.sortKey, position.id]))).replace(/=+$/, '');
}

export function decodeCursor(cursor: string, sortKeyType: SortKeyType = 'timestamp'): KeysetPosition | null {
  try {
    const value: unknown = JSON.parse(decodeURIComponent(atob(cursor)));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [sortKey, id] = value as unknown[];
    if (typeof sortKey !== 'string' || typeof id !== 'string' || !validSortKey[sortKeyType](sortKey)) return null;
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
    return { sortKey, id };
  } catch {
    return null;
  }
}
