import { AUDIO_ROUTINES_PER_MEMBER_MAX, DEMO_CHURCH, demoAccount } from '@koinonia/contracts';
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

const morning = {
  name: '  Morning  ',
  items: [
    { kind: 'passage', reference: 'Psalms 23' },
    { kind: 'pause', seconds: 10 },
    { kind: 'prayer', text: 'Lord, guide this day.' },
  ],
};

async function removeAll(as: typeof asMember) {
  const { body } = await service.request('GET', '/api/audio-routines', { as });
  for (const routine of body.items) await service.request('DELETE', `/api/audio-routines/${routine.id}`, { as });
}

describe('audio routines (/api/audio-routines)', () => {
  beforeEach(async () => {
    await removeAll(asMember);
    await removeAll(asLeader);
  });

  it('keeps a routine with its items in order, and replaces them all on update', async () => {
    const created = await service.request('POST', '/api/audio-routines', { as: asMember, body: morning });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Morning', items: morning.items });

    const reordered = {
      name: 'Morning, shorter',
      items: [{ kind: 'prayer', text: 'Lord, guide this day.' }, { kind: 'passage', reference: 'John 3:16–18' }],
    };
    const updated = await service.request('PUT', `/api/audio-routines/${created.body.id}`, { as: asMember, body: reordered });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject(reordered);

    expect((await service.request('GET', `/api/audio-routines/${created.body.id}`, { as: asMember })).body.items).toEqual(reordered.items);
    expect((await service.request('GET', '/api/audio-routines', { as: asMember })).body.items.map((routine: { name: string }) => routine.name)).toEqual([
      'Morning, shorter',
    ]);
  });

  it("is its owner's alone: another member's routine is not found, to read, change or delete", async () => {
    const { body: routine } = await service.request('POST', '/api/audio-routines', { as: asMember, body: morning });
    for (const [method, body] of [['GET'], ['PUT', { name: 'Mine now', items: [] }], ['DELETE']] as const) {
      const answer = await service.request(method, `/api/audio-routines/${routine.id}`, { as: asLeader, body });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('audio_routine_not_found');
    }
    expect((await service.request('GET', '/api/audio-routines', { as: asLeader })).body.items).toEqual([]);
    expect((await service.request('DELETE', `/api/audio-routines/${routine.id}`, { as: asMember })).status).toBe(204);
    expect((await service.request('GET', `/api/audio-routines/${routine.id}`, { as: asMember })).status).toBe(404);
  });

  it('refuses what is not a reference, a prayer too long, a pause out of bounds, too many items, and anyone signed out', async () => {
    const refused = async (items: unknown[]) => (await service.request('POST', '/api/audio-routines', { as: asMember, body: { name: 'x', items } })).status;
    expect(await refused([{ kind: 'passage', reference: 'Hezekiah 3' }])).toBe(400);
    expect(await refused([{ kind: 'prayer', text: 'x'.repeat(2001) }])).toBe(400);
    expect(await refused([{ kind: 'pause', seconds: 0 }])).toBe(400);
    expect(await refused([{ kind: 'pause', seconds: 301 }])).toBe(400);
    expect(await refused([{ kind: 'song', title: 'x' }])).toBe(400);
    expect(await refused(Array.from({ length: 31 }, () => ({ kind: 'pause', seconds: 1 })))).toBe(400);
    expect((await service.request('POST', '/api/audio-routines', { as: asMember, body: { name: ' ', items: [] } })).status).toBe(400);
    expect((await service.request('GET', '/api/audio-routines/not-an-id', { as: asMember })).status).toBe(400);
    expect((await service.request('GET', '/api/audio-routines')).status).toBe(401);
  });

  it(`keeps at most ${AUDIO_ROUTINES_PER_MEMBER_MAX} routines a member`, async () => {
    for (let made = 0; made < AUDIO_ROUTINES_PER_MEMBER_MAX; made += 1) {
      expect((await service.request('POST', '/api/audio-routines', { as: asMember, body: { name: `Routine ${made}`, items: [] } })).status).toBe(201);
    }
    const another = await service.request('POST', '/api/audio-routines', { as: asMember, body: { name: 'One more', items: [] } });
    expect(another.status).toBe(409);
    expect(another.body.code).toBe('audio_routine_limit');
    expect((await service.request('POST', '/api/audio-routines', { as: asLeader, body: { name: 'Mine', items: [] } })).status).toBe(201);
  });
});
