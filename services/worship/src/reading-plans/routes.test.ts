import { randomUUID } from 'node:crypto';
import { OFFLINE_CHAPTER_LIMIT, readingPlanEndpoints } from '@koinonia/contracts';
import { startTestService, type TestCaller, type TestService } from '@koinonia/service-kit/testing';
import { worshipService } from '../app';
import { addDays } from './domain';

const path = readingPlanEndpoints.catalogue.path;
const church = randomUUID();
const person = (planTier: TestCaller['planTier'] = 'disciple'): TestCaller => ({
  userId: randomUUID(),
  role: 'member',
  churchId: church,
  displayName: 'A member',
  planTier,
});
const today = new Date().toISOString().slice(0, 10);

let service: TestService;
beforeAll(async () => {
  service = await startTestService(worshipService, { seed: false });
}, 120_000);
afterAll(() => service.close());

async function call(method: string, url: string, as: TestCaller | null, body?: unknown, status = 200) {
  const response = await service.request(method, url, { as, body });
  expect([url, response.status, response.status === status ? '' : response.body]).toEqual([url, status, '']);
  return response.body;
}

describe(`GET ${path}`, () => {
  it('lists the catalogue a page at a time, filtered by level, topic and words, locks shown for the caller’s plan', async () => {
    const disciple = person();
    const first = await call('GET', `${path}?limit=5`, disciple);
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThanOrEqual(53);
    const second = await call('GET', `${path}?limit=5&cursor=${first.nextCursor}`, disciple);
    expect(second.items[0].id).not.toBe(first.items[0].id);

    const intermediate = await call('GET', `${path}?level=intermediate&limit=60`, disciple);
    expect(intermediate.total).toBeGreaterThanOrEqual(25);
    expect(
      intermediate.items.every(
        (plan: { locked: boolean; requiredTier: string }) => plan.locked && plan.requiredTier === 'servant',
      ),
    ).toBe(true);
    const forServant = await call('GET', `${path}?level=intermediate&limit=1`, person('servant'));
    expect(forServant.items[0].locked).toBe(false);

    const peace = await call('GET', `${path}?topic=peace&q=anxious`, disciple);
    expect(peace.items.map((plan: { id: string }) => plan.id)).toEqual(['peace-for-anxious-hearts']);
    expect(peace.nextCursor).toBeNull();
  });

  it('refuses a bad filter with a clear 400, and a caller who is not signed in', async () => {
    const bad = await call('GET', `${path}?level=expert`, person(), undefined, 400);
    expect(bad.issues[0]).toMatchObject({ path: 'level', message: 'The level is beginner or intermediate' });
    await call('GET', `${path}?cursor=abc`, person(), undefined, 400);
    await call('GET', path, null, undefined, 401);
  });
});

describe('a plan, its days and a day’s devotion', () => {
  it('answers the plan, every day with its passages (SPEC §7 days), and a day with its devotion', async () => {
    const reader = person();
    const plan = await call('GET', `${path}/gospels-in-30-days`, reader);
    expect(plan).toMatchObject({
      id: 'gospels-in-30-days',
      level: 'beginner',
      days: 30,
      books: ['MAT', 'MRK', 'LUK', 'JHN'],
      chapters: 89,
      locked: false,
    });
    const { days } = await call('GET', `${path}/gospels-in-30-days/days`, reader);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({
      day: 1,
      passages: [{ book: 'MAT', chapter: 1, verse: null, endChapter: 3, endVerse: null }],
    });
    const day = await call('GET', `${path}/gospels-in-30-days/days/2`, reader);
    expect(day).toMatchObject({ planTitle: 'The Gospels in 30 Days', day: 2, totalDays: 30, readOn: null });
    expect(day.devotion.reflection).toHaveLength(3);
    expect(day.devotion.reflection[0]).toMatch(/^Matthew 4–6: /);
    expect(day.devotion.prayer).not.toBe('');
  });

  it('says a plan or a day that does not exist is not found, with its code', async () => {
    expect((await call('GET', `${path}/no-such-plan`, person(), undefined, 404)).code).toBe('reading_plan_not_found');
    expect((await call('GET', `${path}/gospels-in-30-days/days/31`, person(), undefined, 404)).code).toBe(
      'reading_plan_day_not_found',
    );
    await call('GET', `${path}/gospels-in-30-days/days/0`, person(), undefined, 400);
    await call('GET', `${path}/Not_An_Id/days`, person(), undefined, 400);
  });
});

describe('following a plan', () => {
  it('starts, marks days read and unread, shows the streak and what is behind, catches up, restarts and stops', async () => {
    const reader = person();
    const plan = `${path}/mark-in-16-days`;
    expect(await call('GET', `${plan}/progress`, reader)).toMatchObject({ status: 'not_started', today });
    await call('PUT', `${plan}/days/1/read`, reader, {}, 409);

    const startedOn = await call('POST', `${plan}/start`, reader, { today });
    expect(startedOn).toMatchObject({ status: 'active', startedOn: today, todayDay: 1 });
    await call('PUT', `${plan}/days/1/read`, reader, { today });
    // As if started three days ago, and day 1 read then (the member's date may be at most a day from the server's).
    const started = addDays(today, -3);
    await service
      .db('worship.reading_plan_progress')
      .where({ user_id: reader.userId })
      .update({ started_on: started, schedule_starts_on: started });
    await service.db('worship.reading_plan_days_read').where({ user_id: reader.userId }).update({ read_on: started });
    expect(await call('POST', `${plan}/start`, reader, {})).toMatchObject({ startedOn: started, daysRead: [1] });

    const now = await call('GET', `${plan}/progress?today=${today}`, reader);
    expect(now).toMatchObject({
      todayDay: 4,
      daysRead: [1],
      daysBehind: [2, 3],
      nextDay: 2,
      streak: { current: 0, longest: 1 },
    });

    const read = await call('PUT', `${plan}/days/2/read`, reader, { today });
    expect(read).toMatchObject({
      daysRead: [1, 2],
      daysBehind: [3],
      streak: { current: 1, longest: 1 },
      lastReadOn: today,
    });
    expect((await call('GET', `${plan}/days/2`, reader)).readOn).toBe(today);

    const caughtUp = await call('POST', `${plan}/catch-up`, reader, { today });
    expect(caughtUp).toMatchObject({ todayDay: 3, nextDay: 3, daysBehind: [], scheduleStartsOn: addDays(today, -2) });

    expect(await call('DELETE', `${plan}/days/2/read`, reader, { today })).toMatchObject({ daysRead: [1] });
    const mine = await call('GET', `${path}/mine?today=${today}`, reader);
    expect(mine).toMatchObject({ planTier: 'disciple', customPlansAllowed: false });
    expect(mine.items.map((item: { plan: { id: string } }) => item.plan.id)).toEqual(['mark-in-16-days']);

    expect(await call('POST', `${plan}/restart`, reader, { today })).toMatchObject({
      startedOn: today,
      daysRead: [],
      todayDay: 1,
    });
    await call('DELETE', `${plan}/progress`, reader, undefined, 204);
    expect(await call('GET', `${plan}/progress`, reader)).toMatchObject({ status: 'not_started' });
    await call('POST', `${plan}/restart`, reader, {}, 409);
  });

  it('keeps one member’s progress from another', async () => {
    const reader = person();
    await call('POST', `${path}/john-in-21-days/start`, reader, {});
    await call('PUT', `${path}/john-in-21-days/days/1/read`, reader, {});
    expect(await call('GET', `${path}/john-in-21-days/progress`, person())).toMatchObject({
      status: 'not_started',
      daysRead: [],
    });
  });

  it('refuses an intermediate plan to Disciple with the upsell, and starts it for Servant (SPEC §9)', async () => {
    const refused = await call('POST', `${path}/bible-in-a-year/start`, person(), {}, 403);
    expect(refused).toEqual({
      message: 'This needs the Servant plan or higher. Compare plans at /pricing.',
      code: 'plan_tier_required',
      requiredPlanTier: 'servant',
      upgradePath: '/pricing',
    });
    expect(await call('POST', `${path}/bible-in-a-year/start`, person('servant'), {})).toMatchObject({
      status: 'active',
      totalDays: 365,
    });
  });

  it('tells of a day newly read once, in the member’s church (the Engagement Board), and nothing without a church', async () => {
    const reader = person();
    const plan = `${path}/john-in-21-days`;
    await call('POST', `${plan}/start`, reader, { today });
    await call('PUT', `${plan}/days/1/read`, reader, { today });
    await call('PUT', `${plan}/days/1/read`, reader, { today });
    await call('DELETE', `${plan}/days/1/read`, reader, { today });
    await call('PUT', `${plan}/days/1/read`, reader, { today });
    await call('PUT', `${plan}/days/2/read`, reader, { today });
    const churchless = { ...person(), churchId: null };
    await call('POST', `${plan}/start`, churchless, { today });
    await call('PUT', `${plan}/days/1/read`, churchless, { today });

    const told = (await service.db('worship.outbox_events').where('type', 'reading.day_read').orderBy('seq'))
      .map((event: { payload: unknown }) => (typeof event.payload === 'string' ? JSON.parse(event.payload) : event.payload))
      .filter((payload: { userId: string }) => [reader.userId, churchless.userId].includes(payload.userId));
    // Unmarked and marked again, day 1 is told twice: the board counts a day once by its key.
    expect(told).toEqual([
      { userId: reader.userId, churchId: church, planId: 'john-in-21-days', day: 1 },
      { userId: reader.userId, churchId: church, planId: 'john-in-21-days', day: 1 },
      { userId: reader.userId, churchId: church, planId: 'john-in-21-days', day: 2 },
    ]);
  });

  it('refuses a date that is not the member’s today', async () => {
    const refused = await call('PUT', `${path}/mark-in-16-days/days/1/read`, person(), { today: '2001-01-01' }, 400);
    expect(refused.issues[0]).toMatchObject({ path: 'today', message: 'today must be your date today (YYYY-MM-DD)' });
  });
});

describe(`GET ${readingPlanEndpoints.offline.path} (the chapters kept for reading offline)`, () => {
  const offline = readingPlanEndpoints.offline.path;
  type Chapter = { book: string; chapter: number };
  type Passage = { book: string; chapter: number; endChapter: number };
  /** The plan's chapters from a day on, in reading order. */
  async function chaptersFrom(planId: string, day: number, as: TestCaller): Promise<Chapter[]> {
    const { days } = await call('GET', `${path}/${planId}/days`, as);
    return (days as Array<{ passages: Passage[] }>)
      .slice(day - 1)
      .flatMap(({ passages }) =>
        passages.flatMap(({ book, chapter, endChapter }) =>
          Array.from({ length: endChapter - chapter + 1 }, (_unused, index) => ({ book, chapter: chapter + index })),
        ),
      );
  }

  it('is empty for a member who follows no plan', async () => {
    expect(await call('GET', offline, person())).toEqual({ planTier: 'disciple', limit: 30, chapters: [] });
  });

  it('keeps the first 30 chapters from the next unread day for a free member, and moves on as days are read', async () => {
    // Started while on Servant (the Bible in a year is an intermediate plan), read now on the free plan.
    const reader = person('servant');
    await call('POST', `${path}/bible-in-a-year/start`, reader, {});
    const free = { ...reader, planTier: 'disciple' as const };
    const fromDayOne = await call('GET', offline, free);
    expect(fromDayOne).toEqual({
      planTier: 'disciple',
      limit: OFFLINE_CHAPTER_LIMIT,
      chapters: (await chaptersFrom('bible-in-a-year', 1, free)).slice(0, 30),
    });
    expect(fromDayOne.chapters[0]).toEqual({ book: 'GEN', chapter: 1 });

    await call('PUT', `${path}/bible-in-a-year/days/1/read`, free, {});
    const fromDayTwo = await call('GET', offline, free);
    expect(fromDayTwo.chapters).toEqual((await chaptersFrom('bible-in-a-year', 2, free)).slice(0, 30));
    expect(fromDayTwo.chapters[0]).not.toEqual(fromDayOne.chapters[0]);
    expect((await call('GET', offline, reader)).limit).toBe(30);
  });

  it('keeps every chapter still ahead for Torchbearer (SPEC §6: unlimited offline content)', async () => {
    const reader = person('torchbearer');
    await call('POST', `${path}/bible-in-a-year/start`, reader, {});
    await call('PUT', `${path}/bible-in-a-year/days/1/read`, reader, {});
    const kept = await call('GET', offline, reader);
    const ahead = await chaptersFrom('bible-in-a-year', 2, reader);
    expect(ahead.length).toBeGreaterThan(1150);
    expect(kept).toEqual({ planTier: 'torchbearer', limit: null, chapters: ahead });
  });

  it('takes nothing from a plan the member stopped', async () => {
    const reader = person();
    await call('POST', `${path}/mark-in-16-days/start`, reader, {});
    await call('POST', `${path}/john-in-21-days/start`, reader, {});
    await call('DELETE', `${path}/john-in-21-days/progress`, reader, undefined, 204);
    expect((await call('GET', offline, reader)).chapters).toEqual(await chaptersFrom('mark-in-16-days', 1, reader));
  });

  it('needs a signed-in caller', async () => {
    await call('GET', offline, null, undefined, 401);
  });
});

describe(`POST ${path} (the custom generator)`, () => {
  const request = {
    title: 'Gospel of John slowly',
    source: { kind: 'books', books: ['JHN'] },
    schedule: { kind: 'days', days: 21 },
  };

  it('is Torchbearer’s: lower plans get a 403 with the plan to choose (SPEC §6)', async () => {
    for (const tier of ['disciple', 'servant'] as const) {
      expect(await call('POST', path, person(tier), request, 403)).toMatchObject({
        code: 'plan_tier_required',
        requiredPlanTier: 'torchbearer',
        upgradePath: '/pricing',
      });
    }
  });

  it('makes the plan, follows it from today, and keeps it from everyone else', async () => {
    const maker = person('torchbearer');
    const made = await call('POST', path, maker, request, 201);
    expect(made).toMatchObject({
      title: 'Gospel of John slowly',
      custom: true,
      level: null,
      days: 21,
      books: ['JHN'],
      chapters: 21,
      locked: false,
    });
    expect(made.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await call('GET', `${path}/${made.id}/progress`, maker)).toMatchObject({ status: 'active', todayDay: 1 });
    expect((await call('GET', `${path}/${made.id}/days/21`, maker)).passages).toEqual([
      { book: 'JHN', chapter: 21, verse: null, endChapter: 21, endVerse: null },
    ]);
    const mine = await call('GET', `${path}/mine`, maker);
    expect(mine).toMatchObject({ planTier: 'torchbearer', customPlansAllowed: true });
    expect(mine.items[0].plan.id).toBe(made.id);

    const stranger = person('torchbearer');
    for (const url of [`${path}/${made.id}`, `${path}/${made.id}/days`, `${path}/${made.id}/progress`]) {
      expect((await call('GET', url, stranger, undefined, 404)).code).toBe('reading_plan_not_found');
    }
    await call('POST', `${path}/${made.id}/start`, stranger, {}, 404);
    expect((await call('GET', `${path}/mine`, stranger)).items).toEqual([]);
  });

  it('says clearly what is wrong with a request', async () => {
    const maker = person('torchbearer');
    const tooMany = await call('POST', path, maker, { ...request, schedule: { kind: 'days', days: 30 } }, 400);
    expect(tooMany).toMatchObject({
      code: 'custom_plan_more_days_than_chapters',
      message: expect.stringContaining('21 chapters'),
    });
    const tooSlow = await call(
      'POST',
      path,
      maker,
      {
        ...request,
        source: { kind: 'topics', topics: ['whole-bible'] },
        schedule: { kind: 'pace', chaptersPerDay: 1 },
      },
      400,
    );
    expect(tooSlow.code).toBe('custom_plan_too_long');
    const empty = await call(
      'POST',
      path,
      maker,
      { ...request, title: ' ', source: { kind: 'books', books: [] } },
      400,
    );
    expect(empty.issues.map((issue: { path: string; message: string }) => [issue.path, issue.message])).toEqual([
      ['title', 'Give the plan a title'],
      ['source.books', 'Choose at least one book'],
    ]);
  });
});
