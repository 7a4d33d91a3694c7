import type { Database } from '@koinonia/service-kit';
import { DEMO_CHURCH, DEMO_PASSWORD, demoAccounts, NEIGHBOUR_CHURCH, NEIGHBOUR_MEMBER } from '@koinonia/contracts';
import { hashPassword } from '../domain/passwords';
import { ensureChurch } from '../store/churches';
import { insertUser } from '../store/users';
import { seedDemoWeeklyCheckins } from './weekly-checkins';
import { seedChurchDirectory } from './church-directory';

/**
 * DESIGN "Demo data": the demo church and one account per role (the pastor on Torchbearer, the leader on Servant,
 * everyone else on Disciple), plus a neighbouring church's member for isolation checks. Safe to run on every start.
 */
export async function seedDemoData(db: Database): Promise<void> {
  await ensureChurch(db, DEMO_CHURCH);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of demoAccounts) {
    await insertUser(db, {
      ...account,
      passwordHash,
      churchId: DEMO_CHURCH.id,
      emailVerified: true,
      phoneVerified: account.role !== 'member',
    });
    // A database seeded before plans were kept has the demo accounts on the free plan: give them theirs.
    if (account.planTier !== 'disciple') {
      await db('identity.users').where({ id: account.id, plan_tier: 'disciple' }).update({ plan_tier: account.planTier });
    }
  }
  await ensureChurch(db, NEIGHBOUR_CHURCH);
  await insertUser(db, { ...NEIGHBOUR_MEMBER, passwordHash, churchId: NEIGHBOUR_CHURCH.id, emailVerified: true });
  await seedChurchDirectory(db);
  await seedDemoWeeklyCheckins(db);
}
