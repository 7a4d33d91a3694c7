import { DEMO_CHURCH, demoAccount, type ChurchEvent } from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { connectService } from '../app';

const member = demoAccount('member');
const pastor = demoAccount('pastor');
const asMember = { userId: member.id, role: member.role, churchId: DEMO_CHURCH.id };
const otherChurchId = '00000000-0000-4000-8000-0000000000fe';
const stranger = { userId: '00000000-0000-4000-8000-0000000000ff', role: 'member' as const, churchId: otherChurchId };
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);
const titles = (items: ChurchEvent[]) => items.map((event) => event.title);
let service: TestService;

beforeAll(async () => {
  service = await startTestService(connectService);
  const event = (title: string, churchId: string, startsIn: number, endsIn: number) => ({
    church_id: churchId,
    title,
    starts_at: hoursFromNow(startsIn),
    ends_at: hoursFromNow(endsIn),
    created_by: pastor.id,
  });
  await service.db('connect.events').insert([
    event('Last week’s potluck', DEMO_CHURCH.id, -170, -168),
    event('Choir rehearsal in progress', DEMO_CHURCH.id, -1, 1),
    event('Another church’s picnic', otherChurchId, 24, 26),
  ]);
});
afterAll(() => service.close());

async function allPages(limit: number): Promise<ChurchEvent[]> {
  const items: ChurchEvent[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${cursor}` : '';
    const response = await service.request('GET', `/api/events?limit=${limit}${query}`, { as: asMember });
    expect(response.status).toBe(200);
    items.push(...response.body.items);
    cursor = response.body.nextCursor;
  } while (cursor);
  return items;
}

describe('GET /api/events', () => {
  it("lists the church's coming events soonest first, including one in progress", async () => {
    const response = await service.request('GET', '/api/events', { as: asMember });
    expect(response.status).toBe(200);
    const items: ChurchEvent[] = response.body.items;
    expect(titles(items)[0]).toBe('Choir rehearsal in progress');
    expect(titles(items)).toEqual(expect.arrayContaining(['Sunday Worship Service', 'Youth Night', 'Prayer Breakfast']));
    const starts = items.map((event) => Date.parse(event.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(response.body.nextCursor).toBeNull();
    expect(items[1]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      description: expect.any(String),
      location: expect.any(String),
      startsAt: expect.any(String),
      endsAt: expect.any(String),
      createdBy: expect.any(String),
    });
  });

  it('leaves out events that have ended', async () => {
    const response = await service.request('GET', '/api/events', { as: asMember });
    expect(titles(response.body.items)).not.toContain('Last week’s potluck');
  });

  it('pages with an opaque cursor without repeating or skipping events, even at equal start times', async () => {
    const sameStart = hoursFromNow(200);
    await service.db('connect.events').insert(
      ['Tie A', 'Tie B', 'Tie C'].map((title) => ({
        church_id: DEMO_CHURCH.id,
        title,
        starts_at: sameStart,
        ends_at: hoursFromNow(201),
        created_by: pastor.id,
      })),
    );
    const everything = (await service.request('GET', '/api/events?limit=100', { as: asMember })).body.items;
    expect(everything).toHaveLength(9);
    expect(await allPages(1)).toEqual(everything);
    expect(await allPages(2)).toEqual(everything);
  });

  it("shows nothing of one church's events to a member of another", async () => {
    const response = await service.request('GET', '/api/events', { as: stranger });
    expect(titles(response.body.items)).toEqual(['Another church’s picnic']);
    const demo = await service.request('GET', '/api/events?limit=100', { as: asMember });
    expect(titles(demo.body.items)).not.toContain('Another church’s picnic');
  });

  it('answers an empty page to a caller who belongs to no church', async () => {
    const response = await service.request('GET', '/api/events', { as: { ...asMember, churchId: null } });
    expect(response.body).toEqual({ items: [], nextCursor: null });
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'limit=1.5', 'cursor=nonsense', 'sort=title'])(
    'rejects ?%s with a 400 JSON error',
    async (query) => {
      const response = await service.request('GET', `/api/events?${query}`, { as: asMember });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: expect.any(String), code: 'validation_failed' });
    },
  );

  it('says which cursor problem it found', async () => {
    const response = await service.request('GET', '/api/events?cursor=nonsense', { as: asMember });
    expect(response.body.message).toBe('The page cursor is not valid');
  });

  it('requires a signed-in caller', async () => {
    const response = await service.request('GET', '/api/events');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Authentication required', code: 'not_signed_in' });
  });
});
