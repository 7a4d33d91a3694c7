import { keysetPage, type Database } from '@koinonia/service-kit';
import type { KeysetPosition } from '@koinonia/contracts';

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

/** The church's events that have not ended yet (one in progress still shows), soonest first. */
export function listUpcomingEvents(
  db: Database,
  options: { churchId: string; now: Date; after: KeysetPosition | null; limit: number },
): Promise<EventRow[]> {
  const query = db<EventRow>(EVENTS)
    .where('church_id', options.churchId)
    .andWhere('ends_at', '>=', options.now);
  const order = { sortColumn: 'starts_at', idColumn: 'id', direction: 'asc', sortKeyType: 'timestamp' } as const;
  return keysetPage(query, order, options);
}

/**
 * Demo events are seeded relative to today; re-seeding moves their times forward so that the demo
 * calendar never empties out, and touches nothing else.
 */
export async function upsertEventTimes(db: Database, rows: Array<Omit<EventRow, 'created_at'>>): Promise<void> {
  await db(EVENTS).insert(rows).onConflict('id').merge(['starts_at', 'ends_at']);
}
