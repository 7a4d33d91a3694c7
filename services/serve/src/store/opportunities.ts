import { keysetPage, type Database } from '@koinonia/service-kit';
import type { KeysetPosition } from '@koinonia/contracts';

const TEAMS = 'serve.teams';
const OPPORTUNITIES = 'serve.opportunities';

export interface TeamRow {
  id: string;
  church_id: string;
  name: string;
  description: string;
}

export interface OpportunityRow {
  id: string;
  church_id: string;
  team_id: string;
  title: string;
  description: string;
  starts_at: Date;
  spots_total: number;
  spots_filled: number;
}

/** An opportunity as the board lists it, with its team's name. */
export interface BoardOpportunityRow extends OpportunityRow {
  team_name: string;
}

/** The church's opportunities that are still ahead and still have a spot, soonest first. */
export function listOpenOpportunities(
  db: Database,
  options: { churchId: string; now: Date; after: KeysetPosition | null; limit: number },
): Promise<BoardOpportunityRow[]> {
  const query = db(`${OPPORTUNITIES} as opportunity`)
    .join(`${TEAMS} as team`, 'team.id', 'opportunity.team_id')
    .select<BoardOpportunityRow[]>('opportunity.*', 'team.name as team_name')
    .where('opportunity.church_id', options.churchId)
    .andWhere('opportunity.starts_at', '>=', options.now)
    .andWhereRaw('opportunity.spots_filled < opportunity.spots_total');
  const order = { sortColumn: 'opportunity.starts_at', idColumn: 'opportunity.id', direction: 'asc', sortKeyType: 'timestamp' } as const;
  return keysetPage(query, order, options);
}

export async function insertTeams(db: Database, rows: TeamRow[]): Promise<void> {
  await db(TEAMS).insert(rows).onConflict('id').ignore();
}

/**
 * Demo slots are seeded relative to today; re-seeding moves their start forward so that the demo board
 * never empties out, and leaves sign-ups (spots_filled) as they are.
 */
export async function upsertOpportunityTimes(db: Database, rows: OpportunityRow[]): Promise<void> {
  await db(OPPORTUNITIES).insert(rows).onConflict('id').merge(['starts_at']);
}
