import { DEMO_CHURCH, DEMO_GROUP_COMMUNITY, DEMO_MINISTRY_COMMUNITY, demoAccount } from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { connectService } from '../app';

const caller = (role: Parameters<typeof demoAccount>[0], churchId: string | null = DEMO_CHURCH.id) => ({
  userId: demoAccount(role).id,
  role,
  churchId,
});
let service: TestService;

beforeAll(async () => {
  service = await startTestService(connectService);
});
afterAll(() => service.close());

describe('GET /api/communities/mine', () => {
  it("lists the member's group and ministry in name order, with their role and size", async () => {
    const response = await service.request('GET', '/api/communities/mine', { as: caller('member') });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      expect.objectContaining({ id: DEMO_MINISTRY_COMMUNITY.id, name: 'Worship Ministry', type: 'ministry', myRole: 'member', memberCount: 3 }),
      expect.objectContaining({ id: DEMO_GROUP_COMMUNITY.id, name: 'Young Adults Small Group', type: 'group', myRole: 'member', memberCount: 3 }),
    ]);
  });

  it('shows a community admin as admin of their own community only', async () => {
    const response = await service.request('GET', '/api/communities/mine', { as: caller('group_admin') });
    expect(response.body).toEqual([expect.objectContaining({ id: DEMO_GROUP_COMMUNITY.id, myRole: 'admin' })]);
  });

  it('shows nothing to someone of another church or with no church', async () => {
    expect((await service.request('GET', '/api/communities/mine', { as: caller('member', '00000000-0000-4000-8000-0000000000fe') })).body).toEqual([]);
    expect((await service.request('GET', '/api/communities/mine', { as: caller('member', null) })).body).toEqual([]);
  });

  it('requires a signed-in caller', async () => {
    expect((await service.request('GET', '/api/communities/mine')).status).toBe(401);
  });
});
