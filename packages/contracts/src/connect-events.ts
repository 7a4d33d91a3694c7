import { z } from 'zod';

/**
 * The domain events the connect service publishes (DESIGN "Services"), on its stream. A notification a member
 * asked to get by email is told to identity, which alone knows their address and sends it.
 */
export const notificationEmailRequestedEventSchema = z.object({
  /** The notification's id: identity sends each one once, however often the event comes. */
  notificationId: z.string(),
  userId: z.string(),
  title: z.string(),
  message: z.string(),
  /** A path of the app (/events/…), or null. */
  actionUrl: z.string().nullable(),
});
export type NotificationEmailRequestedEvent = z.infer<typeof notificationEmailRequestedEventSchema>;

export const connectEventTypes = { notificationEmailRequested: 'notification.email_requested' } as const;
