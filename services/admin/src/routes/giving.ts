import { CHURCH_ADMIN_ROLES, givingSummaryQuerySchema, type GivingSummary } from '@koinonia/contracts';
import { access, route, type Database } from '@koinonia/service-kit';
import { givingByFund, givingTotals, mostUsedCurrency } from '../store/donations';
import { DEFAULT_GIVING_CURRENCY, emptyGivingSummary, recentGivingSince, toGivingSummary } from '../domain/giving';

/** SPEC §1 "online giving with donor analytics", for the caller's own church, to church administrators. */
export const givingRoutes = (db: Database) => [
  route({
    method: 'GET',
    path: '/api/giving/summary',
    access: access.roles(CHURCH_ADMIN_ROLES),
    query: givingSummaryQuerySchema,
    async handle({ caller, query }): Promise<GivingSummary> {
      if (!caller.churchId) return emptyGivingSummary(query.currency ?? DEFAULT_GIVING_CURRENCY);
      const churchId = caller.churchId;
      const currency = query.currency ?? (await mostUsedCurrency(db, churchId)) ?? DEFAULT_GIVING_CURRENCY;
      const [totals, byFund] = await Promise.all([
        givingTotals(db, { churchId, currency, recentSince: recentGivingSince(new Date()) }),
        givingByFund(db, { churchId, currency }),
      ]);
      return toGivingSummary(currency, totals, byFund);
    },
  }),
];
