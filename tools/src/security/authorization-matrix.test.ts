import { accessPolicy } from './access-policy';
import { callGateway, upgradeStatus } from './gateway-calls';
import { personas, type Persona } from './personas';
import { coverageProblems, outcomeProblem } from './policy-comparison';
import { concreteUrl, routeInput } from './route-input';
import { reachableThroughGateway, routeKey, type CataloguedRoute } from './route-catalogue';
import { startSecurityStack, type SecurityStack } from './security-stack';
import { tableFingerprints } from './table-fingerprints';

/**
 * The authorization matrix: every route (the gateway's own, /ws and every service's) × every persona,
 * signed out included, through the real gateway, with input its schemas accept so the handler's own
 * checks are reached. Each answer is judged by the independent policy table (access-policy.ts), not by
 * the route's declaration, so a route declared wider than the table fails here.
 */
let security: SecurityStack;
let routes: CataloguedRoute[];

beforeAll(async () => {
  security = await startSecurityStack(personas);
  routes = security.routes;
}, 60_000);
afterAll(() => security.close());

async function call(route: CataloguedRoute, persona: Persona, headers: Record<string, string> = {}): Promise<number> {
  const cookie = security.cookieOf(persona);
  if (route.upgrade) return upgradeStatus(security.stack.url, route.path, cookie);
  const made = routeInput(route, persona);
  if (!made.ok) throw new Error(`${routeKey(route)}: ${made.reason}`);
  const answer = await callGateway(security.stack.url, route.method, concreteUrl(route, made.input), { cookie, body: made.input.body, headers });
  return answer.status;
}

/** Sign-in, sign-up and sign-out replace or end the caller's session: the persona signs in again for the next route. */
async function keepSignedIn(persona: Persona): Promise<void> {
  const cookie = security.cookieOf(persona);
  if (!cookie) return;
  const { status } = await callGateway(security.stack.url, 'GET', '/api/auth/user', { cookie });
  if (status === 401) await security.signIn(persona);
}

// Some seventy routes × eleven callers, each answer a real request: longer than jest's default 30 s on 2 cores.
const MATRIX_TIMEOUT_MS = 180_000;

describe('the authorization matrix', () => {
  it('covers every declared route, each reachable through the gateway unless internal and each in the policy table', () => {
    expect(routes.length).toBeGreaterThan(60);
    const internal = routes.filter((route) => route.access.kind === 'gateway');
    for (const route of routes) {
      if (route.access.kind === 'gateway') expect([route.path, route.path.startsWith('/internal/')]).toEqual([route.path, true]);
      else expect([route.method, route.path, reachableThroughGateway(route)]).toEqual([route.method, route.path, true]);
    }
    expect(internal.length).toBeGreaterThan(0);
    expect(routes.map(routeKey)).toEqual(expect.arrayContaining(['GET /ws', 'POST /api/auth/login', 'POST /api/auth/session/refresh']));
    expect(coverageProblems(routes, accessPolicy)).toEqual([]);
  });

  it(
    'answers every route for every persona as the policy table says: 401 signed out, 403 without access, never refuses an allowed caller',
    async () => {
      const problems: string[] = [];
      for (const route of routes) {
        const key = routeKey(route);
        const entry = accessPolicy[key];
        if (!entry) {
          problems.push(`${key}: no entry in the policy table`);
          continue;
        }
        for (const persona of personas) {
          const problem = outcomeProblem(key, entry, persona, await call(route, persona));
          if (problem) problems.push(problem);
          if (route.service === 'gateway') await keepSignedIn(persona);
        }
      }
      expect(problems).toEqual([]);
    },
    MATRIX_TIMEOUT_MS,
  );

  it(
    'changes no data through GET, whoever calls',
    async () => {
      const before = await tableFingerprints(security.stack.db);
      for (const route of routes.filter((candidate) => candidate.method === 'GET' && !candidate.upgrade && candidate.service !== 'gateway')) {
        for (const persona of personas) await call(route, persona);
      }
      expect(await tableFingerprints(security.stack.db)).toBe(before);
    },
    MATRIX_TIMEOUT_MS,
  );

  it('refuses every state-changing route without X-Requested-With or from another site', async () => {
    const member = personas.find((persona) => persona.name === 'member')!;
    const cookie = security.cookieOf(member);
    for (const route of routes.filter((candidate) => candidate.method !== 'GET' && candidate.access.kind !== 'gateway')) {
      const made = routeInput(route, member);
      const url = made.ok ? concreteUrl(route, made.input) : route.path;
      const bare = await fetch(security.stack.url + url, { method: route.method, headers: cookie ? { cookie } : {} });
      await bare.arrayBuffer();
      expect([route.path, bare.status]).toEqual([route.path, 403]);
      expect([route.path, await call(route, member, { origin: 'https://elsewhere.example' })]).toEqual([route.path, 403]);
    }
  });
});
