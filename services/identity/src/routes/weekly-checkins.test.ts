import {
  demoAccount,
  DEMO_CHURCH,
  NO_CHECKIN_THIS_WEEK_MESSAGE,
  type WeeklyCheckin,
  type WeeklyCheckinPage,
  type WeeklyCheckinRequest,
} from '@koinonia/contracts';
import { startTestService, type TestCaller, type TestService } from '@koinonia/service-kit/testing';
import { identityService } from '../app';
import { isoWeekStart, isoWeekStartBefore } from '../domain/iso-week';

const caller = (role: 'member' | 'leader' | 'pastor'): TestCaller => ({
  userId: demoAccount(role).id,
  role,
  churchId: DEMO_CHURCH.id,
});
const asMember = caller('member');
const asLeader = caller('leader');
const asPastor = caller('pastor');
const unknownUser: TestCaller = { userId: '00000000-0000-4000-8000-0000000000ff', role: 'member', churchId: null };
const answers: WeeklyCheckinRequest = {
  spiritualGrowth: 4,
  prayerLife: 3,
  bibleReading: 5,
  community: 2,
  gratitude: 'A good week',
  prayerRequest: 'Patience',
};
let service: TestService;

beforeAll(async () => {
  service = await startTestService(identityService);
});
afterAll(() => service.close());

const save = (as: TestCaller | null, body: unknown) =>
  service.request('PUT', '/api/user/weekly-checkins/current', { as, body });
const history = (as: TestCaller, query = '') =>
  service.request<WeeklyCheckinPage>('GET', `/api/user/weekly-checkins${query}`, { as });

describe('GET /api/user/weekly-checkins', () => {
  it("SPEC §2: lists the demo member's past check-ins, newest week first", async () => {
    const response = await history(asMember);
    expect(response.status).toBe(200);
    const weeks = response.body.items.map((checkin) => checkin.weekStart);
    expect(weeks).toEqual([1, 2, 3, 5].map((weeksAgo) => isoWeekStartBefore(new Date(), weeksAgo)));
    expect(response.body.items[0]).toMatchObject({ spiritualGrowth: 4, prayerLife: 3, bibleReading: 4, community: 5 });
    expect(response.body.nextCursor).toBeNull();
  });

  it('pages with a keyset cursor until the last page', async () => {
    const first = await history(asMember, '?limit=3');
    expect(first.body.items).toHaveLength(3);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await history(asMember, `?limit=3&cursor=${encodeURIComponent(first.body.nextCursor!)}`);
    expect(second.body.items.map((checkin) => checkin.weekStart)).toEqual([isoWeekStartBefore(new Date(), 5)]);
    expect(second.body.nextCursor).toBeNull();
  });

  it('refuses a cursor that is not one of its own', async () => {
    const mangled = await service.request('GET', '/api/user/weekly-checkins?cursor=not-a-cursor', { as: asMember });
    expect(mangled.status).toBe(400);
    expect(mangled.body.message).toBe('The page cursor is not valid');
    const foreign = btoa(JSON.stringify(['2026', '00000000-0000-4000-8000-000000000001'])).replace(/=+$/, '');
    expect((await history(asMember, `?cursor=${foreign}`)).body).toMatchObject({ message: 'The page cursor is not valid' });
    const impossibleDay = btoa(JSON.stringify(['2026-02-30', '00000000-0000-4000-8000-000000000001'])).replace(
      /=+$/,
      '',
    );
    expect((await history(asMember, `?cursor=${impossibleDay}`)).status).toBe(400);
  });

  it('shows no one else’s check-ins', async () => {
    expect((await history(asLeader)).body).toEqual({ items: [], nextCursor: null });
  });

  it('requires a signed-in caller', async () => {
    expect((await service.request('GET', '/api/user/weekly-checkins')).status).toBe(401);
  });
});

describe('/api/user/weekly-checkins/current', () => {
  it('answers 404 "No check-in this week yet" before the first one', async () => {
    const response = await service.request('GET', '/api/user/weekly-checkins/current', { as: asPastor });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: NO_CHECKIN_THIS_WEEK_MESSAGE });
  });

  it("creates this week's check-in, on the Monday of the ISO week in UTC, and answers it", async () => {
    const response = await save(asPastor, answers);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...answers, weekStart: isoWeekStart(new Date()) });
    expect(new Date(`${response.body.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    const current = await service.request('GET', '/api/user/weekly-checkins/current', { as: asPastor });
    expect(current.body).toEqual(response.body);
    expect((await history(asPastor)).body.items).toEqual([response.body]);
  });

  it('replaces the check-in of the same week instead of adding another', async () => {
    const first = await save(asLeader, answers);
    const second = await save(asLeader, { spiritualGrowth: 1, prayerLife: 1, bibleReading: 1, community: 1 });
    expect(second.body).toMatchObject({
      id: first.body.id,
      weekStart: first.body.weekStart,
      spiritualGrowth: 1,
      gratitude: null,
      prayerRequest: null,
    });
    expect((await history(asLeader)).body.items).toHaveLength(1);
  });

  it('stores blank texts as none, trims the rest and keeps line breaks', async () => {
    const response = await save(asLeader, {
      ...answers,
      gratitude: '   ',
      prayerRequest: '  For my family\nand friends  ',
    });
    expect(response.body).toMatchObject({ gratitude: null, prayerRequest: 'For my family\nand friends' });
  });

  it.each([
    [{ ...answers, prayerLife: 0 }, 'prayerLife', 'Prayer life must be a rating from 1 to 5', { code: 'too_small', minimum: 1 }],
    [{ ...answers, community: 6 }, 'community', 'Community must be a rating from 1 to 5', { code: 'too_big', maximum: 5 }],
    [{ ...answers, bibleReading: 2.5 }, 'bibleReading', 'Bible reading must be a whole number', { code: 'not_integer' }],
    [{ ...answers, spiritualGrowth: '4' }, 'spiritualGrowth', 'Spiritual growth must be a rating from 1 to 5', { code: 'invalid_type' }],
    [{ ...answers, gratitude: 'x'.repeat(1001) }, 'gratitude', 'Gratitude must be at most 1000 characters', { code: 'too_long', maximum: 1000 }],
    [
      { ...answers, prayerRequest: 'x'.repeat(1001) },
      'prayerRequest',
      'Prayer request must be at most 1000 characters',
      { code: 'too_long', maximum: 1000 },
    ],
    [{ ...answers, gratitude: 'Thanks\u0000' }, 'gratitude', 'Gratitude must not contain control characters', { code: 'control_characters' }],
  ])('refuses %j, naming the rule broken', async (body, path, message, rule) => {
    const response = await save(asMember, body);
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path, message, ...rule }]);
  });

  it('refuses a check-in missing a rating, and writes nothing', async () => {
    const { community: _community, ...missing } = answers;
    const response = await save(asMember, missing);
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: 'community', message: 'Community must be a rating from 1 to 5', code: 'required' }]);
    expect((await service.request('GET', '/api/user/weekly-checkins/current', { as: asMember })).status).toBe(404);
  });

  it('accepts texts of exactly 1000 characters', async () => {
    const longest = 'x'.repeat(1000);
    expect((await save(asMember, { ...answers, gratitude: longest, prayerRequest: longest })).status).toBe(200);
  });

  it("changes only the caller's own check-in", async () => {
    const before = (await service.request<WeeklyCheckin>('GET', '/api/user/weekly-checkins/current', { as: asPastor }))
      .body;
    await save(asMember, { ...answers, community: 5 });
    expect((await service.request('GET', '/api/user/weekly-checkins/current', { as: asPastor })).body).toEqual(before);
  });

  it('answers 401, not a failure, for an identity whose user no longer exists', async () => {
    expect((await save(unknownUser, answers)).status).toBe(401);
  });

  it('requires a signed-in caller', async () => {
    expect((await save(null, answers)).status).toBe(401);
    expect((await service.request('GET', '/api/user/weekly-checkins/current')).status).toBe(401);
  });
});
