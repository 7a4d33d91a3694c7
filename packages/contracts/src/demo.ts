import type { IndividualPlanTier } from './plans';
import type { Role } from './roles';

/**
 * DESIGN "Demo data": the demo church and its accounts, known by id to every service's seed so that
 * prayers, events and teams belong to real demo users. Seeded only outside production (or SEED_DEMO=1).
 */
export const DEMO_PASSWORD = 'demo-password-1';
export const DEMO_CHURCH = { id: '00000000-0000-4000-8000-00000000c001', name: 'Grace Fellowship Church' };
export const DEMO_GROUP_COMMUNITY = { id: '00000000-0000-4000-8000-00000000c101', name: 'Young Adults Small Group' };
export const DEMO_MINISTRY_COMMUNITY = { id: '00000000-0000-4000-8000-00000000c201', name: 'Worship Ministry' };
/** The demo church's forum categories (connect's seed). */
export const DEMO_FORUM_CATEGORIES = {
  general: { id: '00000000-0000-4000-8000-00000000f101', name: 'General' },
  prayer: { id: '00000000-0000-4000-8000-00000000f102', name: 'Prayer & Care' },
  bibleStudy: { id: '00000000-0000-4000-8000-00000000f103', name: 'Bible Study' },
};

export interface DemoAccount {
  id: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  /** Their individual plan (SPEC §6, §9): Disciple unless said otherwise. */
  planTier: IndividualPlanTier;
}

const account = (
  n: number,
  role: Role,
  firstName: string,
  lastName: string,
  local: string = role,
  planTier: IndividualPlanTier = 'disciple',
): DemoAccount => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  email: `${local}@example.org`,
  role,
  firstName,
  lastName,
  planTier,
});

/**
 * One account per role. The plans a person pays for show on three of them: the pastor is on Torchbearer (the
 * custom reading plan generator), the leader on Servant (intermediate reading plans), the member on Disciple.
 */
export const demoAccounts: readonly DemoAccount[] = [
  account(1, 'member', 'Miriam', 'Okafor'),
  account(2, 'leader', 'Lucas', 'Ferreira', 'leader', 'servant'),
  account(3, 'group_admin', 'Grace', 'Kim'),
  account(4, 'ministry_admin', 'Samuel', 'Mensah'),
  account(5, 'pastor', 'Paul', 'Anderson', 'pastor', 'torchbearer'),
  account(6, 'church_admin', 'Ruth', 'Martínez'),
  account(7, 'admin', 'Daniel', 'Novak'),
  account(8, 'koinonia_owner', 'Olivia', 'Owens', 'owner'),
  account(9, 'koinonia_support', 'Silas', 'Park', 'support'),
];

export function demoAccount(role: Role): DemoAccount {
  const found = demoAccounts.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`No demo account has role ${role}`);
  return found;
}

/**
 * A second church with one member, so that every test can check that one church never sees another's
 * data. Not one of DESIGN's listed demo accounts; seeded with them.
 */
export const NEIGHBOUR_CHURCH = { id: '00000000-0000-4000-8000-00000000c002', name: 'Hope Community Church' };
export const NEIGHBOUR_MEMBER: DemoAccount = account(10, 'member', 'Hannah', 'Lee', 'neighbour.member');
