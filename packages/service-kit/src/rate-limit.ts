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
 * A fixed-window counter in Redis (shared by every replica). Only INCR, EXPIRE and TTL are used so the
 * embedded in-process Redis behaves exactly like the real one.
 */
export function createWindowCounter(redis: RedisClient, prefix: string, window: WindowLimit) {
  const keyOf = (key: string) => `${prefix}:${key}`;
  return {
    async hit(key: string): Promise<WindowState> {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(keyOf(key))
        .ttl(keyOf(key))
        .exec()) as [[null, number], [null, number]];
      if (ttl < 0) await redis.expire(keyOf(key), window.windowSeconds);
      return { count, resetInSeconds: ttl < 0 ? window.windowSeconds : ttl };
    },
    async peek(key: string): Promise<WindowState> {
      const [[, count], [, ttl]] = (await redis.multi().get(keyOf(key)).ttl(keyOf(key)).exec()) as [
        [null, string | null],
        [null, number],
      ];
      return { count: Number(count ?? 0), resetInSeconds: ttl < 0 ? window.windowSeconds : ttl };
    },
    isOver(state: WindowState): boolean {
      return state.count >= window.limit;
    },
    async reset(key: string): Promise<void> {
      await redis.del(keyOf(key));
    },
  };
}
export type WindowCounter = ReturnType<typeof createWindowCounter>;
