import { z } from 'zod';
import { notificationSchema } from './notifications';

/** DESIGN "Services": the gateway upgrades this path to the connect service. */
export const REALTIME_PATH = '/ws';

/** Redis pub/sub channel on which a user's new notifications are published (JSON of a Notification). */
export function notificationChannel(userId: string): string {
  return `notifications:${userId}`;
}

/**
 * What the server sends on /ws. A notification is nested rather than spread because it has a `type`
 * of its own (prayer, event, …).
 */
export const realtimeMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), userId: z.string() }),
  z.object({ type: z.literal('notification'), notification: notificationSchema }),
]);
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;
