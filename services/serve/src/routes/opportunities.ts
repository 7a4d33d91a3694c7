import { Router } from 'express';
import { nextPageCursor, opportunityListQuerySchema, type OpportunityPage } from '@koinonia/contracts';
import { parse, requireUser, type Database } from '@koinonia/service-kit';
import { listOpenOpportunities } from '../store/opportunities';
import { opportunityPosition, toOpportunity } from '../domain/opportunities';

/** SPEC §1 D.I.V.I.N.E. opportunity board: any signed-in member may browse it (SPEC §6 SERVE section). */
export function opportunityRoutes(db: Database): Router {
  const router = Router();

  router.get('/api/opportunities', async (req, res) => {
    const caller = requireUser(req.identity);
    const { cursor, limit } = parse(opportunityListQuerySchema, req.query);
    if (!caller.churchId) {
      res.json({ items: [], nextCursor: null } satisfies OpportunityPage);
      return;
    }
    const rows = await listOpenOpportunities(db, { churchId: caller.churchId, now: new Date(), after: cursor ?? null, limit });
    const page: OpportunityPage = {
      items: rows.map(toOpportunity),
      nextCursor: nextPageCursor(rows, limit, opportunityPosition),
    };
    res.json(page);
  });

  return router;
}
