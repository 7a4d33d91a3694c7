import { randomBytes } from 'node:crypto';
import { createRedis, type RedisClient } from '../redis';

/**
 * The real Redis when REDIS_URL is set, the in-process one otherwise. Keys are namespaced per test file
 * (ioredis keyPrefix) so parallel files never see each other's sessions or counters.
 */
export function createTestRedis(url = process.env.REDIS_URL): { redis: RedisClient; close(): Promise<void> } {
  const keyPrefix = `test:${randomBytes(6).toString('hex')}:`;
  const redis = createRedis({ url, connectionName: 'test', keyPrefix });
  return {
    redis,
    async close() {
      if (url && redis.status === 'ready') {
        // KEYS is not prefixed by ioredis: ask for our prefix and strip it before DEL adds it back.
        const own = (await redis.keys(`${keyPrefix}*`)).map((key) => key.slice(keyPrefix.length));
        if (own.length) await redis.del(...own);
      }
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  };
}
