import {
  notificationChannel,
  prayerCommentedEventSchema,
  prayerPrayedEventSchema,
  worshipEventTypes,
} from '@koinonia/contracts';
import type { Database, DomainEvent, Logger, RedisClient } from '@koinonia/service-kit';
import { defaultChannels } from '../domain/notification-settings';
import { toUserNotification } from '../domain/notifications';
import { readNotificationChannels } from '../store/notification-settings';
import { insertNotifications, type NotificationRow } from '../store/notifications';

/** Where a notification about a request leads: the request, with its comments. */
const prayerPath = (prayerId: string) => `/prayer-wall/${prayerId}`;

/** The notification an event of the worship stream makes for the request's author, or null for others. */
export function prayerNotificationOf(event: DomainEvent): Omit<NotificationRow, 'is_read' | 'created_at'> | null {
  if (event.type === worshipEventTypes.prayerPrayed) {
    const prayed = prayerPrayedEventSchema.parse(event.payload);
    return {
      id: event.id,
      user_id: prayed.recipientId,
      type: 'prayer',
      title: `${prayed.intercessorName} prayed for you`,
      message: `${prayed.intercessorName} prayed for “${prayed.prayerTitle}”.`,
      action_url: prayerPath(prayed.prayerId),
    };
  }
  if (event.type === worshipEventTypes.prayerCommented) {
    const commented = prayerCommentedEventSchema.parse(event.payload);
    return {
      id: event.id,
      user_id: commented.recipientId,
      type: 'prayer',
      title: `${commented.commenterName} encouraged you`,
      message: `On “${commented.prayerTitle}”: ${commented.excerpt}`,
      action_url: `${prayerPath(commented.prayerId)}#comment-${commented.commentId}`,
    };
  }
  return null;
}

/**
 * Tells a request's author that someone prayed or commented (SPEC §1 "notifications"), in the app when
 * their settings for prayer notifications allow it, and live on /ws. The notification's id is the event's,
 * so an event delivered twice makes one notification.
 */
export function prayerNotifications(deps: { db: Database; redis: RedisClient; logger: Logger }) {
  return async (event: DomainEvent): Promise<void> => {
    const notification = prayerNotificationOf(event);
    if (!notification) return;
    const channels =
      (await readNotificationChannels(deps.db, notification.user_id)).get('prayer') ?? defaultChannels('prayer');
    if (!channels.inApp) return;
    const inserted = await insertNotifications(deps.db, [notification]);
    if (inserted.length === 0) return; // told already (the event came again)
    // The realtime server (realtime.ts) sends it to the author's open /ws connections.
    await deps.redis
      .publish(notificationChannel(notification.user_id), JSON.stringify(toUserNotification(inserted[0]!)))
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'could not push a notification live'));
  };
}
