import type { SessionData } from 'express-session';
import type { Logger, RedisClient } from '@koinonia/service-kit';

/** How long a replica serves a session from memory before reading it from Redis again. */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export interface SessionCache {
  /** The session as last read, or undefined: not cached, expired, or the cache is not serving. */
  get(sid: string): SessionData | undefined;
  /**
   * Reads a session through the cache: `load` is called on a miss, and what it returns is kept unless a
   * change to any session was heard while it ran (the value read may be the one that just changed).
   */
  load(sid: string, read: () => Promise<SessionData | null | undefined>): Promise<SessionData | null | undefined>;
  /** Tells every replica (this one included) to forget the session: called after each write or destroy. */
  announceChange(sid: string): Promise<void>;
  /** Forgets this replica's copy of the session only (a change every replica makes on its own). */
  forget(sid: string): void;
  /** Resolves once the first subscription attempt is over: true if the cache is serving. */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Signed-in forwarded calls read their session from memory for a few seconds instead of Redis: the Redis
 * round trip was about a third of the gateway's CPU per call in npm run bench. Every replica announces
 * each change it makes to a session (sign-in, sign-out, renewal) on a Redis channel, and every replica
 * drops its copy on hearing it, so a sign-out holds everywhere as soon as Redis has delivered the message.
 * The cache serves only while this replica's subscription is up: while it is down an announcement could be
 * missed, so every read goes to Redis — and, with Redis away, fails there as it did without the cache.
 */
export function createSessionCache(options: { redis: RedisClient; logger: Logger; ttlMs?: number }): SessionCache {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  // Channels are not key-prefixed by ioredis: the prefix keeps test runs sharing one Redis apart.
  const channel = `${options.redis.options.keyPrefix ?? ''}session:changed`;
  const entries = new Map<string, { data: SessionData; expiresAt: number }>();
  let listening = false;
  // Bumped by every change heard, so a read that overlapped one is not kept.
  let changes = 0;

  const stopServing = () => {
    listening = false;
    entries.clear();
    changes += 1;
  };
  const subscriber = options.redis.duplicate({ lazyConnect: true });
  subscriber.on('error', (error: unknown) => options.logger.warn({ err: error }, 'session cache subscriber error'));
  subscriber.on('close', stopServing);
  subscriber.on('message', (_channel: string, sid: string) => {
    entries.delete(sid);
    changes += 1;
  });
  // Subscribed on every (re)connection once it is ready, and serving only once Redis has confirmed it:
  // SUBSCRIBE sent during ioredis' connection handshake is lost (see connect's realtime server), and
  // ioredis says "ready" before its own re-subscription after a reconnect is confirmed.
  const subscribe = () =>
    subscriber.subscribe(channel).then(
      () => {
        listening = true;
      },
      (error: unknown) => options.logger.warn({ err: error }, 'session cache is off until Redis is back: could not subscribe'),
    );
  let firstSubscription: Promise<void> | undefined;
  subscriber.on('ready', () => {
    const subscription = subscribe();
    firstSubscription ??= subscription;
  });
  // A first connection that fails is retried by ioredis in the background; "ready" then subscribes. (The
  // in-process stand-in may say "ready" before anyone listens, hence the subscription once connected too.)
  const connecting = subscriber.connect().then(
    () => {
      firstSubscription ??= subscribe();
    },
    () => undefined,
  );

  const get = (sid: string): SessionData | undefined => {
    if (!listening) return undefined;
    const entry = entries.get(sid);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry.data;
    entries.delete(sid);
    return undefined;
  };

  return {
    get,
    async load(sid, read) {
      const cached = get(sid);
      if (cached) return cached;
      const changesBefore = changes;
      const data = await read();
      if (data && listening && changes === changesBefore) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        // Shared by every call that reads it until it expires: nothing may change it in place.
        entries.set(sid, { data: Object.freeze(data), expiresAt: Date.now() + ttlMs });
      }
      return data;
    },
    async announceChange(sid) {
      entries.delete(sid);
      changes += 1;
      await options.redis.publish(channel, sid);
    },
    forget(sid) {
      entries.delete(sid);
      changes += 1;
    },
    ready: () => connecting.then(() => firstSubscription).then(() => listening),
    async close() {
      await connecting;
      await firstSubscription;
      stopServing();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
