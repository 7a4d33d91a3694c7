import { nextPageCursor, opportunityListQuerySchema, type OpportunityPage } from '@koinonia/contracts';
import { access, route, type Database } from '@koinonia/service-kit';
import { listOpenOpportunities } from '../store/opportunities';
import { opportunityPosition, toOpportunity } from '../domain/opportunities';

/** SPEC §1 D.I.V.I.N.E. opportunity board: any signed-in member may browse it (SPEC §6 SERVE section). */
export const opportunityRoutes = (db: Database) => [
  route({
    method: 'GET',
    path: '/api/opportunities',
    access: access.signedIn,
    query: opportunityListQuerySchema,
    async handle({ caller, query: { cursor, limit } }): Promise<OpportunityPage> {
      if (!caller.churchId) return { items: [], nextCursor: null };
      const rows = await listOpenOpportunities(db, { churchId: caller.churchId, now: new Date(), after: cursor ?? null, limit });
      return { items: rows.map(toOpportunity), nextCursor: nextPageCursor(rows, limit, opportunityPosition) };
    },
  }),
];
