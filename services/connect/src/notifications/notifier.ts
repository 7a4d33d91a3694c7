import { randomUUID } from 'node:crypto';
import { connectEventTypes, notificationChannel, type KnownNotificationType, type NotificationEmailRequestedEvent } from '@koinonia/contracts';
import type { Database, Jobs, Logger, Outbox, RedisClient } from '@koinonia/service-kit';
import { defaultChannels } from '../domain/notification-settings';
import { toUserNotification } from '../domain/notifications';
import { readNotificationChannels } from '../store/notification-settings';
import { insertNotifications, type NotificationRow } from '../store/notifications';
import { PUSH_JOB, type PushJobPayload } from './push/push-job';
import { listPushSubscriptionIds } from './push/subscriptions-store';

/** What one member is told (SPEC §3 "Notification"). */
export interface Notice {
  /** Stable when the notice must be made once whatever comes again (an event's id, a reminder's key); new otherwise. */
  id?: string;
  userId: string;
  type: KnownNotificationType;
  title: string;
  message: string;
  actionUrl: string | null;
  /** Only these of the channels the member chose (a feature that keeps its own in-app notice passes email and push). */
  only?: ReadonlyArray<'inApp' | 'email' | 'push'>;
}

export interface Notifier {
  /**
   * Writes the notices through `db` — the transaction of the change they tell of — on the channels each member's
   * settings allow: in the app, by email (an event identity sends), by push (a job per browser). Answers what to run
   * once that transaction committed: the live push on /ws, and waking the outbox relay and the job worker.
   */
  write(db: Database, notices: readonly Notice[]): Promise<() => Promise<void>>;
  /** Writes them in a transaction of their own and runs the rest at once. */
  send(db: Database, notices: readonly Notice[]): Promise<void>;
}

export interface NotifierDeps {
  redis: RedisClient;
  logger: Logger;
  outbox: Outbox;
  jobs: Jobs;
}

/** The channels not told yet for this notification: a notice made again (an event come twice) goes nowhere twice. */
async function claimChannels(db: Database, notificationId: string, channels: readonly string[]): Promise<Set<string>> {
  if (channels.length === 0) return new Set();
  const claimed = (await db('connect.notification_deliveries')
    .insert(channels.map((channel) => ({ notification_id: notificationId, channel })))
    .onConflict(['notification_id', 'channel'])
    .ignore()
    .returning('channel')) as Array<{ channel: string }>;
  return new Set(claimed.map((row) => row.channel));
}

/** Connect's one way to tell a member something (DESIGN: notifications from every service are made here). */
export function createNotifier(deps: NotifierDeps): Notifier {
  async function write(db: Database, notices: readonly Notice[]) {
    const shown: NotificationRow[] = [];
    for (const notice of notices) {
      const id = notice.id ?? randomUUID();
      const chosen = (await readNotificationChannels(db, notice.userId)).get(notice.type) ?? defaultChannels(notice.type);
      const channels = notice.only ? { inApp: chosen.inApp && notice.only.includes('inApp'), email: chosen.email && notice.only.includes('email'), push: chosen.push && notice.only.includes('push') } : chosen;
      const row = {
        id,
        user_id: notice.userId,
        type: notice.type,
        title: notice.title.slice(0, 160),
        message: notice.message.slice(0, 1000),
        action_url: notice.actionUrl,
      };
      if (channels.inApp) shown.push(...(await insertNotifications(db, [row])));
      const elsewhere = await claimChannels(db, id, [...(channels.email ? ['email'] : []), ...(channels.push ? ['push'] : [])]);
      if (elsewhere.has('email')) {
        const email: NotificationEmailRequestedEvent = { notificationId: id, userId: notice.userId, title: row.title, message: row.message, actionUrl: row.action_url };
        await deps.outbox.record(db, { type: connectEventTypes.notificationEmailRequested, payload: { ...email } });
      }
      if (elsewhere.has('push')) {
        for (const subscriptionId of await listPushSubscriptionIds(db, notice.userId)) {
          const payload: PushJobPayload = { subscriptionId, notificationId: id, title: row.title, message: row.message, actionUrl: row.action_url };
          await deps.jobs.schedule(db, { name: PUSH_JOB, key: `push:${id}:${subscriptionId}`, runAt: new Date(), payload: { ...payload } });
        }
      }
    }
    return async () => {
      deps.outbox.nudge();
      deps.jobs.nudge();
      for (const row of shown) {
        await deps.redis
          .publish(notificationChannel(row.user_id), JSON.stringify(toUserNotification(row)))
          .catch((error: unknown) => deps.logger.warn({ err: error }, 'could not push a notification live'));
      }
    };
  }

  return {
    write,
    async send(db, notices) {
      if (notices.length === 0) return;
      const afterCommit = await db.transaction((trx) => write(trx, notices));
      await afterCommit();
    },
  };
}
