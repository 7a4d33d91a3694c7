import { createHash } from 'node:crypto';

/**
 * The same uuid (version 5's layout, from SHA-256) for the same key, every time: the id of something that must be
 * made once however often the work that makes it runs (a reminder's notification, a message's notice).
 */
export function uuidFromKey(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
