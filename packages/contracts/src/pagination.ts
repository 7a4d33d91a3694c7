/**
 * Keyset pagination cursors: the last row's (createdAt, id), opaque to clients. A cursor that does not
 * decode is treated as invalid input by the caller.
 */
export interface KeysetPosition {
  createdAt: string;
  id: string;
}

export function encodeCursor(position: KeysetPosition): string {
  return btoa(JSON.stringify([position.createdAt, position.id])).replace(/=+$/, '');
}

export function decodeCursor(cursor: string): KeysetPosition | null {
  try {
    const value: unknown = JSON.parse(atob(cursor));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [createdAt, id] = value as unknown[];
    if (typeof createdAt !== 'string' || typeof id !== 'string' || Number.isNaN(Date.parse(createdAt))) return null;
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}
