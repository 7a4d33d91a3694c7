import type { Database } from '@koinonia/service-kit';
import { DEMO_CHURCH, demoAccount, type Role } from '@koinonia/contracts';
import { insertDonations, type DonationRow } from '../store/donations';

const seedId = (n: number) => `00000000-0000-4000-8000-0000000f${String(n).padStart(4, '0')}`;
const DONATION_COUNT = 30;
/** Members of the demo church who give; platform staff (owner, support) do not. */
const donorRoles: readonly Role[] = ['member', 'leader', 'group_admin', 'ministry_admin', 'pastor', 'church_admin', 'admin'];
const amountsCents = [2_500, 5_000, 10_000, 7_500, 2_000, 15_000, 4_000, 12_500, 3_000, 6_000, 25_000];
/** Most gifts go to the general fund. */
const funds = ['General', 'General', 'Missions', 'General', 'Building'];

/** DESIGN "Demo data": 30 gifts to the demo church over the last 90 days, every third day. */
export async function seedDemoData(db: Database, now = new Date()): Promise<void> {
  const rows: DonationRow[] = Array.from({ length: DONATION_COUNT }, (_, index) => ({
    id: seedId(index + 1),
    church_id: DEMO_CHURCH.id,
    donor_id: demoAccount(donorRoles[index % donorRoles.length] ?? 'member').id,
    amount_cents: amountsCents[index % amountsCents.length] ?? 5_000,
    currency: 'USD',
    fund: funds[index % funds.length] ?? 'General',
    donated_at: new Date(now.getTime() - (index * 3 + 1) * 86_400_000),
  }));
  await insertDonations(db, rows);
}
