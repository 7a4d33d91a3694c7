import type { Database } from '@koinonia/service-kit';

const EVENTS = 'connect.events';

export interface EventRow {
  id: string;
  church_id: string;
  title: string;
  description: string;
  location: string;
  starts_at: Date;
  ends_at: Date;
  created_by: string;
  created_at: Date;
}

/**
 * Demo events are seeded relative to today; re-seeding moves their times forward so that the demo
 * calendar never empties out, and touches nothing else.
 */
export async function upsertEventTimes(db: Database, rows: Array<Omit<EventRow, 'created_at'>>): Promise<void> {
  await db(EVENTS).insert(rows).onConflict('id').merge(['starts_at', 'ends_at']);
}
