import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { DEMO_CHURCH, demoAccount, notificationChannel, type UserNotification } from '@koinonia/contracts';
import { recordEvent, scheduleJob } from '@koinonia/service-kit';
import { createTestRedis, startTestService, type TestCaller, type TestService } from '@koinonia/service-kit/testing';
import { connectService } from '../app';
import { createNotifier } from '../notifications/notifier';
import { prayerNotifications } from './prayer-notifications';

/** connect's side of the prayer notifications (the whole path, from the worship service: tools/src/prayer-notifications.test.ts). */
const redis = createTestRedis();
let connect: TestService;
const author: TestCaller = { userId: demoAccount('member').id, role: 'member', churchId: DEMO_CHURCH.id };
const pastor: TestCaller = { userId: demoAccount('pastor').id, role: 'pastor', churchId: DEMO_CHURCH.id };
let handle: ReturnType<typeof prayerNotifications>;

beforeAll(async () => {
  connect = await startTestService(connectService, { redis: redis.redis });
  const notifier = createNotifier({
    redis: redis.redis,
    logger: pino({ level: 'silent' }),
    outbox: { record: (db, event) => recordEvent(db, 'connect', event), nudge: () => undefined },
    jobs: { schedule: (db, job) => scheduleJob(db, 'connect', job), cancel: async () => 0, nudge: () => undefined },
  });
  handle = prayerNotifications({ db: connect.db, notifier });
});
afterAll(async () => {
  await connect.close();
  await redis.close();
});

const notificationsOf = async (who: TestCaller): Promise<UserNotification[]> =>
  (await connect.request('GET', '/api/notifications', { as: who })).body;
const prayed = (recipientId: string) => ({
  id: randomUUID(),
  type: 'prayer.prayed',
  occurredAt: new Date().toISOString(),
  payload: { prayerId: randomUUID(), recipientId, prayerTitle: 'Twice told', intercessorName: 'Paul Anderson' },
});

it('makes one notification of an event delivered twice, and pushes it live once', async () => {
  const pushed: string[] = [];
  const listener = redis.redis.duplicate();
  await listener.subscribe(notificationChannel(author.userId));
  listener.on('message', (_channel: string, message: string) => pushed.push(message));
  const event = prayed(author.userId);
  await handle(event);
  await handle(event);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect((await notificationsOf(author)).filter((notification) => notification.id === event.id)).toEqual([
    expect.objectContaining({
      type: 'prayer',
      title: 'Paul Anderson prayed for you',
      message: 'Paul Anderson prayed for “Twice told”.',
      actionUrl: `/prayer-wall/${event.payload.prayerId}`,
    }),
  ]);
  expect(pushed.map((message) => JSON.parse(message).id)).toEqual([event.id]);
  listener.disconnect();
});

it('tells nobody whose settings turned prayer notifications off in the app', async () => {
  await connect.request('PUT', '/api/notifications/settings', {
    as: pastor,
    body: { type: 'prayer', channels: { inApp: false, email: false, push: false } },
  });
  const event = prayed(pastor.userId);
  await handle(event);
  expect((await notificationsOf(pastor)).filter((notification) => notification.id === event.id)).toEqual([]);
});

it('ignores events it does not act on, and refuses a malformed one (to be delivered again)', async () => {
  await expect(
    handle({ id: randomUUID(), type: 'journal.shared', occurredAt: new Date().toISOString(), payload: {} }),
  ).resolves.toBeUndefined();
  await expect(
    handle({ id: randomUUID(), type: 'prayer.prayed', occurredAt: new Date().toISOString(), payload: { prayerId: 1 } }),
  ).rejects.toThrow();
});
