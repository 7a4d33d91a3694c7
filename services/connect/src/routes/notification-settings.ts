import { updateNotificationSettingBodySchema, type NotificationSettings } from '@koinonia/contracts';
import { access, route, type Database } from '@koinonia/service-kit';
import { notificationSettings } from '../domain/notification-settings';
import { readNotificationChannels, saveNotificationChannels } from '../store/notification-settings';

/**
 * SPEC §2 /notification-settings: each type's channels, read and saved one type at a time. Express matches
 * /api/notifications/settings exactly, so it never reaches the /api/notifications/:id/read route.
 */
export const notificationSettingRoutes = (db: Database) => [
  route({
    method: 'GET',
    path: '/api/notifications/settings',
    access: access.signedIn,
    async handle({ caller }): Promise<NotificationSettings> {
      return notificationSettings(await readNotificationChannels(db, caller.userId));
    },
  }),
  route({
    method: 'PUT',
    path: '/api/notifications/settings',
    access: access.signedIn,
    body: updateNotificationSettingBodySchema,
    async handle({ caller, body }): Promise<NotificationSettings> {
      await saveNotificationChannels(db, { userId: caller.userId, type: body.type, channels: body.channels });
      return notificationSettings(await readNotificationChannels(db, caller.userId));
    },
  }),
];
