import { DEMO_CHURCH, demoAccount } from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { worshipService } from '../app';

const member = demoAccount('member');
const leader = demoAccount('leader');
const asMember = { userId: member.id, role: member.role, churchId: DEMO_CHURCH.id };
const asLeader = { userId: leader.id, role: leader.role, churchId: DEMO_CHURCH.id };
let service: TestService;

beforeAll(async () => {
  service = await startTestService(worshipService);
});
afterAll(() => service.close());

describe('GET /api/prayers (the prayer wall)', () => {
  it('lists the church wall newest first', async () => {
    const response = await service.request('GET', '/api/prayers', { as: asLeader });
    expect(response.status).toBe(200);
    const dates = response.body.items.map((prayer: { createdAt: string }) => Date.parse(prayer.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("shows a private request only to its author and hides an anonymous author's name from others", async () => {
    const forAuthor = await service.request('GET', '/api/prayers', { as: asMember });
    const forLeader = await service.request('GET', '/api/prayers', { as: asLeader });
    const titles = (body: { items: Array<{ title: string }> }) => body.items.map((prayer) => prayer.title);
    expect(titles(forAuthor.body)).toContain('Peace in my family');
    expect(titles(forLeader.body)).not.toContain('Peace in my family');
    const anonymousForLeader = forLeader.body.items.find((prayer: { title: string }) => prayer.title === 'A new job');
    const anonymousForAuthor = forAuthor.body.items.find((prayer: { title: string }) => prayer.title === 'A new job');
    expect(anonymousForLeader.authorName).toBeNull();
    expect(anonymousForAuthor.authorName).toBe('Miriam Okafor');
  });

  it('pages with an opaque cursor without repeating or skipping requests', async () => {
    const all = await service.request('GET', '/api/prayers', { as: asMember });
    const first = await service.request('GET', '/api/prayers?limit=2', { as: asMember });
    expect(first.body.items).toHaveLength(2);
    const second = await service.request('GET', `/api/prayers?limit=2&cursor=${first.body.nextCursor}`, { as: asMember });
    expect([...first.body.items, ...second.body.items]).toEqual(all.body.items.slice(0, 4));
  });

  it('rejects a bad limit or cursor with a 400 JSON error', async () => {
    expect((await service.request('GET', '/api/prayers?limit=0', { as: asMember })).status).toBe(400);
    const badCursor = await service.request('GET', '/api/prayers?cursor=nonsense', { as: asMember });
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.message).toBe('The page cursor is not valid');
    expect(badCursor.body.issues).toEqual([{ path: 'cursor', message: 'The page cursor is not valid' }]);
  });

  it('shows nothing of one church to a member of another', async () => {
    const stranger = { userId: '00000000-0000-4000-8000-0000000000ff', role: 'member' as const, churchId: '00000000-0000-4000-8000-0000000000fe' };
    const response = await service.request('GET', '/api/prayers', { as: stranger });
    expect(response.body).toEqual({ items: [], nextCursor: null });
  });

  it('requires a signed-in caller', async () => {
    expect((await service.request('GET', '/api/prayers')).status).toBe(401);
  });
});
