import { DEMO_CHURCH, ENGAGEMENT_POINTS, demoAccount, type EngagementKind, type Role } from '@koinonia/contracts';
import type { Database } from '@koinonia/service-kit';

/** What each demo account of the church did, and how many days ago: the board shows the week, the month and all time. */
const activity: ReadonlyArray<[Role, EngagementKind, number]> = [
  ['leader', 'reading_day', 0],
  ['leader', 'reading_day', 1],
  ['leader', 'reading_day', 2],
  ['leader', 'reading_day', 3],
  ['leader', 'prayed', 1],
  ['leader', 'prayed', 4],
  ['leader', 'prayed', 12],
  ['group_admin', 'reading_day', 0],
  ['group_admin', 'reading_day', 2],
  ['group_admin', 'reading_day', 5],
  ['group_admin', 'journal_entry', 1],
  ['ministry_admin', 'journal_entry', 2],
  ['ministry_admin', 'journal_entry', 6],
  ['ministry_admin', 'prayer_shared', 3],
  ['ministry_admin', 'prayer_shared', 20],
  ['pastor', 'reading_day', 1],
  ['pastor', 'journal_entry', 3],
  ['pastor', 'prayed', 2],
  ['pastor', 'prayed', 5],
  ['pastor', 'prayed', 15],
  ['church_admin', 'prayer_shared', 2],
  ['church_admin', 'prayed', 9],
  ['admin', 'reading_day', 25],
  ['admin', 'journal_entry', 45],
  ['member', 'reading_day', 2],
  ['member', 'prayed', 40],
];

const HOUR = 60 * 60 * 1000;

/**
 * DESIGN "Demo data": Engagement Board points for the demo church's accounts, so /leaderboard is not empty. Each row
 * has a fixed source key, so seeding again adds nothing; it moves the dates along, so the week's board stays full.
 */
export async function seedDemoEngagement(db: Database, now = new Date()): Promise<void> {
  const rows = activity.map(([role, kind, daysAgo], index) => ({
    source_key: `demo:${index + 1}`,
    user_id: demoAccount(role).id,
    church_id: DEMO_CHURCH.id,
    kind,
    points: ENGAGEMENT_POINTS[kind],
    earned_at: new Date(now.getTime() - (daysAgo * 24 + 2) * HOUR),
  }));
  await db('connect.engagement_points').insert(rows).onConflict('source_key').merge(['earned_at']);
}
