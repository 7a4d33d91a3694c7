import type { Database } from '@koinonia/service-kit';

const DONATIONS = 'admin.donations';

export interface DonationRow {
  id: string;
  church_id: string;
  donor_id: string;
  amount_cents: number;
  currency: string;
  fund: string;
  donated_at: Date;
}

/** PostgreSQL answers sums and counts as bigint, which the driver hands over as strings. */
type Aggregate = string | number | null;
const toNumber = (value: Aggregate | undefined) => Number(value ?? 0);

/** The currency most of the church's gifts were made in, or undefined when it has none. */
export async function mostUsedCurrency(db: Database, churchId: string): Promise<string | undefined> {
  const row = await db(DONATIONS)
    .where('church_id', churchId)
    .groupBy('currency')
    .select('currency')
    .count<Array<{ currency: string; count: Aggregate }>>('* as count')
    .orderBy([{ column: 'count', order: 'desc' }, { column: 'currency', order: 'asc' }])
    .first();
  return row?.currency;
}

export interface GivingTotals {
  totalCents: number;
  donationCount: number;
  donorCount: number;
  recentCents: number;
}

/** Totals of the church's gifts in one currency; `recentSince` bounds the recent total. */
export async function givingTotals(
  db: Database,
  options: { churchId: string; currency: string; recentSince: Date },
): Promise<GivingTotals> {
  const row = await db(DONATIONS)
    .where({ church_id: options.churchId, currency: options.currency })
    .first<{ total: Aggregate; donations: Aggregate; donors: Aggregate; recent: Aggregate } | undefined>(
      db.raw('coalesce(sum(amount_cents), 0) as total'),
      db.raw('count(*) as donations'),
      db.raw('count(distinct donor_id) as donors'),
      db.raw('coalesce(sum(amount_cents) filter (where donated_at >= ?), 0) as recent', [options.recentSince]),
    );
  return {
    totalCents: toNumber(row?.total),
    donationCount: toNumber(row?.donations),
    donorCount: toNumber(row?.donors),
    recentCents: toNumber(row?.recent),
  };
}

/** Per-fund totals, largest first. */
export async function givingByFund(
  db: Database,
  options: { churchId: string; currency: string },
): Promise<Array<{ fund: string; totalCents: number }>> {
  const rows = await db(DONATIONS)
    .where({ church_id: options.churchId, currency: options.currency })
    .groupBy('fund')
    .select<Array<{ fund: string; total: Aggregate }>>('fund', db.raw('sum(amount_cents) as total'))
    .orderBy([{ column: 'total', order: 'desc' }, { column: 'fund', order: 'asc' }]);
  return rows.map((row) => ({ fund: row.fund, totalCents: toNumber(row.total) }));
}

export async function insertDonations(db: Database, rows: DonationRow[]): Promise<void> {
  await db(DONATIONS).insert(rows).onConflict('id').ignore();
}
