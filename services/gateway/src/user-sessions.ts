import type session from 'express-session';
import { fullName, type SessionSubject } from '@koinonia/contracts';
import type { LiveSockets } from './live-sockets';
import {
  HttpError,
  parseUserEvent,
  reportUserEventDone,
  userAccessChangedChannel,
  userSessionsEndedChannel,
  type Logger,
  type RedisClient,
} from '@koinonia/service-kit';

/** Slightly longer than a session lives (14 days), so the index outlives every session it lists. */
const INDEX_TTL_SECONDS = 15 * 24 * 60 * 60;
/** Tries at reading a changed user again before their sessions are ended instead (fail closed). */
const SUBJECT_READ_ATTEMPTS = 3;

export interface UserSessions {
  /** Records a new session of the user (at sign-in). */
  remember(userId: string, sid: string): Promise<void>;
  /** Drops a session from the user's index (at sign-out). */
  forget(userId: string, sid: string): Promise<void>;
  /** Ends every session of the user, on every replica's cache too (the store announces each destroy). */
  endAll(userId: string): Promise<number>;
  /** Brings every session of the user up to date with their role, church, name, plan and account status. */
  refreshAll(userId: string): Promise<void>;
  /** While the user's sessions are being brought up to date: settles when they are. */
  pendingRefresh(userId: string): Promise<void> | undefined;
  close(): Promise<void>;
}

/**
 * Each user's session ids, kept in a Redis set, and the two things the identity service may ask of them
 * through Redis: end them all (a password reset, on userSessionsEndedChannel), or read the user's role and
 * church again (userAccessChangedChannel) — a demoted church admin must not keep reading giving data in a
 * session that stays in use. A replica hears it as soon as Redis delivers it; from then on a call of that
 * user waits until the sessions are updated (see pendingRefresh), and the store's announcements drop the
 * old copies from every replica's session cache.
 */
export function createUserSessions(options: {
  redis: RedisClient;
  store: session.Store;
  logger: Logger;
  /** Who the user is now, from the identity service: 401/403/404 when the account may no longer sign in. */
  subjectOf(userId: string): Promise<SessionSubject>;
  /** The user's open /ws connections, closed whenever their sessions end or change. */
  liveSockets: LiveSockets;
  /** Drops this replica's cached copy of a session (session-cache.ts). */
  forgetCached(sid: string): void;
}): UserSessions {
  const { redis, store, logger } = options;
  const indexKey = (userId: string) => `user-sessions:${userId}`;
  const destroy = (sid: string) =>
    new Promise<void>((resolve, reject) => store.destroy(sid, (error) => (error ? reject(error) : resolve())));
  const read = (sid: string) =>
    new Promise<session.SessionData | null | undefined>((resolve, reject) =>
      store.get(sid, (error, data) => (error ? reject(error) : resolve(data))),
    );
  const write = (sid: string, data: session.SessionData) =>
    new Promise<void>((resolve, reject) => store.set(sid, data, (error) => (error ? reject(error) : resolve())));

  const endAll = async (userId: string) => {
    const sids = await redis.smembers(indexKey(userId));
    for (const sid of sids) await destroy(sid);
    await redis.del(indexKey(userId));
    options.liveSockets.closeAll(userId);
    return sids.length;
  };

  /** The user now, or null when the account may no longer sign in or cannot be read (then nothing stale survives). */
  async function currentSubject(userId: string): Promise<SessionSubject | null> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await options.subjectOf(userId);
      } catch (error) {
        if (error instanceof HttpError && [401, 403, 404].includes(error.status)) return null;
        if (attempt >= SUBJECT_READ_ATTEMPTS) {
          logger.error({ err: error, userId }, 'could not read a changed user again: ending their sessions');
          return null;
        }
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }

  const refreshing = new Map<string, Promise<void>>();
  async function updateSessions(userId: string): Promise<void> {
    const subject = await currentSubject(userId);
    if (!subject) {
      await endAll(userId);
      return;
    }
    for (const sid of await redis.smembers(indexKey(userId))) {
      const data = await read(sid);
      // Another replica may have written the update already, and its announcement may not have reached
      // this one yet: once this refresh is over, no call here may be served the copy from before it.
      options.forgetCached(sid);
      if (!data) await redis.srem(indexKey(userId), sid);
      else if (
        data.role !== subject.user.role ||
        data.churchId !== subject.churchId ||
        data.displayName !== fullName(subject.user) ||
        data.planTier !== subject.planTier
      ) {
        await write(sid, {
          ...data,
          role: subject.user.role,
          churchId: subject.churchId,
          displayName: fullName(subject.user),
          planTier: subject.planTier,
        });
      }
    }
    options.liveSockets.closeAll(userId);
  }
  const refreshAll = (userId: string): Promise<void> => {
    const running = refreshing.get(userId);
    // A change heard while an update runs starts one more after it, so the last change always wins.
    const next = (running ?? Promise.resolve()).catch(() => undefined).then(() => updateSessions(userId));
    const tracked = next.finally(() => {
      if (refreshing.get(userId) === tracked) refreshing.delete(userId);
    });
    refreshing.set(userId, tracked);
    return tracked;
  };

  const channels = { ended: userSessionsEndedChannel(redis), accessChanged: userAccessChangedChannel(redis) };
  const subscriber = redis.duplicate({ lazyConnect: true });
  subscriber.on('error', (error: unknown) => logger.warn({ err: error }, 'user sessions subscriber error'));
  subscriber.on('message', (channel: string, message: string) => {
    const event = parseUserEvent(message);
    if (!event) return void logger.warn({ channel, message }, 'ignored a user event that is not one');
    const { userId } = event;
    const work =
      channel === channels.ended
        ? endAll(userId).then(
            (ended) => logger.info({ userId, ended }, 'ended every session of a user'),
            (error: unknown) => logger.error({ err: error, userId }, 'could not end the sessions of a user'),
          )
        : refreshAll(userId).then(
            () => logger.info({ userId }, "brought a user's sessions up to date"),
            (error: unknown) => logger.error({ err: error, userId }, "could not bring a user's sessions up to date"),
          );
    // The announcing service answers once every replica is done (user-events.ts), so report it either way.
    void work
      .then(() => reportUserEventDone(redis, event))
      .catch((error: unknown) => logger.warn({ err: error, userId }, 'could not report a user event done'));
  });
  const subscribe = () =>
    subscriber
      .subscribe(channels.ended, channels.accessChanged)
      .catch((error: unknown) => logger.warn({ err: error }, 'could not subscribe to user events'));
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
    refreshAll,
    pendingRefresh: (userId) => refreshing.get(userId),
    async close() {
      subscriber.disconnect();
    },
  };
}
