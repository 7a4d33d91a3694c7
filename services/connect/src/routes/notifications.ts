import {
  idParamsSchema,
  NOTIFICATION_LIST_LIMIT,
  type MarkAllNotificationsReadResponse,
  type UserNotification,
} from '@koinonia/contracts';
import { access, HttpError, route, type Database } from '@koinonia/service-kit';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from '../store/notifications';
import { toUserNotification } from '../domain/notifications';

/** SPEC §7: the header bell's list, mark one read, mark all read. Each user sees only their own. */
export const notificationRoutes = (db: Database) => [
  route({
    method: 'GET',
    path: '/api/notifications',
    access: access.signedIn,
    async handle({ caller }): Promise<UserNotification[]> {
      const rows = await listNotifications(db, { userId: caller.userId, limit: NOTIFICATION_LIST_LIMIT });
      return rows.map(toUserNotification);
    },
  }),
  route({
    method: 'POST',
    path: '/api/notifications/mark-all-read',
    access: access.signedIn,
    async handle({ caller }): Promise<MarkAllNotificationsReadResponse> {
      return { updated: await markAllNotificationsRead(db, caller.userId) };
    },
  }),
  route({
    method: 'POST',
    path: '/api/notifications/:id/read',
    access: access.signedIn,
    params: idParamsSchema,
    async handle({ caller, params }): Promise<UserNotification> {
      // Someone else's notification is answered like an unknown one: its existence is not revealed.
      const row = await markNotificationRead(db, { userId: caller.userId, id: params.id });
      if (!row) throw new HttpError(404, 'Notification not found', { code: 'not_found' });
      return toUserNotification(row);
    },
  }),
];
