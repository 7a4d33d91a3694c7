import type { RedisClient } from './redis';

/**
 * The Redis channel on which a service asks for every session of a user to end (after a password reset).
 * The gateway owns sessions and ends them; the message is the user's id. ioredis does not prefix channel
 * names, so the client's key prefix is added here, keeping stacks that share a Redis apart.
 */
export function userSessionsEndedChannel(redis: RedisClient): string {
  return `${redis.options.keyPrefix ?? ''}user:sessions-ended`;
}

/**
 * The Redis channel on which the identity service says a user's role, church or account status changed.
 * Sessions keep a copy of the role and church; every gateway replica reads them again for each session
 * of that user, and ends the sessions of an account that may no longer sign in. The message is the user's id.
 */
export function userAccessChangedChannel(redis: RedisClient): string {
  return `${redis.options.keyPrefix ?? ''}user:access-changed`;
}

/** Announces a change of a user's role, church or account status (see userAccessChangedChannel). */
export async function announceUserAccessChanged(redis: RedisClient, userId: string): Promise<void> {
  await redis.publish(userAccessChangedChannel(redis), userId);
}
