import { Router } from 'express';
import { givingSummaryQuerySchema, type GivingSummary } from '@koinonia/contracts';
import { HttpError, parse, requireUser, type Database } from '@koinonia/service-kit';
import { givingByFund, givingTotals, mostUsedCurrency } from '../store/donations';
import {
  canSeeChurchGiving,
  DEFAULT_GIVING_CURRENCY,
  emptyGivingSummary,
  recentGivingSince,
  toGivingSummary,
} from '../domain/giving';

/** SPEC §1 "online giving with donor analytics", for the caller's own church. */
export function givingRoutes(db: Database): Router {
  const router = Router();

  router.get('/api/giving/summary', async (req, res) => {
    const caller = requireUser(req.identity);
    if (!canSeeChurchGiving(caller.role)) throw new HttpError(403, 'Access denied');
    const query = parse(givingSummaryQuerySchema, req.query);
    if (!caller.churchId) {
      res.json(emptyGivingSummary(query.currency ?? DEFAULT_GIVING_CURRENCY) satisfies GivingSummary);
      return;
    }
    const churchId = caller.churchId;
    const currency = query.currency ?? (await mostUsedCurrency(db, churchId)) ?? DEFAULT_GIVING_CURRENCY;
    const [totals, byFund] = await Promise.all([
      givingTotals(db, { churchId, currency, recentSince: recentGivingSince(new Date()) }),
      givingByFund(db, { churchId, currency }),
    ]);
    res.json(toGivingSummary(currency, totals, byFund) satisfies GivingSummary);
  });

  return router;
}
