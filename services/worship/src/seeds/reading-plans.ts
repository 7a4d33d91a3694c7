import { demoAccount } from '@koinonia/contracts';
import type { Database } from '@koinonia/service-kit';
import { addDays } from '../reading-plans/domain';

/** The plan the demo member follows: started four days ago, the first three days read on the days they were due. */
export const DEMO_FOLLOWED_PLAN = 'gospels-in-30-days';

/**
 * The demo member follows a plan with a few days read, so home shows today's reading and a streak, and the plan shows
 * a day behind to catch up on. Safe to run on every start: what is there already is kept.
 */
export async function seedDemoReadingPlans(db: Database, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  const member = demoAccount('member');
  const startedOn = addDays(today, -4);
  await db.transaction(async (transaction) => {
    await transaction('worship.reading_plan_progress')
      .insert({ user_id: member.id, plan_id: DEMO_FOLLOWED_PLAN, started_on: startedOn, schedule_starts_on: startedOn })
      .onConflict(['user_id', 'plan_id'])
      .ignore();
    // Days 1 to 3 read the day each was due (four, three and two days ago); day 4, yesterday's, is behind.
    await transaction('worship.reading_plan_days_read')
      .insert(
        [1, 2, 3].map((day) => ({
          user_id: member.id,
          plan_id: DEMO_FOLLOWED_PLAN,
          day,
          read_on: addDays(startedOn, day - 1),
        })),
      )
      .onConflict(['user_id', 'plan_id', 'day'])
      .ignore();
  });
}
