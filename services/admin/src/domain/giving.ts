import { GIVING_RECENT_DAYS, type GivingSummary } from '@koinonia/contracts';
import type { GivingTotals } from '../store/donations';

/** A church with no gifts yet still gets a summary; it is shown in this currency. */
export const DEFAULT_GIVING_CURRENCY = 'USD';

/** Start of the "last 30 days" window. */
export function recentGivingSince(now: Date): Date {
  return new Date(now.getTime() - GIVING_RECENT_DAYS * 86_400_000);
}

export function toGivingSummary(
  currency: string,
  totals: GivingTotals,
  byFund: GivingSummary['byFund'],
): GivingSummary {
  return {
    currency,
    totalCents: totals.totalCents,
    donationCount: totals.donationCount,
    donorCount: totals.donorCount,
    byFund,
    last30DaysCents: totals.recentCents,
  };
}

export const emptyGivingSummary = (currency: string): GivingSummary =>
  toGivingSummary(currency, { totalCents: 0, donationCount: 0, donorCount: 0, recentCents: 0 }, []);
