import { DEMO_CHURCH, demoAccount, NEIGHBOUR_CHURCH, NEIGHBOUR_MEMBER } from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { worshipService } from '../app';

const member = demoAccount('member');
const leader = demoAccount('leader');
const admin = demoAccount('church_admin');
const asMember = { userId: member.id, role: member.role, churchId: DEMO_CHURCH.id, displayName: 'Miriam Okafor' };
const asLeader = { userId: leader.id, role: leader.role, churchId: DEMO_CHURCH.id, displayName: 'Lucas Ferreira' };
const asAdmin = { userId: admin.id, role: admin.role, churchId: DEMO_CHURCH.id, displayName: 'Church Admin' };
const asNeighbour = { userId: NEIGHBOUR_MEMBER.id, role: NEIGHBOUR_MEMBER.role, churchId: NEIGHBOUR_CHURCH.id, displayName: 'Neighbour' };
const withoutChurch = { userId: '00000000-0000-4000-8000-0000000000fd', role: 'member' as const, churchId: null, displayName: 'Nia New' };

let service: TestService;
beforeAll(async () => {
  service = await startTestService(worshipService);
}, 120_000);
afterAll(() => service.close());

const comment = async (as: typeof asMember, body: string, path = '/api/bible-discussions/PSA/23') => {
  const response = await service.request('POST', path, { as, body: { body } });
  expect(response.status).toBe(201);
  return response.body;
};
const discussion = (as: typeof asMember | typeof withoutChurch, path = '/api/bible-discussions/PSA/23') => service.request('GET', path, { as });

describe('a chapter\'s discussion (/api/bible-discussions/:book/:chapter)', () => {
  it('is read by the members of the church that wrote it, newest first, and by no other church', async () => {
    const first = await comment(asMember, 'The valley is not the end of the psalm.');
    const second = await comment(asLeader, 'Verse 4 carried me this week.');
    const forMember = await discussion(asMember);
    expect(forMember.body.items.map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);
    expect(forMember.body.items[1]).toMatchObject({ authorName: 'Miriam Okafor', isMine: true, canRemove: true, body: 'The valley is not the end of the psalm.' });
    expect(forMember.body.items[0]).toMatchObject({ authorName: 'Lucas Ferreira', isMine: false, canRemove: false });
    expect((await discussion(asNeighbour)).body.items).toEqual([]);
    expect((await discussion(asMember, '/api/bible-discussions/PSA/24')).body.items).toEqual([]);
  });

  it('pages through a long discussion without repeating a comment', async () => {
    for (let index = 0; index < 5; index += 1) await comment(asMember, `Thought ${index}`, '/api/bible-discussions/MRK/1');
    const page = await service.request('GET', '/api/bible-discussions/MRK/1?limit=3', { as: asLeader });
    expect(page.body.items).toHaveLength(3);
    const rest = await service.request('GET', `/api/bible-discussions/MRK/1?limit=3&cursor=${page.body.nextCursor}`, { as: asLeader });
    expect([...page.body.items, ...rest.body.items].map((item: { body: string }) => item.body)).toEqual(['Thought 4', 'Thought 3', 'Thought 2', 'Thought 1', 'Thought 0']);
    expect(rest.body.nextCursor).toBeNull();
  });

  it('has nothing to show or join for a member without a church', async () => {
    expect((await discussion(withoutChurch)).body).toEqual({ items: [], nextCursor: null });
    const refused = await service.request('POST', '/api/bible-discussions/PSA/23', { as: withoutChurch, body: { body: 'Hello' } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('discussion_church_required');
  });

  it('lets a comment be taken down by its author or the church staff, by nobody else', async () => {
    const mine = await comment(asMember, 'To be taken down by me.');
    const moderated = await comment(asMember, 'To be taken down by staff.');
    const byLeader = await service.request('DELETE', `/api/bible-discussions/comments/${mine.id}`, { as: asLeader });
    expect(byLeader.status).toBe(403);
    expect(byLeader.body.code).toBe('not_comment_author');
    expect((await service.request('DELETE', `/api/bible-discussions/comments/${mine.id}`, { as: asNeighbour })).status).toBe(404);
    expect((await discussion(asAdmin)).body.items.find((item: { id: string }) => item.id === moderated.id)).toMatchObject({ canRemove: true });

    expect((await service.request('DELETE', `/api/bible-discussions/comments/${mine.id}`, { as: asMember })).status).toBe(204);
    expect((await service.request('DELETE', `/api/bible-discussions/comments/${moderated.id}`, { as: asAdmin })).status).toBe(204);
    const left = (await discussion(asMember)).body.items.map((item: { id: string }) => item.id);
    expect(left).not.toContain(mine.id);
    expect(left).not.toContain(moderated.id);
  });

  it('refuses an empty or overlong comment, and a chapter the book does not have', async () => {
    expect((await service.request('POST', '/api/bible-discussions/PSA/23', { as: asMember, body: { body: ' ' } })).status).toBe(400);
    expect((await service.request('POST', '/api/bible-discussions/PSA/23', { as: asMember, body: { body: 'x'.repeat(1001) } })).status).toBe(400);
    expect((await service.request('GET', '/api/bible-discussions/JHN/22', { as: asMember })).status).toBe(404);
  });
});
