import {
  CUSTOM_READING_PLAN_TIER,
  worshipEventTypes,
  type ReadingDayReadEvent,
  type ReadingPassage,
  type ReadingPlanTopic,
} from '@koinonia/contracts';
import type { Database, Outbox } from '@koinonia/service-kit';
import type { CustomPlanContent, PlanRecord, ProgressRecord } from './domain';
import type { FollowedPlanRecord, ReadingPlanStore } from './store';

const PROGRESS = 'worship.reading_plan_progress';
const DAYS_READ = 'worship.reading_plan_days_read';
const CUSTOM_PLANS = 'worship.custom_reading_plans';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** JSON columns arrive parsed from node-postgres and, for some types, as text from PGlite. */
const fromJson = <Value>(value: unknown): Value =>
  typeof value === 'string' ? (JSON.parse(value) as Value) : (value as Value);

interface ProgressRow {
  plan_id: string;
  started_on: string;
  schedule_starts_on: string;
  /** [[day, 'YYYY-MM-DD'], …] */
  days_read: unknown;
}

interface CustomPlanRow {
  id: string;
  title: string;
  description: string;
  topics: unknown;
  days: unknown;
}

function toProgress(row: ProgressRow): ProgressRecord {
  return {
    startedOn: row.started_on,
    scheduleStartsOn: row.schedule_starts_on,
    daysRead: fromJson<Array<[number, string]>>(row.days_read).map(([day, readOn]) => ({ day, readOn })),
  };
}

function toPlan(row: CustomPlanRow): PlanRecord {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    level: null,
    topics: fromJson<ReadingPlanTopic[]>(row.topics),
    requiredTier: CUSTOM_READING_PLAN_TIER,
    days: fromJson<ReadingPassage[][]>(row.days),
    custom: true,
  };
}

export function createDatabaseReadingPlanStore(db: Database, outbox: Outbox): ReadingPlanStore {
  /**
   * The member's following of one plan (or of every plan, most recently active first) with the days read, in one
   * query: each progress row with its days aggregated as JSON, dates as text (so no time zone turns a date into the
   * day before).
   */
  async function progressRows(userId: string, planId: string | null): Promise<ProgressRow[]> {
    const { rows } = (await db.raw(
      `SELECT p.plan_id, p.started_on::text AS started_on, p.schedule_starts_on::text AS schedule_starts_on,
         coalesce(
           (SELECT json_agg(json_build_array(d.day, d.read_on::text) ORDER BY d.day)
            FROM worship.reading_plan_days_read d WHERE d.user_id = p.user_id AND d.plan_id = p.plan_id),
           '[]'::json
         ) AS days_read
       FROM worship.reading_plan_progress p
       WHERE p.user_id = ? AND (?::text IS NULL OR p.plan_id = ?)
       ORDER BY p.last_activity_at DESC, p.plan_id`,
      [userId, planId, planId],
    )) as { rows: ProgressRow[] };
    return rows;
  }
  const following = (userId: string, planId: string) => db(PROGRESS).where({ user_id: userId, plan_id: planId });

  return {
    async progress(userId, planId) {
      const [row] = await progressRows(userId, planId);
      return row ? toProgress(row) : undefined;
    },

    async followed(userId): Promise<FollowedPlanRecord[]> {
      return (await progressRows(userId, null)).map((row) => ({ planId: row.plan_id, progress: toProgress(row) }));
    },

    async start(userId, planId, today) {
      await db(PROGRESS)
        .insert({ user_id: userId, plan_id: planId, started_on: today, schedule_starts_on: today })
        .onConflict(['user_id', 'plan_id'])
        .ignore();
    },

    async restart(userId, planId, today) {
      return db.transaction(async (transaction) => {
        const changed = await transaction(PROGRESS)
          .where({ user_id: userId, plan_id: planId })
          .update({ started_on: today, schedule_starts_on: today, last_activity_at: transaction.fn.now() });
        if (!changed) return false;
        await transaction(DAYS_READ).where({ user_id: userId, plan_id: planId }).delete();
        return true;
      });
    },

    async moveSchedule(userId, planId, scheduleStartsOn) {
      return (
        (await following(userId, planId).update({
          schedule_starts_on: scheduleStartsOn,
          last_activity_at: db.fn.now(),
        })) > 0
      );
    },

    async stop(userId, planId) {
      return (await following(userId, planId).delete()) > 0;
    },

    async markRead({ userId, churchId }, planId, day, readOn) {
      const { following, published } = await db.transaction(async (transaction) => {
        const changed = await transaction(PROGRESS)
          .where({ user_id: userId, plan_id: planId })
          .update({ last_activity_at: transaction.fn.now() });
        if (!changed) return { following: false, published: false };
        const inserted = await transaction(DAYS_READ)
          .insert({ user_id: userId, plan_id: planId, day, read_on: readOn })
          .onConflict(['user_id', 'plan_id', 'day'])
          .ignore()
          .returning('day');
        if (inserted.length === 0 || churchId === null) return { following: true, published: false };
        const event: ReadingDayReadEvent = { userId, churchId, planId, day };
        await outbox.record(transaction, { type: worshipEventTypes.readingDayRead, payload: { ...event } });
        return { following: true, published: true };
      });
      if (published) outbox.nudge();
      return following;
    },

    async unmarkRead(userId, planId, day) {
      return db.transaction(async (transaction) => {
        const changed = await transaction(PROGRESS)
          .where({ user_id: userId, plan_id: planId })
          .update({ last_activity_at: transaction.fn.now() });
        if (!changed) return false;
        await transaction(DAYS_READ).where({ user_id: userId, plan_id: planId, day }).delete();
        return true;
      });
    },

    async readOn(userId, planId, day) {
      const row = (await db(DAYS_READ)
        .where({ user_id: userId, plan_id: planId, day })
        .first(db.raw('read_on::text AS read_on'))) as { read_on: string } | undefined;
      return row?.read_on ?? null;
    },

    async customPlan(userId, planId) {
      // A catalogue plan's name is no uuid: the column would refuse it.
      if (!UUID.test(planId)) return undefined;
      const row = (await db(CUSTOM_PLANS).where({ id: planId, user_id: userId }).first()) as CustomPlanRow | undefined;
      return row ? toPlan(row) : undefined;
    },

    async customPlans(userId) {
      const rows = (await db(CUSTOM_PLANS)
        .where({ user_id: userId })
        .orderBy([{ column: 'created_at', order: 'desc' }, 'id'])) as CustomPlanRow[];
      return rows.map(toPlan);
    },

    async addCustomPlan(userId, content: CustomPlanContent, today) {
      return db.transaction(async (transaction) => {
        const [row] = (await transaction(CUSTOM_PLANS)
          .insert({
            user_id: userId,
            title: content.title,
            description: content.description,
            topics: JSON.stringify(content.topics),
            days: JSON.stringify(content.days),
          })
          .returning('*')) as CustomPlanRow[];
        await transaction(PROGRESS).insert({
          user_id: userId,
          plan_id: row!.id,
          started_on: today,
          schedule_starts_on: today,
        });
        return toPlan(row!);
      });
    },
  };
}
