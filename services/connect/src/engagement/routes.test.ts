import {
  DEMO_CHURCH,
  DEMO_GROUP_COMMUNITY,
  DEMO_MINISTRY_COMMUNITY,
  NEIGHBOUR_CHURCH,
  NEIGHBOUR_MEMBER,
  demoAccount,
  type EngagementBoard,
  type Role,
} from '@koinonia/contracts';
import { startTestService, type TestCaller, type TestService } from '@koinonia/service-kit/testing';
import { connectService } from '../app';

/** The seeded demo church and its demo points (seeds/engagement.ts). */
const as = (role: Role) => {
  const account = demoAccount(role);
  return {
    userId: account.id,
    role,
    churchId: DEMO_CHURCH.id,
    displayName: `${account.firstName} ${account.lastName}`,
  };
};
const member = as('member');
const leader = as('leader');
const pastor = as('pastor');
const neighbour = {
  userId: NEIGHBOUR_MEMBER.id,
  role: 'member' as const,
  churchId: NEIGHBOUR_CHURCH.id,
  displayName: 'Hannah Lee',
};
const withoutChurch = {
  userId: '00000000-0000-4000-8000-0000000000fe',
  role: 'member' as const,
  churchId: null,
  displayName: 'Nia New',
};

let service: TestService;
beforeAll(async () => {
  service = await startTestService(connectService);
});
afterAll(() => service.close());

async function boardOf(who: TestCaller, query = '', status = 200): Promise<EngagementBoard> {
  const response = await service.request('GET', `/api/engagement-board${query}`, { as: who });
  expect([query, response.status, response.status === status ? '' : response.body]).toEqual([query, status, '']);
  return response.body;
}
const optOut = async (who: TestCaller, optedOut: boolean) => {
  const response = await service.request('PUT', '/api/engagement-board/me', { as: who, body: { optedOut } });
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ optedOut });
};
const names = (board: EngagementBoard) => board.entries.map((entry) => entry.displayName);

describe('GET /api/engagement-board', () => {
  it("ranks the caller's church by points over the last 7 days by default, the caller's own row marked", async () => {
    const board = await boardOf(member);
    expect(board.period).toBe('week');
    expect(board.entries.slice(0, 4).map((entry) => [entry.rank, entry.displayName, entry.points])).toEqual([
      [1, 'Lucas Ferreira', 44],
      [2, 'Grace Kim', 40],
      [3, 'Samuel Mensah', 25],
      [4, 'Paul Anderson', 24],
    ]);
    const mine = board.entries.find((entry) => entry.isMe);
    expect(mine).toMatchObject({ userId: member.userId, displayName: 'Miriam Okafor', points: 10 });
    expect(board.me).toEqual({ rank: mine!.rank, points: 10, optedOut: false });
    expect(board.entries.filter((entry) => entry.isMe)).toHaveLength(1);
  });

  it('adds the last 30 days or all time when asked', async () => {
    expect(
      (await boardOf(member, '?period=month')).entries.find((entry) => entry.displayName === 'Daniel Novak')?.points,
    ).toBe(10);
    const all = await boardOf(member, '?period=all');
    expect(all.period).toBe('all');
    expect(all.entries.find((entry) => entry.displayName === 'Daniel Novak')?.points).toBe(20);
    expect(all.me.points).toBe(12);
  });

  it("narrows to one of the caller's communities, and a community they are not in does not exist for them", async () => {
    const group = await boardOf(leader, `?communityId=${DEMO_GROUP_COMMUNITY.id}`);
    const members = await service
      .db('connect.community_members')
      .where('community_id', DEMO_GROUP_COMMUNITY.id)
      .pluck('user_id');
    expect(group.entries.every((entry) => members.includes(entry.userId))).toBe(true);
    expect(names(group)).toContain('Lucas Ferreira');
    const outsider = (
      await service.db('connect.community_members').where('community_id', DEMO_MINISTRY_COMMUNITY.id).pluck('user_id')
    ).includes(leader.userId);
    if (!outsider) {
      const refused = await service.request('GET', `/api/engagement-board?communityId=${DEMO_MINISTRY_COMMUNITY.id}`, {
        as: leader,
      });
      expect([refused.status, refused.body.code]).toEqual([404, 'community_not_found']);
    }
    const unknown = await service.request(
      'GET',
      '/api/engagement-board?communityId=00000000-0000-4000-8000-00000000dead',
      { as: leader },
    );
    expect([unknown.status, unknown.body.code]).toEqual([404, 'community_not_found']);
  });

  it('shows another church nothing of this one, and a member without a church an empty board', async () => {
    expect(names(await boardOf(neighbour))).not.toContain('Lucas Ferreira');
    expect(await boardOf(withoutChurch, '?period=all')).toEqual({
      period: 'all',
      entries: [],
      me: { rank: null, points: 0, optedOut: false },
    });
  });

  it('says clearly what is wrong with a query, and needs a signed-in caller', async () => {
    const bad = await boardOf(member, '?period=year', 400);
    expect((bad as unknown as { issues: Array<{ path: string; message: string }> }).issues[0]).toMatchObject({
      path: 'period',
      message: 'The period is week, month or all',
    });
    await boardOf(member, '?communityId=nope', 400);
    await boardOf(member, '?sort=points', 400);
    expect((await service.request('GET', '/api/engagement-board', { as: null })).status).toBe(401);
  });
});

describe('PUT /api/engagement-board/me', () => {
  it('hides the caller from every board, keeps their own points for them, and shows them again', async () => {
    await optOut(pastor, true);
    for (const query of ['', '?period=month', '?period=all', `?communityId=${DEMO_MINISTRY_COMMUNITY.id}`]) {
      const seenBy = await service.request('GET', `/api/engagement-board${query}`, { as: as('ministry_admin') });
      expect(seenBy.body.entries.map((entry: { userId: string }) => entry.userId)).not.toContain(pastor.userId);
    }
    const own = await boardOf(pastor);
    expect(own.me).toEqual({ rank: null, points: 24, optedOut: true });
    expect(own.entries.some((entry) => entry.isMe || entry.userId === pastor.userId)).toBe(false);
    await optOut(pastor, false);
    expect((await boardOf(pastor)).me).toEqual({ rank: 4, points: 24, optedOut: false });
  });

  it('refuses a body that is not a yes or no', async () => {
    const bad = await service.request('PUT', '/api/engagement-board/me', { as: member, body: { optedOut: 'yes' } });
    expect([bad.status, bad.body.issues[0].path]).toEqual([400, 'optedOut']);
    expect(
      (await service.request('PUT', '/api/engagement-board/me', { as: null, body: { optedOut: true } })).status,
    ).toBe(401);
  });
});
