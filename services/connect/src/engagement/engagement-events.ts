import type { Database, DomainEvent } from '@koinonia/service-kit';
import { awardEngagementPoints } from './database-store';
import { awardOf } from './domain';

/**
 * The Engagement Board's points from what the worship service tells (DESIGN: fed by domain events, never by reading
 * another's tables): days read, journal entries saved, requests shared, prayers for others. Idempotent: each award is
 * named by its source, so an event delivered twice earns once.
 */
export function engagementEvents(deps: { db: Database }) {
  return async (event: DomainEvent): Promise<void> => {
    const award = awardOf(event);
    if (award) await awardEngagementPoints(deps.db, [award]);
  };
}
