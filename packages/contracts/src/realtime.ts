import { z } from 'zod';
import { notificationSchema } from './notifications';
import { conversationRealtimeSchema } from './conversations';

/** DESIGN "Services": the gateway upgrades this path to the connect service. */
export const REALTIME_PATH = '/ws';

/**
 * Redis pub/sub channel of one user: their new notifications (JSON of a Notification) and what happens in their
 * conversations (a ConversationRealtimeMessage). Every connect replica with a socket of the user listens on it.
 */
export function notificationChannel(userId: string): string {
  return `notifications:${userId}`;
}

/**
 * What the server sends on /ws. A notification is nested rather than spread because it has a `type`
 * of its own (prayer, event, …). A conversation's messages, read receipts and typing follow as published.
 */
export const realtimeMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), userId: z.string() }),
  z.object({ type: z.literal('notification'), notification: notificationSchema }),
  ...conversationRealtimeSchema.options,
]);
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;
