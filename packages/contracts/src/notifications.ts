import { z } from 'zod';

/** SPEC §3: the types the shell knows how to show; other services may add their own ("others"). */
export const knownNotificationTypes = [
  'prayer',
  'event',
  'message',
  'staff_invitation',
  'new_staff_member',
  'content_edit_request',
] as const;

/** SPEC §3 "Notification". (The type is not called Notification so it never shadows the DOM's.) */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.string().min(1),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  actionUrl: z.string().nullable(),
});
export type UserNotification = z.infer<typeof notificationSchema>;

/** GET /api/notifications answers the newest this many (the header shows 10, SPEC §9). */
export const NOTIFICATION_LIST_LIMIT = 50;
export const notificationListSchema = z.array(notificationSchema);

export const markAllNotificationsReadResponseSchema = z.object({ updated: z.number().int() });
export type MarkAllNotificationsReadResponse = z.infer<typeof markAllNotificationsReadResponseSchema>;
