import type { Database } from '@koinonia/service-kit';

const NOTIFICATIONS = 'connect.notifications';

export interface NotificationRow {
  id: string;
  user_id: string;
  type: string;
  title: string;
  message: string;
  is_read: boolean;
  action_url: string | null;
  created_at: Date;
}

export function listNotifications(db: Database, options: { userId: string; limit: number }): Promise<NotificationRow[]> {
  return db<NotificationRow>(NOTIFICATIONS)
    .where('user_id', options.userId)
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(options.limit);
}

/** Marks one of the user's notifications read; undefined when it is not theirs or does not exist. */
export async function markNotificationRead(
  db: Database,
  options: { userId: string; id: string },
): Promise<NotificationRow | undefined> {
  const [row] = await db<NotificationRow>(NOTIFICATIONS)
    .where({ id: options.id, user_id: options.userId })
    .update({ is_read: true })
    .returning('*');
  return row as NotificationRow | undefined;
}

/** Returns how many notifications were unread. */
export function markAllNotificationsRead(db: Database, userId: string): Promise<number> {
  return db<NotificationRow>(NOTIFICATIONS).where({ user_id: userId, is_read: false }).update({ is_read: true });
}

/** Inserts what is not there yet (by id) and answers the rows it inserted. */
export async function insertNotifications(db: Database, rows: Array<Partial<NotificationRow>>): Promise<NotificationRow[]> {
  return db<NotificationRow>(NOTIFICATIONS).insert(rows).onConflict('id').ignore().returning('*') as Promise<NotificationRow[]>;
}
