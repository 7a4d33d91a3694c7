import { DEMO_CHURCH, demoAccount, type Opportunity } from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { serveService } from '../app';

const member = demoAccount('member');
const asMember = { userId: member.id, role: member.role, churchId: DEMO_CHURCH.id };
const otherChurchId = '00000000-0000-4000-8000-0000000000fe';
const stranger = { userId: '00000000-0000-4000-8000-0000000000ff', role: 'member' as const, churchId: otherChurchId };
const otherTeamId = '00000000-0000-4000-8000-0000000000fd';
const hospitalityTeamId = '00000000-0000-4000-8000-0000000c0001';
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);
const titles = (items: Opportunity[]) => items.map((opportunity) => opportunity.title);
let service: TestService;

beforeAll(async () => {
  service = await startTestService(serveService);
  await service.db('serve.teams').insert({ id: otherTeamId, church_id: otherChurchId, name: 'Parking Team' });
  await service.db('serve.opportunities').insert([
    { church_id: otherChurchId, team_id: otherTeamId, title: 'Parking lot attendant', starts_at: hoursFromNow(30), spots_total: 4, spots_filled: 1 },
    { church_id: DEMO_CHURCH.id, team_id: hospitalityTeamId, title: 'Last Sunday’s greeters', starts_at: hoursFromNow(-150), spots_total: 6, spots_filled: 2 },
  ]);
});
afterAll(() => service.close());

async function allPages(limit: number): Promise<Opportunity[]> {
  const items: Opportunity[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${cursor}` : '';
    const response = await service.request('GET', `/api/opportunities?limit=${limit}${query}`, { as: asMember });
    expect(response.status).toBe(200);
    items.push(...response.body.items);
    cursor = response.body.nextCursor;
  } while (cursor);
  return items;
}

describe('GET /api/opportunities (the D.I.V.I.N.E. opportunity board)', () => {
  it('lists the open opportunities of the church soonest first, with their team', async () => {
    const response = await service.request('GET', '/api/opportunities', { as: asMember });
    expect(response.status).toBe(200);
    const items: Opportunity[] = response.body.items;
    expect(items).toHaveLength(4);
    const starts = items.map((opportunity) => Date.parse(opportunity.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(response.body.nextCursor).toBeNull();
  });

  it('shows the sample hospitality team with 12 volunteers and 2 open spots (SPEC §9)', async () => {
    const items: Opportunity[] = (await service.request('GET', '/api/opportunities', { as: asMember })).body.items;
    expect(items.find((opportunity) => opportunity.team.name === 'Hospitality Team')).toEqual({
      id: '00000000-0000-4000-8000-0000000d0001',
      title: 'Sunday Welcome Team',
      description: expect.any(String),
      startsAt: expect.any(String),
      team: { id: hospitalityTeamId, name: 'Hospitality Team' },
      spotsTotal: 14,
      spotsFilled: 12,
      spotsOpen: 2,
    });
  });

  it('leaves out full opportunities and ones that have already started', async () => {
    const items: Opportunity[] = (await service.request('GET', '/api/opportunities', { as: asMember })).body.items;
    expect(titles(items)).not.toContain('Livestream camera operator');
    expect(titles(items)).not.toContain('Last Sunday’s greeters');
  });

  it('pages with an opaque cursor without repeating or skipping opportunities', async () => {
    const everything = (await service.request('GET', '/api/opportunities?limit=100', { as: asMember })).body.items;
    expect(await allPages(1)).toEqual(everything);
    expect(await allPages(3)).toEqual(everything);
  });

  it("shows nothing of one church's board to a member of another", async () => {
    const theirs = await service.request('GET', '/api/opportunities', { as: stranger });
    expect(titles(theirs.body.items)).toEqual(['Parking lot attendant']);
    const ours = await service.request('GET', '/api/opportunities', { as: asMember });
    expect(titles(ours.body.items)).not.toContain('Parking lot attendant');
  });

  it('answers an empty page to a caller who belongs to no church', async () => {
    const response = await service.request('GET', '/api/opportunities', { as: { ...asMember, churchId: null } });
    expect(response.body).toEqual({ items: [], nextCursor: null });
  });

  it.each(['limit=0', 'limit=101', 'limit=ten', 'cursor=nonsense', 'cursor=', 'team=hospitality'])(
    'rejects ?%s with a 400 JSON error',
    async (query) => {
      const response = await service.request('GET', `/api/opportunities?${query}`, { as: asMember });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: expect.any(String), code: 'validation_failed' });
    },
  );

  it('requires a signed-in caller', async () => {
    const response = await service.request('GET', '/api/opportunities');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Authentication required', code: 'not_signed_in' });
  });
});
