import { authorize, HttpError, access, type RouteAccess } from '@koinonia/service-kit';
import { accessPolicy } from './access-policy';
import { declaredCatalogue } from './declared-routes';
import { personas, type Persona } from './personas';
import { coverageProblems, declarationDisagreements, outcomeProblem } from './policy-comparison';
import { routeKey, type CataloguedRoute } from './route-catalogue';

/**
 * The policy table against the routes' own declarations, without a running stack: every route has an
 * entry, and each declaration lets in exactly the personas the table allows. The mutation tests show
 * that a wrong declaration is caught here and by the live matrix's comparison.
 */
let routes: CataloguedRoute[];

beforeAll(async () => {
  routes = await declaredCatalogue();
});

/** What service-kit's authorize() answers this persona under a declaration: 401, 403, or 200 when it lets them through. */
function statusUnder(declared: RouteAccess, persona: Persona): number {
  const identity = { userId: persona.role ? `user-${persona.name}` : null, role: persona.role, churchId: null, displayName: null, planTier: persona.planTier, sessionId: null, audience: 'test', expiresAt: 0 };
  try {
    authorize(declared, identity);
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

const GIVING_SUMMARY = 'GET /api/giving/summary';

describe('the access policy table', () => {
  it('has an entry for every route of the gateway and every service, and none for a route that is gone', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(coverageProblems(routes, accessPolicy)).toEqual([]);
  });

  it("agrees with every route's own declaration, persona by persona", () => {
    expect(declarationDisagreements(routes, accessPolicy, personas)).toEqual([]);
  });
});

describe('a wrong declaration', () => {
  const widened = () => routes.map((route) => (routeKey(route) === GIVING_SUMMARY ? { ...route, access: access.signedIn } : route));

  it('is reported when a church admin route is redeclared for any signed-in user', () => {
    const problems = declarationDisagreements(widened(), accessPolicy, personas);
    expect(problems).toEqual([expect.stringContaining(`${GIVING_SUMMARY}: declared for member, leader, group_admin, ministry_admin, member of another church, beyond the policy`)]);
  });

  it("is reported by the matrix's comparison of the answers that declaration gives", () => {
    const route = widened().find((candidate) => routeKey(candidate) === GIVING_SUMMARY)!;
    const problems = personas.flatMap((persona) => outcomeProblem(GIVING_SUMMARY, accessPolicy[GIVING_SUMMARY]!, persona, statusUnder(route.access, persona)) ?? []);
    expect(problems).toEqual([
      `${GIVING_SUMMARY} as member: 200 (not allowed by the policy, answered)`,
      `${GIVING_SUMMARY} as leader: 200 (not allowed by the policy, answered)`,
      `${GIVING_SUMMARY} as group_admin: 200 (not allowed by the policy, answered)`,
      `${GIVING_SUMMARY} as ministry_admin: 200 (not allowed by the policy, answered)`,
      `${GIVING_SUMMARY} as member of another church: 200 (not allowed by the policy, answered)`,
    ]);
    // The declaration as it is gives no such answers.
    const declared = routes.find((candidate) => routeKey(candidate) === GIVING_SUMMARY)!;
    expect(personas.flatMap((persona) => outcomeProblem(GIVING_SUMMARY, accessPolicy[GIVING_SUMMARY]!, persona, statusUnder(declared.access, persona)) ?? [])).toEqual([]);
  });

  it('is reported when a staff route is opened to everyone, or an internal route made public', () => {
    const opened = routes.map((route) =>
      route.path === '/internal/users' || routeKey(route) === 'GET /api/church-memberships/members' ? { ...route, access: access.public } : route,
    );
    expect(declarationDisagreements(opened, accessPolicy, personas)).toEqual([
      expect.stringContaining('POST /internal/users: declared public, the policy says gateway-internal'),
      expect.stringContaining('GET /api/church-memberships/members: declared for anonymous, member, leader'),
    ]);
  });
});

describe('the coverage check', () => {
  it('lists a route that has no entry and an entry whose route is gone', () => {
    const changed: CataloguedRoute[] = [
      ...routes.filter((route) => routeKey(route) !== GIVING_SUMMARY),
      { service: 'admin', method: 'GET', path: '/api/giving/donors', access: access.roles(['admin']) },
    ];
    expect(coverageProblems(changed, accessPolicy)).toEqual([
      'GET /api/giving/donors: no entry in the policy table (access-policy.ts)',
      `${GIVING_SUMMARY}: a policy entry for a route that no longer exists`,
    ]);
  });
});

describe('a route gated by plan tier (SPEC §6)', () => {
  const CUSTOM_PLANS = 'POST /api/reading-plans';

  it('admits exactly the personas whose plan includes the tier, and says so when a declaration drops the gate', () => {
    const route = routes.find((candidate) => routeKey(candidate) === CUSTOM_PLANS)!;
    const admitted = personas.filter((persona) => statusUnder(route.access, persona) === 200).map((persona) => persona.name);
    expect(admitted).toEqual(['pastor']);
    const ungated = routes.map((candidate) => (routeKey(candidate) === CUSTOM_PLANS ? { ...candidate, access: access.signedIn } : candidate));
    expect(declarationDisagreements(ungated, accessPolicy, personas)).toEqual([expect.stringContaining(`${CUSTOM_PLANS}: declared for member, leader`)]);
  });
});
