import {
  CUSTOM_READING_PLAN_TIER,
  DEFAULT_PLAN_TIER,
  READING_PLAN_MAX_DAYS,
  readingPlanContract,
  type ReadingPlan,
  type ReadingPlanProgress,
} from '@koinonia/contracts';
import { access, HttpError, planTierRequired, route, type SignedInIdentity } from '@koinonia/service-kit';
import { cataloguePlan, readingPlanCatalogue, type CataloguePlan } from './catalogue/catalogue';
import { devotionFor } from './catalogue/devotions';
import { booksOf, chapterCount } from './catalogue/schedule';
import {
  caughtUpScheduleStart,
  customPlansAllowed,
  generateCustomPlan,
  memberToday,
  offlineChapterLimit,
  offlineChapters,
  progressOf,
  toPlanSummary,
  type PlanRecord,
  type ProgressRecord,
} from './domain';
import type { ReadingPlanStore } from './store';

const planNotFound = () => new HttpError(404, 'This reading plan was not found', { code: 'reading_plan_not_found' });
const notStarted = () =>
  new HttpError(409, 'Start this plan first: you are not following it', { code: 'reading_plan_not_started' });

const fromCatalogue = (plan: CataloguePlan): PlanRecord => ({ ...plan, custom: false });
const tierOf = (caller: SignedInIdentity) => caller.planTier ?? DEFAULT_PLAN_TIER;

function detailOf(plan: PlanRecord, caller: SignedInIdentity): ReadingPlan {
  return { ...toPlanSummary(plan, tierOf(caller)), books: booksOf(plan.days), chapters: chapterCount(plan.days) };
}

/** Words of the search, each found in the title or description (any case). */
function matches(plan: CataloguePlan, words: string | undefined): boolean {
  if (!words) return true;
  const text = `${plan.title} ${plan.description}`.toLocaleLowerCase('en');
  return words
    .toLocaleLowerCase('en')
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/**
 * Reading plans and their devotions (SPEC §1, §7 "days" and "progress"; §6 and §9 plan tiers). The catalogue is in
 * memory; what is the member's own (plans followed, days read, custom plans) is in the store, and another member's
 * custom plan does not exist for the caller.
 */
export function readingPlanRoutes(store: ReadingPlanStore) {
  async function planFor(caller: SignedInIdentity, planId: string): Promise<PlanRecord> {
    const listed = cataloguePlan(planId);
    if (listed) return fromCatalogue(listed);
    const custom = await store.customPlan(caller.userId, planId);
    if (!custom) throw planNotFound();
    return custom;
  }

  function dayOf(plan: PlanRecord, day: number) {
    const passages = plan.days[day - 1];
    if (!passages) {
      throw new HttpError(404, `This plan has ${plan.days.length} days`, { code: 'reading_plan_day_not_found' });
    }
    return passages;
  }

  /**
   * The plans the member follows, the most recently active first, each with its kept progress; and every custom plan
   * of theirs, followed or not.
   */
  async function plansOf(caller: SignedInIdentity) {
    const [followed, custom] = await Promise.all([store.followed(caller.userId), store.customPlans(caller.userId)]);
    const customById = new Map(custom.map((plan) => [plan.id, plan]));
    const following = followed.flatMap(({ planId, progress }) => {
      const listed = cataloguePlan(planId);
      const plan = listed ? fromCatalogue(listed) : customById.get(planId);
      return plan ? [{ plan, progress }] : [];
    });
    return { following, custom };
  }

  async function progressNow(caller: SignedInIdentity, plan: PlanRecord, today: string): Promise<ReadingPlanProgress> {
    return progressOf(plan.id, plan.days.length, await store.progress(caller.userId, plan.id), today);
  }

  return [
    route(readingPlanContract.catalogue, {
      access: access.signedIn,
      handle({ caller, query }) {
        const found = readingPlanCatalogue().filter(
          (plan) =>
            (!query.level || plan.level === query.level) &&
            (!query.topic || plan.topics.includes(query.topic)) &&
            matches(plan, query.q),
        );
        const offset = query.cursor ? Number(query.cursor) : 0;
        const page = found.slice(offset, offset + query.limit);
        const next = offset + page.length;
        return {
          items: page.map((plan) => toPlanSummary(fromCatalogue(plan), tierOf(caller))),
          nextCursor: next < found.length ? String(next) : null,
          total: found.length,
        };
      },
    }),

    // SPEC §6: the custom reading plan generator is Torchbearer's.
    route(readingPlanContract.create, {
      access: access.planTier(CUSTOM_READING_PLAN_TIER),
      async handle({ caller, body }) {
        const content = generateCustomPlan(body);
        if ('problem' in content) {
          if (content.problem === 'too_long') {
            throw new HttpError(
              400,
              `At this pace the plan would take ${content.days} days; a plan takes at most ${READING_PLAN_MAX_DAYS}. Read more chapters a day or choose fewer books.`,
              { code: 'custom_plan_too_long' },
            );
          }
          throw new HttpError(
            400,
            `What you chose has ${content.chapters} chapters: choose at most ${content.chapters} days, so each day has one to read.`,
            { code: 'custom_plan_more_days_than_chapters' },
          );
        }
        return detailOf(await store.addCustomPlan(caller.userId, content, memberToday(body.today)), caller);
      },
    }),

    route(readingPlanContract.mine, {
      access: access.signedIn,
      async handle({ caller, query }) {
        const today = memberToday(query.today);
        const { following, custom } = await plansOf(caller);
        const itemOf = (plan: PlanRecord, progress: ProgressRecord | undefined) => ({
          plan: toPlanSummary(plan, tierOf(caller)),
          progress: progressOf(plan.id, plan.days.length, progress, today),
        });
        const followedIds = new Set(following.map(({ plan }) => plan.id));
        const items = [
          ...following.map(({ plan, progress }) => itemOf(plan, progress)),
          // The member's custom plans they no longer follow stay theirs, after the plans they follow.
          ...custom.filter((plan) => !followedIds.has(plan.id)).map((plan) => itemOf(plan, undefined)),
        ];
        return { planTier: tierOf(caller), customPlansAllowed: customPlansAllowed(tierOf(caller)), items };
      },
    }),

    // Offline content (SPEC §1): what the screens keep to read offline; Torchbearer keeps all of it (SPEC §6).
    route(readingPlanContract.offline, {
      access: access.signedIn,
      async handle({ caller }) {
        const { following } = await plansOf(caller);
        // Only the next unread day counts here, which is the same on any date: the server's will do.
        const today = memberToday(undefined);
        const limit = offlineChapterLimit(tierOf(caller));
        const plans = following.map(({ plan, progress }) => ({
          days: plan.days,
          progress: progressOf(plan.id, plan.days.length, progress, today),
        }));
        return { planTier: tierOf(caller), limit, chapters: offlineChapters(plans, limit) };
      },
    }),

    route(readingPlanContract.read, {
      access: access.signedIn,
      async handle({ caller, params }) {
        return detailOf(await planFor(caller, params.planId), caller);
      },
    }),

    route(readingPlanContract.days, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const plan = await planFor(caller, params.planId);
        return {
          planId: plan.id,
          days: plan.days.map((passages, index) => ({ day: index + 1, passages: [...passages] })),
        };
      },
    }),

    route(readingPlanContract.day, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const plan = await planFor(caller, params.planId);
        const passages = dayOf(plan, params.day);
        return {
          planId: plan.id,
          planTitle: plan.title,
          day: params.day,
          totalDays: plan.days.length,
          passages: [...passages],
          devotion: devotionFor(passages, params.day),
          readOn: await store.readOn(caller.userId, plan.id, params.day),
        };
      },
    }),

    route(readingPlanContract.progress, {
      access: access.signedIn,
      async handle({ caller, params, query }) {
        return progressNow(caller, await planFor(caller, params.planId), memberToday(query.today));
      },
    }),

    // SPEC §9: Disciple has the beginner plans; an intermediate plan needs Servant or higher.
    route(readingPlanContract.start, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const plan = await planFor(caller, params.planId);
        if (toPlanSummary(plan, tierOf(caller)).locked) throw planTierRequired(plan.requiredTier);
        const today = memberToday(body.today);
        await store.start(caller.userId, plan.id, today);
        return progressNow(caller, plan, today);
      },
    }),

    route(readingPlanContract.restart, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const plan = await planFor(caller, params.planId);
        const today = memberToday(body.today);
        if (!(await store.restart(caller.userId, plan.id, today))) throw notStarted();
        return progressNow(caller, plan, today);
      },
    }),

    route(readingPlanContract.catchUp, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const plan = await planFor(caller, params.planId);
        const today = memberToday(body.today);
        const before = await progressNow(caller, plan, today);
        if (before.status === 'not_started') throw notStarted();
        const start = caughtUpScheduleStart(before);
        if (start === before.scheduleStartsOn || start === null) return before;
        await store.moveSchedule(caller.userId, plan.id, start);
        return progressNow(caller, plan, today);
      },
    }),

    route(readingPlanContract.stop, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const plan = await planFor(caller, params.planId);
        if (!(await store.stop(caller.userId, plan.id))) throw notStarted();
      },
    }),

    route(readingPlanContract.markRead, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const plan = await planFor(caller, params.planId);
        dayOf(plan, params.day);
        const today = memberToday(body.today);
        const reader = { userId: caller.userId, churchId: caller.churchId };
        if (!(await store.markRead(reader, plan.id, params.day, today))) throw notStarted();
        return progressNow(caller, plan, today);
      },
    }),

    route(readingPlanContract.unmarkRead, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const plan = await planFor(caller, params.planId);
        dayOf(plan, params.day);
        const today = memberToday(body.today);
        if (!(await store.unmarkRead(caller.userId, plan.id, params.day))) throw notStarted();
        return progressNow(caller, plan, today);
      },
    }),
  ];
}
