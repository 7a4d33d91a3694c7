import type { RedisClient } from './redis';

export interface WindowLimit {
  /** How many hits a key may take in one window. */
  limit: number;
  windowSeconds: number;
}

export interface WindowState {
  count: number;
  /** Seconds until the window resets. */
  resetInSeconds: number;
}

/**
 * A fixed-window counter in Redis (shared by every replica). A hit counts first and is then judged, in
 * one MULTI: SET NX EX starts the window with its expiry and INCR counts, so concurrent callers each see
 * their own count and never more than `limit` of them are within it — reading the count and raising it
 * later let 300 parallel sign-in guesses through a limit of 10. Only SET, INCR, DECR and TTL are used, so
 * the embedded in-process Redis behaves exactly like the real one.
 */
export function createWindowCounter(redis: RedisClient, prefix: string, window: WindowLimit) {
  const keyOf = (key: string) => `${prefix}:${key}`;
  return {
    /** Counts one hit and answers the count including it. */
    async hit(key: string): Promise<WindowState> {
      const [, [, count], [, ttl]] = (await redis
        .multi()
        .set(keyOf(key), 0, 'EX', window.windowSeconds, 'NX')
        .incr(keyOf(key))
        .ttl(keyOf(key))
        .exec()) as [unknown, [null, number], [null, number]];
      return { count, resetInSeconds: ttl < 0 ? window.windowSeconds : ttl };
    },
    /** Takes back one hit that turned out not to count (e.g. an attempt refused before it was tried). */
    async release(key: string): Promise<void> {
      const [, [, ttl]] = (await redis.multi().decr(keyOf(key)).ttl(keyOf(key)).exec()) as [unknown, [null, number]];
      // Had the window just ended, DECR made a new key without expiry, which would never reset: give it one.
      if (ttl === -1) await redis.expire(keyOf(key), window.windowSeconds);
    },
    /** Whether a hit's count is past the limit (the limit-th hit itself is still within it). */
    isOver(state: WindowState): boolean {
      return state.count > window.limit;
    },
    async reset(key: string): Promise<void> {
      await redis.del(keyOf(key));
    },
  };
}
export type WindowCounter = ReturnType<typeof createWindowCounter>;
