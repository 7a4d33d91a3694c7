import type { UserNotification } from '@koinonia/contracts';
import type { NotificationRow } from '../store/notifications';

/** SPEC §3 "Notification" as the shell reads it. */
export function toUserNotification(row: NotificationRow): UserNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.is_read,
    createdAt: row.created_at.toISOString(),
    actionUrl: row.action_url,
  };
}
