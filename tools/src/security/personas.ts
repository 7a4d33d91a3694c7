import { DEMO_PASSWORD, demoAccount, NEIGHBOUR_MEMBER, type IndividualPlanTier, type Role } from '@koinonia/contracts';

/** The callers of the security matrix (issue "Measured quality"): anonymous, each demo role, another church. */
export interface Persona {
  name: string;
  email: string | null;
  role: Role | null;
  /** Their individual plan (SPEC §6 plan tiers); null signed out. */
  planTier: IndividualPlanTier | null;
  /** True for the member of the neighbouring church: allowed by role, but must never see the demo church. */
  otherChurch?: boolean;
}

const demo = (role: Role): Persona => ({ name: role, email: demoAccount(role).email, role, planTier: demoAccount(role).planTier });

export const personas: readonly Persona[] = [
  { name: 'anonymous', email: null, role: null, planTier: null },
  demo('member'),
  demo('leader'),
  demo('group_admin'),
  demo('ministry_admin'),
  demo('pastor'),
  demo('church_admin'),
  demo('admin'),
  demo('koinonia_owner'),
  demo('koinonia_support'),
  { name: 'member of another church', email: NEIGHBOUR_MEMBER.email, role: 'member', planTier: NEIGHBOUR_MEMBER.planTier, otherChurch: true },
];

/** Signs a persona in through the gateway and returns its session cookie (none for anonymous). */
export async function sessionCookieFor(baseUrl: string, persona: Persona): Promise<string | undefined> {
  if (!persona.email) return undefined;
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email: persona.email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`${persona.name} could not sign in: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('koinonia.sid='));
}
