import { Router } from 'express';
import {
  idParamsSchema,
  NOTIFICATION_LIST_LIMIT,
  type MarkAllNotificationsReadResponse,
  type UserNotification,
} from '@koinonia/contracts';
import { HttpError, parse, requireUser, type Database } from '@koinonia/service-kit';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from '../store/notifications';
import { toUserNotification } from '../domain/notifications';

/** SPEC §7: the header bell's list, mark one read, mark all read. Each user sees only their own. */
export function notificationRoutes(db: Database): Router {
  const router = Router();

  router.get('/api/notifications', async (req, res) => {
    const { userId } = requireUser(req.identity);
    const rows = await listNotifications(db, { userId, limit: NOTIFICATION_LIST_LIMIT });
    res.json(rows.map(toUserNotification) satisfies UserNotification[]);
  });

  router.post('/api/notifications/mark-all-read', async (req, res) => {
    const { userId } = requireUser(req.identity);
    const updated = await markAllNotificationsRead(db, userId);
    res.json({ updated } satisfies MarkAllNotificationsReadResponse);
  });

  router.post('/api/notifications/:id/read', async (req, res) => {
    const { userId } = requireUser(req.identity);
    const { id } = parse(idParamsSchema, req.params);
    // Someone else's notification is answered like an unknown one: its existence is not revealed.
    const row = await markNotificationRead(db, { userId, id });
    if (!row) throw new HttpError(404, 'Notification not found');
    res.json(toUserNotification(row) satisfies UserNotification);
  });

  return router;
}
