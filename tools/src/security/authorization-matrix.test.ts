import path from 'node:path';
import { hasAnyRole } from '@koinonia/contracts';
import { createTestDatabaseUrl } from '@koinonia/service-kit/testing';
import { startEmbeddedStack, type RunningStack } from '../embedded-stack';
import { personas, sessionCookieFor, type Persona } from './personas';
import { tableFingerprints } from './table-fingerprints';
import { catalogue, concretePath, reachableThroughGateway, type CataloguedRoute } from './route-catalogue';

/**
 * The authorization matrix: every /api route × every persona, through the real gateway, against the
 * access each route declares next to itself. Fails on any 2xx a persona is not entitled to, and on any
 * route that is declared where the gateway cannot reach it.
 */
const rootDir = path.resolve(__dirname, '../../..');
let stack: RunningStack;
let dropDatabase: () => Promise<void>;
let routes: CataloguedRoute[];
const cookies = new Map<string, string | undefined>();

beforeAll(async () => {
  const database = await createTestDatabaseUrl();
  dropDatabase = database.drop;
  stack = await startEmbeddedStack({ rootDir, port: 0, seed: true, databaseUrl: database.url, redisUrl: process.env.REDIS_URL });
  routes = catalogue(stack.routeDefinitions);
  for (const persona of personas) cookies.set(persona.name, await sessionCookieFor(stack.url, persona));
}, 60_000);
afterAll(async () => {
  await stack.close();
  await dropDatabase();
});

function entitled(route: CataloguedRoute, persona: Persona): boolean {
  switch (route.access.kind) {
    case 'public':
      return true;
    case 'signed-in':
      return persona.role !== null;
    case 'roles':
      return hasAnyRole(persona.role, route.access.roles);
    case 'gateway':
      return false;
  }
}

async function call(route: CataloguedRoute, persona: Persona, headers: Record<string, string> = {}) {
  const cookie = cookies.get(persona.name);
  const response = await fetch(stack.url + concretePath(route), {
    method: route.method,
    headers: { 'x-requested-with': 'XMLHttpRequest', ...(cookie ? { cookie } : {}), ...headers },
  });
  await response.arrayBuffer();
  return response.status;
}

describe('the authorization matrix', () => {
  it('covers every declared route, each reachable through the gateway unless internal', () => {
    expect(routes.length).toBeGreaterThan(10);
    const internal = routes.filter((route) => route.access.kind === 'gateway');
    for (const route of routes) {
      if (route.access.kind === 'gateway') expect([route.path, route.path.startsWith('/internal/')]).toEqual([route.path, true]);
      else expect([route.method, route.path, reachableThroughGateway(route)]).toEqual([route.method, route.path, true]);
    }
    expect(internal.length).toBeGreaterThan(0);
  });

  it('answers every route for every persona as declared: 401 signed out, 403 without the role, never a 2xx to the unentitled', async () => {
    const violations: string[] = [];
    for (const route of routes) {
      if (route.service === 'gateway') continue; // login, signup and logout are public; the gateway tests cover them
      for (const persona of personas) {
        const status = await call(route, persona);
        const allowed = entitled(route, persona);
        const label = `${route.method} ${route.path} as ${persona.name}: ${status}`;
        if (route.access.kind === 'gateway') {
          if (status !== 404) violations.push(`${label} (internal routes are not reachable from outside)`);
        } else if (!allowed && status >= 200 && status < 300) violations.push(`${label} (not entitled)`);
        else if (!allowed && status !== (persona.role === null ? 401 : 403)) violations.push(`${label} (expected ${persona.role === null ? 401 : 403})`);
        else if (allowed && (status === 401 || status === 403)) violations.push(`${label} (entitled, refused)`);
        else if (status >= 500) violations.push(`${label} (server error)`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('changes no data through GET, whoever calls', async () => {
    const before = await tableFingerprints(stack.db);
    for (const route of routes.filter((candidate) => candidate.method === 'GET' && candidate.service !== 'gateway')) {
      for (const persona of personas) await call(route, persona);
    }
    expect(await tableFingerprints(stack.db)).toBe(before);
  });

  it('refuses every state-changing route without X-Requested-With or from another site', async () => {
    const member = personas.find((persona) => persona.name === 'member')!;
    for (const route of routes.filter((candidate) => candidate.method !== 'GET' && candidate.access.kind !== 'gateway')) {
      const cookie = cookies.get(member.name);
      const bare = await fetch(stack.url + concretePath(route), { method: route.method, headers: cookie ? { cookie } : {} });
      expect([route.path, bare.status]).toEqual([route.path, 403]);
      expect([route.path, await call(route, member, { origin: 'https://elsewhere.example' })]).toEqual([route.path, 403]);
    }
  });
});
