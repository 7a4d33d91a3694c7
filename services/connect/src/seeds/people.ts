import type { Database } from '@koinonia/service-kit';
import { DEMO_CHURCH, NEIGHBOUR_CHURCH, NEIGHBOUR_MEMBER, demoAccounts, fullName, type DemoAccount } from '@koinonia/contracts';
import { createDatabasePeopleStore } from '../people/database-store';

// Older than any event identity will publish, so a real change of a demo account always wins.
const SEEDED_AT = new Date('2026-01-01T00:00:00Z');

const person = (account: DemoAccount, churchId: string) => ({
  userId: account.id,
  churchId,
  displayName: fullName(account),
  role: account.role,
  status: 'active' as const,
  profileImageUrl: null,
  changedAt: SEEDED_AT,
});

/**
 * DESIGN "Demo data": the demo accounts as identity seeds them (every one in the demo church), and the neighbour,
 * so connect's lists have names at once; identity's person.changed events bring the same, and any later change.
 */
export async function seedDemoPeople(db: Database): Promise<void> {
  await createDatabasePeopleStore(db).upsert([
    ...demoAccounts.map((account) => person(account, DEMO_CHURCH.id)),
    person(NEIGHBOUR_MEMBER, NEIGHBOUR_CHURCH.id),
  ]);
}
