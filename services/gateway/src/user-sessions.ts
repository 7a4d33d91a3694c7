import type session from 'express-session';
import { userSessionsEndedChannel, type Logger, type RedisClient } from '@koinonia/service-kit';

/** Slightly longer than a session lives (14 days), so the index outlives every session it lists. */
const INDEX_TTL_SECONDS = 15 * 24 * 60 * 60;

export interface UserSessions {
  /** Records a new session of the user (at sign-in). */
  remember(userId: string, sid: string): Promise<void>;
  /** Drops a session from the user's index (at sign-out). */
  forget(userId: string, sid: string): Promise<void>;
  /** Ends every session of the user, on every replica's cache too (the store announces each destroy). */
  endAll(userId: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * Each user's session ids, kept in a Redis set, so that a password reset can sign the user out everywhere:
 * the identity service publishes the user's id on userSessionsEndedChannel and the gateway ends them.
 */
export function createUserSessions(options: { redis: RedisClient; store: session.Store; logger: Logger }): UserSessions {
  const { redis, store, logger } = options;
  const indexKey = (userId: string) => `user-sessions:${userId}`;
  const destroy = (sid: string) => new Promise<void>((resolve, reject) => store.destroy(sid, (error) => (error ? reject(error) : resolve())));

  const endAll = async (userId: string) => {
    const sids = await redis.smembers(indexKey(userId));
    for (const sid of sids) await destroy(sid);
    await redis.del(indexKey(userId));
    return sids.length;
  };

  const channel = userSessionsEndedChannel(redis);
  const subscriber = redis.duplicate({ lazyConnect: true });
  subscriber.on('error', (error: unknown) => logger.warn({ err: error }, 'user sessions subscriber error'));
  subscriber.on('message', (_channel: string, userId: string) => {
    endAll(userId).then(
      (ended) => logger.info({ userId, ended }, 'ended every session of a user'),
      (error: unknown) => logger.error({ err: error, userId }, 'could not end the sessions of a user'),
    );
  });
  const subscribe = () => subscriber.subscribe(channel).catch((error: unknown) => logger.warn({ err: error }, 'could not subscribe to session endings'));
  // As for the session cache: subscribe on every (re)connection, and once connected, since the in-process
  // stand-in may report "ready" before anyone listens.
  subscriber.on('ready', () => void subscribe());
  void subscriber.connect().then(subscribe, () => undefined);

  return {
    async remember(userId, sid) {
      await redis.multi().sadd(indexKey(userId), sid).expire(indexKey(userId), INDEX_TTL_SECONDS).exec();
    },
    async forget(userId, sid) {
      await redis.srem(indexKey(userId), sid);
    },
    endAll,
    async close() {
      subscriber.disconnect();
    },
  };
}
