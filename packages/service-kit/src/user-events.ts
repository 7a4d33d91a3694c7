import type { RedisClient } from './redis';

/**
 * The Redis channel on which a service asks for every session of a user to end (after a password reset).
 * The gateway owns sessions and ends them; the message is the user's id. ioredis does not prefix channel
 * names, so the client's key prefix is added here, keeping stacks that share a Redis apart.
 */
export function userSessionsEndedChannel(redis: RedisClient): string {
  return `${redis.options.keyPrefix ?? ''}user:sessions-ended`;
}
