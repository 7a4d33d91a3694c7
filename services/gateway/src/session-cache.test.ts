import type { SessionData } from 'express-session';
import { createLogger } from '@koinonia/service-kit';
import { createTestRedis, freePort } from '@koinonia/service-kit/testing';
import { createSessionCache, type SessionCache } from './session-cache';
import { ownRedisServer } from './testing/redis-server';

const logger = createLogger('session-cache-test');
const session = (userId: string) => ({ userId, role: 'member', renewedAt: Date.now() }) as unknown as SessionData;

async function eventually(check: () => boolean, what: string, withinMs = 2_000): Promise<void> {
  for (let waited = 0; waited < withinMs && !check(); waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  if (!check()) throw new Error(`timed out waiting until ${what}`);
}

describe('the session cache', () => {
  const redisHandle = createTestRedis();
  const caches: SessionCache[] = [];
  const newCache = async (ttlMs?: number) => {
    const cache = createSessionCache({ redis: redisHandle.redis, logger, ttlMs });
    caches.push(cache);
    expect(await cache.ready()).toBe(true);
    return cache;
  };
  afterAll(async () => {
    await Promise.all(caches.map((cache) => cache.close()));
    await redisHandle.close();
  });

  it('reads a session from the store once, then serves it from memory', async () => {
    const cache = await newCache();
    const read = jest.fn(async () => session('user-1'));
    expect(await cache.load('sid-1', read)).toMatchObject({ userId: 'user-1' });
    expect(await cache.load('sid-1', read)).toMatchObject({ userId: 'user-1' });
    expect(cache.get('sid-1')).toMatchObject({ userId: 'user-1' });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads the store again once the copy is older than its time to live', async () => {
    const cache = await newCache(50);
    const read = jest.fn(async () => session('user-1'));
    await cache.load('sid-ttl', read);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(cache.get('sid-ttl')).toBeUndefined();
    await cache.load('sid-ttl', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps no copy of a missing session', async () => {
    const cache = await newCache();
    expect(await cache.load('sid-none', async () => null)).toBeNull();
    expect(cache.get('sid-none')).toBeUndefined();
  });

  it('forgets a session on every replica when one of them announces a change to it', async () => {
    const [here, elsewhere] = [await newCache(), await newCache()];
    await here.load('sid-2', async () => session('user-2'));
    await here.load('sid-3', async () => session('user-3'));
    await elsewhere.announceChange('sid-2');
    await eventually(() => here.get('sid-2') === undefined, 'the other replica forgot sid-2');
    expect(here.get('sid-3')).toMatchObject({ userId: 'user-3' });
  });

  it('forgets its own copy at once when told to, and keeps no read that started before', async () => {
    const [here, elsewhere] = [await newCache(), await newCache()];
    await here.load('sid-6', async () => session('user-6'));
    await elsewhere.load('sid-6', async () => session('user-6'));
    let finishRead: (data: SessionData) => void = () => undefined;
    const loading = here.load('sid-7', () => new Promise<SessionData>((resolve) => (finishRead = resolve)));

    here.forget('sid-6');
    expect(here.get('sid-6')).toBeUndefined();
    finishRead(session('user-7'));
    await loading;
    expect(here.get('sid-7')).toBeUndefined();
    // Every replica makes the change on its own: nothing is announced to the others.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(elsewhere.get('sid-6')).toMatchObject({ userId: 'user-6' });
  });

  it('does not keep a read that a change overtook', async () => {
    const [here, elsewhere] = [await newCache(), await newCache()];
    let finishRead: (data: SessionData) => void = () => undefined;
    const loading = here.load('sid-4', () => new Promise<SessionData>((resolve) => (finishRead = resolve)));
    await elsewhere.announceChange('sid-4');
    // The change reaches this replica while its read is still out: what that read returns may be stale.
    await new Promise((resolve) => setTimeout(resolve, 100));
    finishRead(session('user-4'));
    await loading;
    expect(here.get('sid-4')).toBeUndefined();
  });

  it('hands out copies nobody can change in place', async () => {
    const cache = await newCache();
    const data = await cache.load('sid-5', async () => session('user-5'));
    expect(Object.isFrozen(data)).toBe(true);
  });
});

// The cache must never outlive what it listens to: a change it could not hear would go unnoticed.
describe('the session cache while Redis is away (a Redis server of its own)', () => {
  it('serves nothing while its subscription is down, and serves again once Redis is back', async () => {
    const server = ownRedisServer(await freePort());
    await server.start();
    const redisHandle = createTestRedis(server.url);
    const cache = createSessionCache({ redis: redisHandle.redis, logger });
    try {
      expect(await cache.ready()).toBe(true);
      await cache.load('sid-6', async () => session('user-6'));
      expect(cache.get('sid-6')).toMatchObject({ userId: 'user-6' });

      await server.stop();
      await eventually(() => cache.get('sid-6') === undefined, 'the cache stopped serving');
      await expect(cache.load('sid-6', async () => session('user-6'))).resolves.toMatchObject({ userId: 'user-6' });
      expect(cache.get('sid-6')).toBeUndefined();

      await server.start();
      await eventually(() => {
        void cache.load('sid-6', async () => session('user-6'));
        return cache.get('sid-6') !== undefined;
      }, 'the cache served again');
    } finally {
      await cache.close();
      await redisHandle.close();
      await server.stop();
    }
  });

  it('starts serving once Redis is there when it was away at start', async () => {
    const server = ownRedisServer(await freePort());
    const redisHandle = createTestRedis(server.url);
    const cache = createSessionCache({ redis: redisHandle.redis, logger });
    try {
      expect(await cache.ready()).toBe(false);
      await server.start();
      // ioredis retries every 2 s at most.
      await eventually(() => {
        void cache.load('sid-7', async () => session('user-7'));
        return cache.get('sid-7') !== undefined;
      }, 'the cache served', 5_000);
    } finally {
      await cache.close();
      await redisHandle.close();
      await server.stop();
    }
  });
});
