import { randomUUID } from 'node:crypto';
import type { Logger } from './logger';
import type { RedisClient } from './redis';

/**
 * The Redis channel on which a service asks for every session of a user to end (after a password reset).
 * The gateway owns sessions and ends them. ioredis does not prefix channel names, so the client's key
 * prefix is added here, keeping stacks that share a Redis apart.
 */
export function userSessionsEndedChannel(redis: RedisClient): string {
  return `${redis.options.keyPrefix ?? ''}user:sessions-ended`;
}

/**
 * The Redis channel on which the identity service says a user's role, church or account status changed.
 * Sessions keep a copy of the role and church; every gateway replica reads them again for each session
 * of that user, and ends the sessions of an account that may no longer sign in.
 */
export function userAccessChangedChannel(redis: RedisClient): string {
  return `${redis.options.keyPrefix ?? ''}user:access-changed`;
}

/** What is published on both channels: whose sessions, and the key on which each listener reports it is done. */
export interface UserEvent {
  userId: string;
  doneKey: string;
}

/** The event in a message, or null for a message that is not one. */
export function parseUserEvent(message: string): UserEvent | null {
  try {
    const event = JSON.parse(message) as Partial<UserEvent>;
    return typeof event.userId === 'string' && typeof event.doneKey === 'string'
      ? { userId: event.userId, doneKey: event.doneKey }
      : null;
  } catch {
    return null;
  }
}

/** Reports one listener done with an event (the gateway, once the user's sessions on its replica are updated). */
export async function reportUserEventDone(redis: RedisClient, event: UserEvent): Promise<void> {
  await redis.multi().incr(event.doneKey).expire(event.doneKey, 60).exec();
}

/** How long an announcement waits for the gateway replicas before it answers anyway. */
export const USER_EVENT_WAIT_MS = 2_000;
const POLL_MS = 5;

/**
 * Publishes a user event and waits until every replica that heard it reports done (or USER_EVENT_WAIT_MS
 * passes), so the change holds on the very next call through any replica. Pub/sub alone cannot promise
 * that: the caller's answer may reach another replica before Redis's message does.
 */
async function announce(redis: RedisClient, channel: string, userId: string, logger: Logger): Promise<void> {
  const event: UserEvent = { userId, doneKey: `user-event-done:${randomUUID()}` };
  const listeners = await redis.publish(channel, JSON.stringify(event));
  const deadline = Date.now() + USER_EVENT_WAIT_MS;
  while (listeners > 0) {
    if (Number(await redis.get(event.doneKey)) >= listeners) break;
    if (Date.now() >= deadline) {
      logger.warn({ userId, channel, listeners }, 'not every gateway replica reported a user event done in time');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  await redis.del(event.doneKey);
}

/** Announces a change of a user's role, church or account status (see userAccessChangedChannel). */
export function announceUserAccessChanged(redis: RedisClient, userId: string, logger: Logger): Promise<void> {
  return announce(redis, userAccessChangedChannel(redis), userId, logger);
}

/** Asks for every session of a user to end (see userSessionsEndedChannel). */
export function announceUserSessionsEnded(redis: RedisClient, userId: string, logger: Logger): Promise<void> {
  return announce(redis, userSessionsEndedChannel(redis), userId, logger);
}
