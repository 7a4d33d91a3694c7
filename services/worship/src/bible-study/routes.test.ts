import { DEMO_CHURCH, demoAccount } from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { worshipService } from '../app';

const member = demoAccount('member');
const leader = demoAccount('leader');
const asMember = { userId: member.id, role: member.role, churchId: DEMO_CHURCH.id, displayName: 'Miriam Okafor' };
const asLeader = { userId: leader.id, role: leader.role, churchId: DEMO_CHURCH.id, displayName: 'Lucas Ferreira' };

let service: TestService;
beforeAll(async () => {
  service = await startTestService(worshipService);
}, 120_000);
afterAll(() => service.close());

const study = (as: typeof asMember, path = '/api/bible-study/JHN/3') => service.request('GET', path, { as });

describe('highlights (/api/bible-study/:book/:chapter/:verse/highlight)', () => {
  it("keeps one colour per verse, the member's own", async () => {
    expect((await service.request('PUT', '/api/bible-study/JHN/3/16/highlight', { as: asMember, body: { color: 'yellow' } })).body).toEqual({ verse: 16, color: 'yellow' });
    await service.request('PUT', '/api/bible-study/JHN/3/17/highlight', { as: asMember, body: { color: 'blue' } });
    await service.request('PUT', '/api/bible-study/JHN/3/16/highlight', { as: asMember, body: { color: 'green' } });
    expect((await study(asMember)).body.highlights).toEqual([
      { verse: 16, color: 'green' },
      { verse: 17, color: 'blue' },
    ]);
    expect((await study(asLeader)).body.highlights).toEqual([]);

    expect((await service.request('DELETE', '/api/bible-study/JHN/3/17/highlight', { as: asMember })).status).toBe(204);
    expect((await study(asMember)).body.highlights).toEqual([{ verse: 16, color: 'green' }]);
  });

  it('refuses a colour it does not offer, a chapter the book does not have, and anyone signed out', async () => {
    const purple = await service.request('PUT', '/api/bible-study/JHN/3/16/highlight', { as: asMember, body: { color: 'purple' } });
    expect(purple.status).toBe(400);
    const beyond = await service.request('PUT', '/api/bible-study/JHN/22/1/highlight', { as: asMember, body: { color: 'yellow' } });
    expect(beyond.status).toBe(404);
    expect(beyond.body.message).toBe('John has 21 chapters');
    expect((await service.request('PUT', '/api/bible-study/JHN/3/0/highlight', { as: asMember, body: { color: 'yellow' } })).status).toBe(400);
    expect((await service.request('GET', '/api/bible-study/JHN/3')).status).toBe(401);
  });
});

describe('study notes (/api/bible-study/.../notes)', () => {
  it('writes, edits and deletes a note only its author reads', async () => {
    const written = await service.request('POST', '/api/bible-study/ROM/8/28/notes', { as: asMember, body: { body: '  All things — even this year.  ' } });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ book: 'ROM', chapter: 8, verse: 28, body: 'All things — even this year.' });
    expect((await study(asMember, '/api/bible-study/ROM/8')).body.notes).toEqual([written.body]);
    expect((await study(asLeader, '/api/bible-study/ROM/8')).body.notes).toEqual([]);

    const edited = await service.request('PUT', `/api/bible-study/notes/${written.body.id}`, { as: asMember, body: { body: 'All things work together.' } });
    expect(edited.body).toMatchObject({ id: written.body.id, body: 'All things work together.' });
    expect(Date.parse(edited.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(written.body.updatedAt));

    // Another member's note does not exist for anyone else, to read, change or delete.
    const byLeader = await service.request('PUT', `/api/bible-study/notes/${written.body.id}`, { as: asLeader, body: { body: 'Mine now' } });
    expect(byLeader.status).toBe(404);
    expect((await service.request('DELETE', `/api/bible-study/notes/${written.body.id}`, { as: asLeader })).status).toBe(404);
    expect((await study(asMember, '/api/bible-study/ROM/8')).body.notes[0].body).toBe('All things work together.');

    expect((await service.request('DELETE', `/api/bible-study/notes/${written.body.id}`, { as: asMember })).status).toBe(204);
    expect((await study(asMember, '/api/bible-study/ROM/8')).body.notes).toEqual([]);
  });

  it('asks for a note of some words, and not too many', async () => {
    expect((await service.request('POST', '/api/bible-study/ROM/8/28/notes', { as: asMember, body: { body: '   ' } })).status).toBe(400);
    expect((await service.request('POST', '/api/bible-study/ROM/8/28/notes', { as: asMember, body: { body: 'x'.repeat(2001) } })).status).toBe(400);
    expect((await service.request('PUT', '/api/bible-study/notes/not-an-id', { as: asMember, body: { body: 'x' } })).status).toBe(400);
  });
});
