import { ApiError } from '@koinonia/api-client';
import type {
  FollowedReadingPlan,
  IndividualPlanTier,
  ReadingPassage,
  ReadingPlan,
  ReadingPlanDay,
  ReadingPlanProgress,
} from '@koinonia/contracts';
import { memberToday } from '../member-today';

const passage = (book: ReadingPassage['book'], chapter: number, endChapter = chapter): ReadingPassage => ({
  book,
  chapter,
  verse: null,
  endChapter,
  endVerse: null,
});

/** A plan as the service answers it, for tests: Mark a chapter a day unless said otherwise. */
export function readingPlan(overrides: Partial<ReadingPlan> = {}): ReadingPlan {
  return {
    id: 'mark-in-16-days',
    title: 'Mark in 16 Days',
    description: 'The shortest Gospel, one chapter a day.',
    level: 'beginner',
    topics: ['gospels'],
    days: 16,
    custom: false,
    requiredTier: 'disciple',
    locked: false,
    books: ['MRK'],
    chapters: 16,
    ...overrides,
  };
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

interface Following {
  scheduleStartsOn: string;
  read: Map<number, string>;
}

/**
 * A fake of the reading plans' endpoints that keeps what each call changes, as the service does: the catalogue
 * filtered and paged, the member's following of plans with days read, streak and days behind, catch-up, and the
 * custom generator for Torchbearer only. `failNext` makes the next call of a method and path fail.
 */
export function fakeReadingPlans(
  options: {
    plans?: ReadingPlan[];
    tier?: IndividualPlanTier;
    following?: Record<string, { startedDaysAgo: number; read: number[] }>;
  } = {},
) {
  const plans = options.plans ?? [
    readingPlan(),
    readingPlan({
      id: 'bible-in-a-year',
      title: 'The Bible in a Year',
      level: 'intermediate',
      requiredTier: 'servant',
      locked: options.tier !== 'servant' && options.tier !== 'torchbearer',
      days: 365,
      books: ['GEN'],
    }),
  ];
  const tier = options.tier ?? 'disciple';
  const today = memberToday();
  const following = new Map<string, Following>(
    Object.entries(options.following ?? {}).map(([id, { startedDaysAgo, read }]) => [
      id,
      {
        scheduleStartsOn: addDays(today, -startedDaysAgo),
        read: new Map(read.map((day, index) => [day, addDays(today, -read.length + index + 1)])),
      },
    ]),
  );
  const failures = new Map<string, ApiError>();
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];
  const find = (id: string) => plans.find((plan) => plan.id === id);
  const notFound = () => new ApiError(404, 'This reading plan was not found', { code: 'reading_plan_not_found' });
  const passagesOf = (plan: ReadingPlan, day: number) => [passage(plan.books[0] ?? 'MRK', day)];

  function progressOf(plan: ReadingPlan): ReadingPlanProgress {
    const mine = following.get(plan.id);
    if (!mine) {
      return {
        planId: plan.id,
        status: 'not_started',
        totalDays: plan.days,
        startedOn: null,
        scheduleStartsOn: null,
        today,
        todayDay: null,
        daysRead: [],
        daysBehind: [],
        nextDay: null,
        streak: { current: 0, longest: 0 },
        lastReadOn: null,
      };
    }
    const todayDay = Math.min(
      Math.max(Math.round((Date.parse(today) - Date.parse(mine.scheduleStartsOn)) / 86_400_000) + 1, 1),
      plan.days,
    );
    const daysRead = [...mine.read.keys()].sort((a, b) => a - b);
    const daysBehind = Array.from({ length: todayDay - 1 }, (_unused, index) => index + 1).filter(
      (day) => !mine.read.has(day),
    );
    const nextDay =
      Array.from({ length: plan.days }, (_unused, index) => index + 1).find((day) => !mine.read.has(day)) ?? null;
    const dates = new Set(mine.read.values());
    let current = 0;
    for (let back = dates.has(today) ? 0 : 1; dates.has(addDays(today, -back)); back += 1) current += 1;
    return {
      planId: plan.id,
      status: nextDay === null ? 'completed' : 'active',
      totalDays: plan.days,
      startedOn: mine.scheduleStartsOn,
      scheduleStartsOn: mine.scheduleStartsOn,
      today,
      todayDay,
      daysRead,
      daysBehind,
      nextDay,
      streak: { current, longest: current },
      lastReadOn: [...dates].sort().at(-1) ?? null,
    };
  }

  const apiRequest = jest.fn(async (method: string, url: string, body?: Record<string, unknown>) => {
    calls.push({ method, url, body });
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const failure = failures.get(`${method} ${pathname}`);
    if (failure) {
      failures.delete(`${method} ${pathname}`);
      throw failure;
    }
    if (pathname === '/api/reading-plans' && method === 'GET') {
      const level = searchParams.get('level');
      const words = searchParams.get('q')?.toLowerCase();
      const found = plans.filter(
        (plan) =>
          !plan.custom && (!level || plan.level === level) && (!words || plan.title.toLowerCase().includes(words)),
      );
      const limit = Number(searchParams.get('limit') ?? 12);
      const start = Number(searchParams.get('cursor') ?? 0);
      return {
        items: found.slice(start, start + limit),
        nextCursor: start + limit < found.length ? String(start + limit) : null,
        total: found.length,
      };
    }
    if (pathname === '/api/reading-plans' && method === 'POST') {
      if (tier !== 'torchbearer')
        throw new ApiError(403, 'This needs the Torchbearer plan or higher.', { code: 'plan_tier_required' });
      const request = body as { title: string; schedule: { days?: number } };
      const made = readingPlan({
        id: '00000000-0000-4000-8000-00000000f001',
        title: request.title,
        custom: true,
        level: null,
        requiredTier: 'torchbearer',
        days: request.schedule.days ?? 10,
      });
      plans.push(made);
      following.set(made.id, { scheduleStartsOn: today, read: new Map() });
      return made;
    }
    if (pathname === '/api/reading-plans/mine') {
      const items: FollowedReadingPlan[] = plans
        .filter((plan) => following.has(plan.id))
        .map((plan) => ({ plan, progress: progressOf(plan) }));
      return { planTier: tier, customPlansAllowed: tier === 'torchbearer', items };
    }
    const match = /^\/api\/reading-plans\/([^/]+)(\/.*)?$/.exec(pathname);
    const plan = match ? find(decodeURIComponent(match[1]!)) : undefined;
    if (!plan) throw notFound();
    const rest = match![2] ?? '';
    if (rest === '' && method === 'GET') return plan;
    if (rest === '/days')
      return {
        planId: plan.id,
        days: Array.from({ length: plan.days }, (_unused, index) => ({
          day: index + 1,
          passages: passagesOf(plan, index + 1),
        })),
      };
    if (rest === '/progress' && method === 'GET') return progressOf(plan);
    if (rest === '/progress' && method === 'DELETE') return void following.delete(plan.id);
    if (rest === '/start') {
      if (plan.locked)
        throw new ApiError(403, 'This needs the Servant plan or higher.', { code: 'plan_tier_required' });
      if (!following.has(plan.id)) following.set(plan.id, { scheduleStartsOn: today, read: new Map() });
      return progressOf(plan);
    }
    if (rest === '/restart') {
      following.set(plan.id, { scheduleStartsOn: today, read: new Map() });
      return progressOf(plan);
    }
    if (rest === '/catch-up') {
      const progress = progressOf(plan);
      following.get(plan.id)!.scheduleStartsOn = addDays(today, -((progress.nextDay ?? 1) - 1));
      return progressOf(plan);
    }
    const dayMatch = /^\/days\/(\d+)(\/read)?$/.exec(rest);
    if (dayMatch) {
      const day = Number(dayMatch[1]);
      if (dayMatch[2]) {
        const mine = following.get(plan.id);
        if (!mine) throw new ApiError(409, 'Start this plan first', { code: 'reading_plan_not_started' });
        if (method === 'PUT') mine.read.set(day, today);
        else mine.read.delete(day);
        return progressOf(plan);
      }
      const answer: ReadingPlanDay = {
        planId: plan.id,
        planTitle: plan.title,
        day,
        totalDays: plan.days,
        passages: passagesOf(plan, day),
        devotion: {
          title: `The focus of day ${day}`,
          context: 'What the book is about.',
          reflection: [`A question on day ${day}`, 'A second question', 'A third question'],
          prayer: `A prayer for day ${day}`,
        },
        readOn: following.get(plan.id)?.read.get(day) ?? null,
      };
      return answer;
    }
    throw new Error(`The fake does not answer ${method} ${url}`);
  });

  return {
    apiRequest,
    calls,
    failNext(method: string, path: string, error: ApiError) {
      failures.set(`${method} ${path}`, error);
    },
  };
}
