import type { KeysetPosition, Opportunity } from '@koinonia/contracts';
import type { BoardOpportunityRow } from '../store/opportunities';

export function toOpportunity(row: BoardOpportunityRow): Opportunity {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startsAt: row.starts_at.toISOString(),
    team: { id: row.team_id, name: row.team_name },
    spotsTotal: row.spots_total,
    spotsFilled: row.spots_filled,
    spotsOpen: Math.max(row.spots_total - row.spots_filled, 0),
  };
}

/** The board is ordered by (starts_at, id); the cursor carries that position. */
export function opportunityPosition(row: BoardOpportunityRow): KeysetPosition {
  return { sortKey: row.starts_at.toISOString(), id: row.id };
}
