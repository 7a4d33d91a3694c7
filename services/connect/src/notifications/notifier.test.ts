import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { connectEventTypes, demoAccount } from '@koinonia/contracts';
import { recordEvent, scheduleJob } from '@koinonia/service-kit';
import { createTestRedis, startTestService, type TestService } from '@koinonia/service-kit/testing';
import { connectService } from '../app';
import { saveNotificationChannels } from '../store/notification-settings';
import { createNotifier, type Notice } from './notifier';
import { PUSH_JOB } from './push/push-job';
import { savePushSubscription } from './push/subscriptions-store';

/** The notifier writes a whole batch of notices at once, on each member's own channels, and nothing twice. */
const redis = createTestRedis();
let connect: TestService;
let notifier: ReturnType<typeof createNotifier>;
const [byDefault, pushOnly, muted] = [demoAccount('member'), demoAccount('leader'), demoAccount('pastor')];

beforeAll(async () => {
  connect = await startTestService(connectService, { redis: redis.redis });
  notifier = createNotifier({
    redis: redis.redis,
    logger: pino({ level: 'silent' }),
    outbox: { record: (db, events) => recordEvent(db, 'connect', events), nudge: () => undefined },
    jobs: { schedule: (db, job) => scheduleJob(db, 'connect', job), cancel: async () => 0, nudge: () => undefined },
  });
  await saveNotificationChannels(connect.db, { userId: pushOnly.id, type: 'event', channels: { inApp: true, email: false, push: true } });
  await saveNotificationChannels(connect.db, { userId: muted.id, type: 'event', channels: { inApp: false, email: false, push: false } });
  await savePushSubscription(connect.db, pushOnly.id, {
    endpoint: `https://push.example/${randomUUID()}`,
    keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
  });
});
afterAll(async () => {
  await connect.close();
  await redis.close();
});

const noticeFor = (userId: string): Notice => ({
  id: randomUUID(),
  userId,
  type: 'event',
  title: 'Reminder: Choir practice',
  message: 'Choir practice starts in 1 hour.',
  actionUrl: '/events',
});

async function whatWasWritten(ids: readonly string[]) {
  const db = connect.db;
  const shown = await db('connect.notifications').whereIn('id', ids).select('id', 'user_id');
  const emails = (await db('connect.outbox_events').where('type', connectEventTypes.notificationEmailRequested).select('payload'))
    .map((row: { payload: string | { notificationId: string } }) => (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload))
    .filter((payload: { notificationId: string }) => ids.includes(payload.notificationId));
  const pushes = await db('connect.jobs').where('name', PUSH_JOB).whereRaw("payload->>'notificationId' = ANY(?)", [[...ids]]).select('key');
  return { shown, emails, pushes };
}

it('tells each member of a batch on the channels they chose, in one go', async () => {
  const notices = [noticeFor(byDefault.id), noticeFor(pushOnly.id), noticeFor(muted.id)];
  const ids = notices.map((notice) => notice.id!);
  await connect.db.transaction(async (trx) => (await notifier.write(trx, notices))());
  const { shown, emails, pushes } = await whatWasWritten(ids);
  // Shown in the app to the two who keep it on; the muted one is told nothing.
  expect(shown.map((row: { user_id: string }) => row.user_id).sort()).toEqual([byDefault.id, pushOnly.id].sort());
  // Events email by default; the one who chose push instead gets a push to their browser.
  expect(emails.map((payload: { userId: string }) => payload.userId)).toEqual([byDefault.id]);
  expect(pushes).toHaveLength(1);
});

it('writes nothing twice when the same notices come again', async () => {
  const notices = [noticeFor(byDefault.id), noticeFor(pushOnly.id)];
  const ids = notices.map((notice) => notice.id!);
  await notifier.send(connect.db, notices);
  await notifier.send(connect.db, notices);
  const { shown, emails, pushes } = await whatWasWritten(ids);
  expect(shown).toHaveLength(2);
  expect(emails).toHaveLength(1);
  expect(pushes).toHaveLength(1);
});

it('keeps to the channels a notice allows', async () => {
  const notice = { ...noticeFor(byDefault.id), only: ['email' as const] };
  await notifier.send(connect.db, [notice]);
  const { shown, emails } = await whatWasWritten([notice.id!]);
  expect(shown).toHaveLength(0);
  expect(emails).toHaveLength(1);
});
