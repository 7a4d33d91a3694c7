import { z } from 'zod';

/** SPEC §3: the types the shell knows how to show; other services may add their own ("others"). */
export const knownNotificationTypes = [
  'prayer',
  'event',
  'message',
  'staff_invitation',
  'new_staff_member',
  'content_edit_request',
  'announcement',
  'forum_reply',
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

/** SPEC §9: the header's list shows at most this many; its unread badge stops at this count, then "99+". */
export const NOTIFICATIONS_SHOWN_MAX = 10;
export const NOTIFICATION_BADGE_CAP = 99;

export const notificationTypeSchema = z.enum(knownNotificationTypes);
export type KnownNotificationType = z.infer<typeof notificationTypeSchema>;

/** SPEC §2 /notification-settings: where one type of notification reaches a person. */
export const notificationChannelsSchema = z
  .object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() })
  .strict();
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

/** The English name of each type on the settings page (the shell translates it under notifications.type.*). */
export const notificationTypeLabels: Readonly<Record<KnownNotificationType, string>> = {
  prayer: 'Prayer',
  event: 'Events',
  message: 'Messages',
  staff_invitation: 'Staff invitations',
  new_staff_member: 'New staff members',
  content_edit_request: 'Content edit requests',
  announcement: 'Announcements',
  forum_reply: 'Forum replies',
};

export const notificationSettingSchema = z.object({
  type: notificationTypeSchema,
  label: z.string(),
  channels: notificationChannelsSchema,
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

export const notificationSettingsSchema = z.object({ types: z.array(notificationSettingSchema) });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /api/notifications/settings: one type's channels at a time, as the page saves each change. */
export const updateNotificationSettingBodySchema = z
  .object({ type: notificationTypeSchema, channels: notificationChannelsSchema })
  .strict();
export type UpdateNotificationSettingBody = z.infer<typeof updateNotificationSettingBodySchema>;
