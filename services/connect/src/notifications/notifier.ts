import { randomUUID } from 'node:crypto';
import { connectEventTypes, notificationChannel, type KnownNotificationType, type NotificationEmailRequestedEvent } from '@koinonia/contracts';
import type { Database, Jobs, Logger, Outbox, RedisClient } from '@koinonia/service-kit';
import { defaultChannels } from '../domain/notification-settings';
import { toUserNotification } from '../domain/notifications';
import { readNotificationChannelsOf } from '../store/notification-settings';
import { insertNotifications, type NotificationRow } from '../store/notifications';
import { PUSH_JOB, type PushJobPayload } from './push/push-job';
import { listPushSubscriptionIdsOf } from './push/subscriptions-store';

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

const NOTICES_PER_STATEMENT = 1_000;

/** The channels not told yet, by notification: a notice made again (an event come twice) goes nowhere twice. */
async function claimChannels(db: Database, wanted: ReadonlyArray<{ notificationId: string; channel: string }>): Promise<Set<string>> {
  if (wanted.length === 0) return new Set();
  const claimed = (await db('connect.notification_deliveries')
    .insert(wanted.map(({ notificationId, channel }) => ({ notification_id: notificationId, channel })))
    .onConflict(['notification_id', 'channel'])
    .ignore()
    .returning(['notification_id', 'channel'])) as Array<{ notification_id: string; channel: string }>;
  return new Set(claimed.map((row) => `${row.notification_id}:${row.channel}`));
}

/** Connect's one way to tell a member something (DESIGN: notifications from every service are made here). */
export function createNotifier(deps: NotifierDeps): Notifier {
  // A few statements for a chunk of notices (a reminder batch, an announcement to a whole church), not a few each.
  async function writeChunk(db: Database, notices: readonly Notice[]): Promise<NotificationRow[]> {
    const userIds = notices.map((notice) => notice.userId);
    const chosenBy = await readNotificationChannelsOf(db, userIds);
    const told = notices.map((notice) => {
      const chosen = chosenBy.get(notice.userId)?.get(notice.type) ?? defaultChannels(notice.type);
      const allowed = (channel: 'inApp' | 'email' | 'push') => chosen[channel] && (!notice.only || notice.only.includes(channel));
      const row = {
        id: notice.id ?? randomUUID(),
        user_id: notice.userId,
        type: notice.type,
        title: notice.title.slice(0, 160),
        message: notice.message.slice(0, 1000),
        action_url: notice.actionUrl,
      };
      return { row, inApp: allowed('inApp'), email: allowed('email'), push: allowed('push') };
    });
    const inApp = told.filter((notice) => notice.inApp).map((notice) => notice.row);
    const shown = inApp.length > 0 ? await insertNotifications(db, inApp) : [];
    const claimed = await claimChannels(db, [
      ...told.filter((notice) => notice.email).map((notice) => ({ notificationId: notice.row.id, channel: 'email' })),
      ...told.filter((notice) => notice.push).map((notice) => ({ notificationId: notice.row.id, channel: 'push' })),
    ]);
    const emails = told.filter((notice) => claimed.has(`${notice.row.id}:email`)).map(({ row }) => {
      const email: NotificationEmailRequestedEvent = { notificationId: row.id, userId: row.user_id, title: row.title, message: row.message, actionUrl: row.action_url };
      return { type: connectEventTypes.notificationEmailRequested, payload: { ...email } };
    });
    await deps.outbox.record(db, emails);
    const pushed = told.filter((notice) => claimed.has(`${notice.row.id}:push`));
    const browsers = await listPushSubscriptionIdsOf(db, pushed.map(({ row }) => row.user_id));
    for (const { row } of pushed) {
      for (const subscriptionId of browsers.get(row.user_id) ?? []) {
        const payload: PushJobPayload = { subscriptionId, notificationId: row.id, title: row.title, message: row.message, actionUrl: row.action_url };
        await deps.jobs.schedule(db, { name: PUSH_JOB, key: `push:${row.id}:${subscriptionId}`, runAt: new Date(), payload: { ...payload } });
      }
    }
    return shown;
  }

  async function write(db: Database, notices: readonly Notice[]) {
    const shown: NotificationRow[] = [];
    // In chunks: a statement holds at most 65,535 values, and a notification row takes six.
    for (let start = 0; start < notices.length; start += NOTICES_PER_STATEMENT)
      shown.push(...(await writeChunk(db, notices.slice(start, start + NOTICES_PER_STATEMENT))));
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
