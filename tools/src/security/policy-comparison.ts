import { hasAnyRole, includesPlanTier } from '@koinonia/contracts';
import type { RouteAccess } from '@koinonia/service-kit';
import type { PolicyEntry } from './access-policy';
import type { Persona } from './personas';
import { allowedNames, allows } from './policy-levels';
import { routeKey, type CataloguedRoute } from './route-catalogue';

/*
 * Pure comparisons of routes against the policy table, so that the matrix (live answers) and the
 * mutation tests (a declaration changed in a copy of the catalogue) share them.
 */

type Policy = Readonly<Record<string, PolicyEntry>>;

/** Routes without an entry, and entries whose route is gone. */
export function coverageProblems(routes: readonly CataloguedRoute[], policy: Policy): string[] {
  const keys = new Set(routes.map(routeKey));
  const missing = [...keys].filter((key) => !policy[key]).map((key) => `${key}: no entry in the policy table (access-policy.ts)`);
  const stale = Object.keys(policy)
    .filter((key) => !keys.has(key))
    .map((key) => `${key}: a policy entry for a route that no longer exists`);
  return [...missing, ...stale];
}

/** Whom a route's own declaration lets in: what service-kit's authorize() enforces before the handler. */
export function declarationAdmits(declared: RouteAccess, persona: Persona): boolean {
  switch (declared.kind) {
    case 'public':
      return true;
    case 'signed-in':
      return persona.role !== null;
    case 'roles':
      return hasAnyRole(persona.role, declared.roles);
    case 'plan-tier':
      return persona.role !== null && includesPlanTier(persona.planTier, declared.tier);
    case 'gateway':
      return false;
  }
}

const describeEntry = (entry: PolicyEntry, personas: readonly Persona[]) =>
  entry.allowed.who === 'level'
    ? `${entry.allowed.level.name}: ${allowedNames(entry.allowed, personas).join(', ')}`
    : entry.allowed.who === 'plan-tier'
      ? `the ${entry.allowed.tier} plan: ${allowedNames(entry.allowed, personas).join(', ')}`
      : entry.allowed.who;

/** Each route whose declaration lets in someone the table does not, or keeps out someone it allows. */
export function declarationDisagreements(routes: readonly CataloguedRoute[], policy: Policy, personas: readonly Persona[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    const entry = policy[routeKey(route)];
    if (!entry) continue; // reported by coverageProblems
    const internal = route.access.kind === 'gateway';
    if (internal !== (entry.allowed.who === 'gateway-internal')) {
      problems.push(`${routeKey(route)}: declared ${route.access.kind}, the policy says ${describeEntry(entry, personas)}`);
      continue;
    }
    const widened = personas.filter((persona) => declarationAdmits(route.access, persona) && !allows(entry.allowed, persona));
    const narrowed = personas.filter((persona) => !declarationAdmits(route.access, persona) && allows(entry.allowed, persona));
    if (widened.length) problems.push(`${routeKey(route)}: declared for ${widened.map((p) => p.name).join(', ')}, beyond the policy (${describeEntry(entry, personas)})`);
    if (narrowed.length) problems.push(`${routeKey(route)}: declared to refuse ${narrowed.map((p) => p.name).join(', ')}, whom the policy allows (${describeEntry(entry, personas)})`);
  }
  return problems;
}

/**
 * What is wrong with one live answer, judged by the table alone: a refusal is 401 signed out and 403
 * signed in; an allowed caller is never refused (whatever else the handler answers); an internal route
 * is not there at all from outside.
 */
export function outcomeProblem(key: string, entry: PolicyEntry, persona: Persona, status: number): string | undefined {
  const label = `${key} as ${persona.name}: ${status}`;
  if (status >= 500) return `${label} (server error)`;
  if (entry.allowed.who === 'gateway-internal') return status === 404 ? undefined : `${label} (internal routes are not reachable from outside)`;
  const refused = status === 401 || status === 403;
  if (allows(entry.allowed, persona)) return refused ? `${label} (allowed by the policy, refused)` : undefined;
  const expected = persona.role === null ? 401 : 403;
  // 101: a WebSocket upgrade that was let through.
  if ((status >= 200 && status < 300) || status === 101) return `${label} (not allowed by the policy, answered)`;
  return status === expected ? undefined : `${label} (not allowed by the policy: expected ${expected})`;
}
