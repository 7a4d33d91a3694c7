import { DEMO_CHURCH, demoAccount, type UserNotification } from '@koinonia/contracts';
import { generateIdentityKeys } from '@koinonia/service-kit';
import { createTestRedis, startTestService, type TestCaller, type TestService } from '@koinonia/service-kit/testing';
import { worshipService } from '@koinonia/worship-service';
import { connectService } from '@koinonia/connect-service';
import { eventually } from './testing/eventually';

/**
 * The worship service and connect, each with its own database and one Redis as deployed: what a member
 * does on the prayer wall reaches the request's author as a notification, through the worship service's
 * outbox and stream and connect's consumer group (or their in-process equivalents without REDIS_URL).
 */
const keys = generateIdentityKeys();
const redis = createTestRedis();
let worship: TestService;
let connect: TestService;
const caller = (role: 'member' | 'leader' | 'pastor'): TestCaller => {
  const account = demoAccount(role);
  return {
    userId: account.id,
    role,
    churchId: DEMO_CHURCH.id,
    displayName: `${account.firstName} ${account.lastName}`,
  };
};
const author = caller('member');
const leader = caller('leader');
const pastor = caller('pastor');

beforeAll(async () => {
  [worship, connect] = await Promise.all([
    startTestService(worshipService, { keys, redis: redis.redis }),
    startTestService(connectService, { keys, redis: redis.redis }),
  ]);
});
afterAll(async () => {
  await Promise.all([worship.close(), connect.close()]);
  await redis.close();
});

async function notificationsOf(who: TestCaller): Promise<UserNotification[]> {
  return (await connect.request('GET', '/api/notifications', { as: who })).body;
}
const about = (prayerId: string) => (notification: UserNotification) =>
  notification.actionUrl?.startsWith(`/prayer-wall/${prayerId}`);

it('tells the author who prayed and who commented, with a link to the request, and tells nobody else', async () => {
  const prayer = (
    await worship.request('POST', '/api/prayers', {
      as: author,
      body: { title: 'Rain for the harvest', body: 'The fields are dry.', visibility: 'public' },
    })
  ).body;
  await worship.request('POST', `/api/prayers/${prayer.id}/prayed`, { as: leader });
  await worship.request('POST', `/api/prayers/${prayer.id}/prayed`, { as: author });
  await worship.request('POST', `/api/prayers/${prayer.id}/comments`, {
    as: leader,
    body: { body: 'Praying for rain with you.' },
  });

  const told = (
    await eventually(
      () => notificationsOf(author),
      (list) => list.filter(about(prayer.id)).length >= 2,
    )
  ).filter(about(prayer.id));
  expect(told).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        type: 'prayer',
        title: 'Lucas Ferreira prayed for you',
        message: 'Lucas Ferreira prayed for “Rain for the harvest”.',
        actionUrl: `/prayer-wall/${prayer.id}`,
        isRead: false,
      }),
      expect.objectContaining({
        type: 'prayer',
        title: 'Lucas Ferreira encouraged you',
        message: 'On “Rain for the harvest”: Praying for rain with you.',
      }),
    ]),
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect((await notificationsOf(author)).filter(about(prayer.id))).toHaveLength(2);
  expect((await notificationsOf(leader)).filter(about(prayer.id))).toEqual([]);
});

it('tells nobody whose settings turned prayer notifications off in the app', async () => {
  const off = await connect.request('PUT', '/api/notifications/settings', {
    as: pastor,
    body: { type: 'prayer', channels: { inApp: false, email: false, push: false } },
  });
  expect(off.status).toBe(200);
  const prayer = (
    await worship.request('POST', '/api/prayers', {
      as: pastor,
      body: { title: 'Our elders', body: 'Wisdom.', visibility: 'public' },
    })
  ).body;
  await worship.request('POST', `/api/prayers/${prayer.id}/prayed`, { as: leader });
  // A marker after it: once the marker's notification is there, the pastor's would have been too.
  const marker = (
    await worship.request('POST', '/api/prayers', {
      as: author,
      body: { title: 'Marker', body: 'm', visibility: 'public' },
    })
  ).body;
  await worship.request('POST', `/api/prayers/${marker.id}/prayed`, { as: leader });
  await eventually(
    () => notificationsOf(author),
    (list) => list.some(about(marker.id)),
  );
  expect((await notificationsOf(pastor)).filter(about(prayer.id))).toEqual([]);
});
