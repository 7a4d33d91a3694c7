import { DEMO_CHURCH, demoAccount } from '@koinonia/contracts';
import { generateIdentityKeys } from '@koinonia/service-kit';
import { createTestRedis, startTestService, type TestCaller, type TestService } from '@koinonia/service-kit/testing';
import { identityService } from '@koinonia/identity-service';
import { connectService } from '@koinonia/connect-service';
import { eventually } from './testing/eventually';

/**
 * The identity service and connect, each with its own database and one Redis as deployed: connect's copy of
 * who people are (connect.people) follows identity through its person.changed events — names, church, role,
 * account status — whichever of identity's routes made the change (a trigger writes the event).
 */
const keys = generateIdentityKeys();
const redis = createTestRedis();
let identity: TestService;
let connect: TestService;
const account = demoAccount('member');
const member: TestCaller = { userId: account.id, role: 'member', churchId: DEMO_CHURCH.id };
const support: TestCaller = { userId: demoAccount('koinonia_support').id, role: 'koinonia_support', churchId: DEMO_CHURCH.id };

beforeAll(async () => {
  [identity, connect] = await Promise.all([
    startTestService(identityService, { keys, redis: redis.redis }),
    startTestService(connectService, { keys, redis: redis.redis }),
  ]);
});
afterAll(async () => {
  await Promise.all([identity.close(), connect.close()]);
  await redis.close();
});

type PersonRow = { user_id: string; church_id: string | null; display_name: string; role: string; status: string };
const personInConnect = (userId: string): Promise<PersonRow | undefined> => connect.db('connect.people').where({ user_id: userId }).first();


it('brings every account identity already holds, and each later change of name or account status', async () => {
  const seeded = await eventually(() => personInConnect(account.id), (row) => row !== undefined);
  expect(seeded).toMatchObject({ church_id: DEMO_CHURCH.id, display_name: 'Miriam Okafor', role: 'member', status: 'active' });

  await identity.request('PATCH', '/api/user/profile', { as: member, body: { firstName: 'Mira' } });
  expect(await eventually(() => personInConnect(account.id), (row) => row?.display_name === 'Mira Okafor')).toMatchObject({
    display_name: 'Mira Okafor',
  });

  await identity.request('PUT', `/api/accounts/${account.id}/status`, { as: support, body: { status: 'suspended' } });
  expect(await eventually(() => personInConnect(account.id), (row) => row?.status === 'suspended')).toMatchObject({ status: 'suspended' });
});

it('writes no event for a change other services do not show (the preferred language)', async () => {
  const before = await identity.db('identity.outbox_events').count<{ count: string }[]>('* as count');
  await identity.db('identity.users').where({ id: account.id }).update({ preferred_language: 'fr' });
  const after = await identity.db('identity.outbox_events').count<{ count: string }[]>('* as count');
  expect(Number(after[0]!.count)).toBe(Number(before[0]!.count));
});
