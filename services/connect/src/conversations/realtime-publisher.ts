import { notificationChannel, type ConversationRealtimeMessage, type UserNotification } from '@koinonia/contracts';
import type { Logger, RedisClient } from '@koinonia/service-kit';

/** Sends something to a person's open /ws connections, on whichever connect replica holds them. */
export type PublishToPerson = (
  userId: string,
  payload: ConversationRealtimeMessage | UserNotification,
) => Promise<void>;

/**
 * Publishes on the person's Redis channel, which every replica with a socket of theirs listens on (realtime.ts):
 * that is what fans out across connect instances. A failure is logged, never the caller's: what was committed
 * stays, and a client that reconnects reads what it missed.
 */
export function redisPublisher(redis: RedisClient, logger: Logger): PublishToPerson {
  return async (userId, payload) => {
    await redis
      .publish(notificationChannel(userId), JSON.stringify(payload))
      .then(() => undefined)
      .catch((error: unknown) => logger.warn({ err: error }, 'could not publish a conversation update'));
  };
}
