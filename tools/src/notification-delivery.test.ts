import { createECDH, randomBytes } from 'node:crypto';
import { DEMO_CHURCH, demoAccount, fullName, type UserNotification } from '@koinonia/contracts';
import { generateIdentityKeys } from '@koinonia/service-kit';
import { createTestRedis, startTestService, type TestCaller, type TestService } from '@koinonia/service-kit/testing';
import { worshipService } from '@koinonia/worship-service';
import { connectService } from '@koinonia/connect-service';
import { identityService } from '@koinonia/identity-service';
import { eventually } from './testing/eventually';

/**
 * Worship, connect and identity, each with its own database and one Redis as deployed: a member who chose to get
 * prayer notifications in the app, by email and by push is told that someone prayed in all three ways — connect
 * writes the notification, pushes it to each of their browsers (the local sender records pushes), and tells
 * identity, which alone knows their address, to email it.
 */
const keys = generateIdentityKeys();
const redis = createTestRedis();
let worship: TestService;
let connect: TestService;
let identity: TestService;
const caller = (role: 'member' | 'leader'): TestCaller => {
  const account = demoAccount(role);
  return { userId: account.id, role, churchId: DEMO_CHURCH.id, displayName: fullName(account) };
};
const member = caller('member');
const leader = caller('leader');

beforeAll(async () => {
  [worship, connect, identity] = await Promise.all([
    startTestService(worshipService, { keys, redis: redis.redis }),
    startTestService(connectService, { keys, redis: redis.redis }),
    startTestService(identityService, { keys, redis: redis.redis }),
  ]);
});
afterAll(async () => {
  await Promise.all([worship.close(), connect.close(), identity.close()]);
  await redis.close();
});

const browserKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

it('tells a member in the app, by push to each browser and by email, as their settings say, each once', async () => {
  const settings = await connect.request('PUT', '/api/notifications/settings', {
    as: member,
    body: { type: 'prayer', channels: { inApp: true, email: true, push: true } },
  });
  expect(settings.status).toBe(200);
  const publicKey = await connect.request('GET', '/api/notifications/push/public-key', { as: member });
  expect(publicKey.body.publicKey).toMatch(/^[\w-]{80,}$/);
  const subscribed = await connect.request('POST', '/api/notifications/push/subscriptions', {
    as: member,
    body: { endpoint: `https://push.example.org/send/${randomBytes(8).toString('hex')}`, keys: browserKeys() },
  });
  expect(subscribed.status).toBe(201);

  const prayer = (await worship.request('POST', '/api/prayers', { as: member, body: { title: 'Safe travels', body: 'Driving home.', visibility: 'public' } })).body;
  await worship.request('POST', `/api/prayers/${prayer.id}/prayed`, { as: leader });

  const about = (notification: UserNotification) => notification.actionUrl === `/prayer-wall/${prayer.id}`;
  const inApp = await eventually(
    async () => ((await connect.request('GET', '/api/notifications', { as: member })).body as UserNotification[]).filter(about),
    (list) => list.length > 0,
  );
  expect(inApp).toEqual([expect.objectContaining({ title: 'Lucas Ferreira prayed for you' })]);

  const pushed = await eventually(
    () => connect.db('connect.push_deliveries').where({ subscription_id: subscribed.body.id }),
    (rows) => rows.length > 0,
  );
  expect(pushed).toEqual([expect.objectContaining({ notification_id: inApp[0]!.id, payload: expect.objectContaining({ title: 'Lucas Ferreira prayed for you' }) })]);

  const emailed = await eventually(
    () => identity.db('identity.mail_outbox').where({ recipient: 'member@example.org', subject: 'Lucas Ferreira prayed for you' }),
    (rows) => rows.length > 0,
  );
  expect(emailed).toHaveLength(1);
  expect(emailed[0].text_body).toContain(`/prayer-wall/${prayer.id}`);
  expect(emailed[0].text_body).toContain('/notification-settings');
});

it('keeps a browser for its member alone: another member cannot end it, its member can', async () => {
  const subscribed = await connect.request('POST', '/api/notifications/push/subscriptions', {
    as: member,
    body: { endpoint: `https://push.example.org/send/${randomBytes(8).toString('hex')}`, keys: browserKeys() },
  });
  expect((await connect.request('GET', '/api/notifications/push/subscriptions', { as: member })).body.count).toBeGreaterThanOrEqual(1);
  expect((await connect.request('DELETE', `/api/notifications/push/subscriptions/${subscribed.body.id}`, { as: leader })).status).toBe(404);
  expect((await connect.request('DELETE', `/api/notifications/push/subscriptions/${subscribed.body.id}`, { as: member })).status).toBe(204);
  const refused = await connect.request('POST', '/api/notifications/push/subscriptions', {
    as: member,
    body: { endpoint: 'http://push.example.org/plain', keys: browserKeys() },
  });
  expect(refused.status).toBe(400);
});
