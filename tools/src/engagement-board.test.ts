import { DEMO_CHURCH, demoAccount, type EngagementBoard } from '@koinonia/contracts';
import { generateIdentityKeys } from '@koinonia/service-kit';
import { createTestRedis, startTestService, type TestCaller, type TestService } from '@koinonia/service-kit/testing';
import { worshipService } from '@koinonia/worship-service';
import { connectService } from '@koinonia/connect-service';
import { eventually } from './testing/eventually';

/**
 * The worship service and connect, each with its own database and one Redis as deployed: what a member does in
 * worship (a reading day read, a prayer request shared) earns Engagement Board points in connect, through the
 * worship service's outbox and stream and connect's consumer group; the same fact told again earns nothing more.
 */
const keys = generateIdentityKeys();
const redis = createTestRedis();
let worship: TestService;
let connect: TestService;
const caller = (role: 'member' | 'leader'): TestCaller => {
  const account = demoAccount(role);
  return {
    userId: account.id,
    role,
    churchId: DEMO_CHURCH.id,
    displayName: `${account.firstName} ${account.lastName}`,
    planTier: 'disciple',
  };
};
const member = caller('member');
const leader = caller('leader');
const today = new Date().toISOString().slice(0, 10);
const plan = '/api/reading-plans/john-in-21-days';

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

async function boardOf(who: TestCaller): Promise<EngagementBoard> {
  const response = await connect.request('GET', '/api/engagement-board?period=week', { as: who });
  expect(response.status).toBe(200);
  return response.body;
}
async function worshipCall(method: string, url: string, as: TestCaller, body?: unknown) {
  const response = await worship.request(method, url, { as, body });
  expect([url, response.status < 300]).toEqual([url, true]);
  return response.body;
}
const readDay = async (day: number) => {
  // Unread first (the demo data may have it read): marking it then is a day newly read.
  await worshipCall('DELETE', `${plan}/days/${day}/read`, member, { today });
  await worshipCall('PUT', `${plan}/days/${day}/read`, member, { today });
};
const shareMarker = (title: string) =>
  worshipCall('POST', '/api/prayers', leader, { title, body: 'A marker.', visibility: 'public' });

it("puts a member's reading day and shared request on their church's board, once each", async () => {
  const before = await boardOf(member);
  const leaderBefore = before.entries.find((entry) => entry.userId === leader.userId)?.points ?? 0;
  await worshipCall('POST', `${plan}/start`, member, { today });
  await readDay(7);
  await worshipCall('POST', '/api/prayers', member, {
    title: 'Courage for my exams',
    body: 'Please pray for a calm mind.',
    visibility: 'public',
  });

  const after = await eventually(
    () => boardOf(member),
    (board) => board.me.points === before.me.points + 15,
  );
  expect(after.me.points).toBe(before.me.points + 15);
  expect(after.entries.find((entry) => entry.isMe)).toMatchObject({
    userId: member.userId,
    displayName: 'Miriam Okafor',
    points: before.me.points + 15,
  });

  // The same day read again, unmarked and marked once more: worship tells it again, the board counts it once.
  await readDay(7);
  await shareMarker('Marker');
  await eventually(
    () => boardOf(member),
    (board) => (board.entries.find((entry) => entry.userId === leader.userId)?.points ?? 0) === leaderBefore + 5,
  );
  const again = await boardOf(member);
  expect(again.entries.find((entry) => entry.userId === leader.userId)?.points).toBe(leaderBefore + 5);
  expect(again.me.points).toBe(before.me.points + 15);
});
