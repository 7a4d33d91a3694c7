import {
  CHURCH_ADMIN_ROLES,
  includesPlanTier,
  type IndividualPlanTier,
  GROUP_ADMIN_ROLES,
  hasAnyRole,
  MINISTRY_ADMIN_ROLES,
  VOLUNTEER_MANAGEMENT_ROLES,
  type Role,
} from '@koinonia/contracts';
import type { Persona } from './personas';

/**
 * The access levels the policy table (access-policy.ts) speaks of. The four SPEC §6 sidebar levels use
 * the role lists of packages/contracts/role-groups.ts, which are that table word for word; the other two
 * are written here from DESIGN and docs/architecture.md, on purpose not imported from the services.
 */
export interface PolicyLevel {
  name: string;
  roles: readonly Role[];
  /**
   * Platform staff act on every church by design (suspending any account), so another church's records
   * are theirs to reach; every other level is confined to the caller's own church.
   */
  spansChurches: boolean;
}

export const levels = {
  groupAdmin: { name: 'GROUP ADMIN (SPEC §6)', roles: GROUP_ADMIN_ROLES, spansChurches: false },
  ministryAdmin: { name: 'MINISTRY ADMIN (SPEC §6)', roles: MINISTRY_ADMIN_ROLES, spansChurches: false },
  churchAdmin: { name: 'CHURCH ADMIN (SPEC §6)', roles: CHURCH_ADMIN_ROLES, spansChurches: false },
  volunteerManagement: { name: 'Volunteer Management (SPEC §6)', roles: VOLUNTEER_MANAGEMENT_ROLES, spansChurches: false },
  /**
   * The church's own staff: the SPEC §6 CHURCH ADMIN roles that are held within one church. Taking people
   * into a church and giving its roles is that church's business (DESIGN: one church never acts on
   * another's), so the platform-wide roles of that list (support, system, super, platform and regional
   * admin) are not among them.
   */
  churchStaff: { name: "the church's own staff", roles: ['admin', 'church_admin', 'pastor', 'lead_pastor', 'koinonia_owner'], spansChurches: false },
  /** Platform staff (SPEC §1 audience), who look after accounts of every church. */
  platformStaff: {
    name: 'platform staff',
    roles: ['koinonia_owner', 'koinonia_support', 'system_admin', 'super_admin', 'platform_admin'],
    spansChurches: true,
  },
} as const satisfies Record<string, PolicyLevel>;

/** Who may call a route, as the policy table says it. */
export type Allowed =
  | { who: 'anyone' }
  | { who: 'signed-in' }
  | { who: 'level'; level: PolicyLevel }
  /** A signed-in user whose individual plan includes the tier (SPEC §6 plan tiers). */
  | { who: 'plan-tier'; tier: IndividualPlanTier }
  | { who: 'gateway-internal' };

export const anyone: Allowed = { who: 'anyone' };
export const signedIn: Allowed = { who: 'signed-in' };
export const gatewayInternal: Allowed = { who: 'gateway-internal' };
export const level = (policyLevel: PolicyLevel): Allowed => ({ who: 'level', level: policyLevel });
export const planTier = (tier: IndividualPlanTier): Allowed => ({ who: 'plan-tier', tier });

/** Whether the table lets this persona call the route (nobody calls a gateway-internal route from outside). */
export function allows(allowed: Allowed, persona: Persona): boolean {
  switch (allowed.who) {
    case 'anyone':
      return true;
    case 'signed-in':
      return persona.role !== null;
    case 'level':
      // SPEC §6: the owner role passes every role check.
      return hasAnyRole(persona.role, allowed.level.roles);
    case 'plan-tier':
      return persona.role !== null && includesPlanTier(persona.planTier, allowed.tier);
    case 'gateway-internal':
      return false;
  }
}

/** The persona names an entry lets in, as the reports print them. */
export const allowedNames = (allowed: Allowed, personas: readonly Persona[]) => personas.filter((persona) => allows(allowed, persona)).map((persona) => persona.name);
