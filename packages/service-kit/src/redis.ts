import Redis from 'ioredis';
import RedisMock from 'ioredis-mock';

export type RedisClient = Redis;

export interface RedisOptions {
  /** redis:// URL: the real Redis (distributed mode, CI). Without it: an in-process equivalent (embedded mode). */
  url?: string;
  /** Name shown in CLIENT LIST, handy when reading a shared Redis. */
  connectionName?: string;
  /** Prefix added to every key (tests use it to keep parallel runs apart). */
  keyPrefix?: string;
}

/**
 * Commands fail fast while Redis is away instead of queueing without bound, so no request hangs on it
 * (the gateway answers 503); the client keeps reconnecting in the background.
 */
export function createRedis(options: RedisOptions): RedisClient {
  if (!options.url) return new RedisMock({ keyPrefix: options.keyPrefix }) as unknown as Redis;
  return new Redis(options.url, {
    connectionName: options.connectionName,
    keyPrefix: options.keyPrefix,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    enableOfflineQueue: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}

/** Whether the client is the embedded mode's in-process stand-in (which lacks a few commands, e.g. consumer groups). */
export function isInProcessRedis(redis: RedisClient): boolean {
  return (redis as unknown) instanceof RedisMock;
}

export async function checkRedis(redis: RedisClient): Promise<void> {
  await redis.ping();
}
