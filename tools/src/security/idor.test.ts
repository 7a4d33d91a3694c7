import path from 'node:path';
import { createTestDatabaseUrl } from '@koinonia/service-kit/testing';
import { startEmbeddedStack, type RunningStack } from '../embedded-stack';
import { personas, sessionCookieFor, type Persona } from './personas';
import { catalogue, type CataloguedRoute } from './route-catalogue';

/**
 * IDOR: for every route with an :id, a record owned by the demo member is addressed by another member of
 * the same church and by a member of another church; both must get 403 or 404, never the record.
 * A new :id route fails this test until it is given a way to find a record the member owns below.
 */
const rootDir = path.resolve(__dirname, '../../..');
const owner = personas.find((persona) => persona.name === 'member')!;
const strangers = personas.filter((persona) => persona.name === 'leader' || persona.otherChurch);

type Request = (method: string, route: string, persona: Persona) => Promise<{ status: number; body: any }>;

/** How to find the id of a record the demo member owns, per :id route. */
const ownedRecordFinders: Record<string, (request: Request) => Promise<string>> = {
  'POST /api/notifications/:id/read': async (request) => {
    const notifications = await request('GET', '/api/notifications', owner);
    return notifications.body[0].id;
  },
};

let stack: RunningStack;
let dropDatabase: () => Promise<void>;
let routes: CataloguedRoute[];
const cookies = new Map<string, string | undefined>();

const request: Request = async (method, route, persona) => {
  const cookie = cookies.get(persona.name);
  const response = await fetch(stack.url + route, {
    method,
    headers: { 'x-requested-with': 'XMLHttpRequest', ...(cookie ? { cookie } : {}) },
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
};

beforeAll(async () => {
  const database = await createTestDatabaseUrl();
  dropDatabase = database.drop;
  stack = await startEmbeddedStack({ rootDir, port: 0, seed: true, databaseUrl: database.url, redisUrl: process.env.REDIS_URL });
  // A public route serves what anyone may see (a profile photo, by its random id): it has no owner to protect.
  routes = catalogue(stack.routeDefinitions).filter((route) => route.path.includes(':id') && route.access.kind !== 'public');
  for (const persona of [owner, ...strangers]) cookies.set(persona.name, await sessionCookieFor(stack.url, persona));
}, 60_000);
afterAll(async () => {
  await stack.close();
  await dropDatabase();
});

describe('object-level authorization (IDOR)', () => {
  it('has a way to find an owned record for every :id route', () => {
    const missing = routes.map((route) => `${route.method} ${route.path}`).filter((key) => !ownedRecordFinders[key]);
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThan(0);
  });

  it("refuses another member and another church the member's records", async () => {
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const id = await ownedRecordFinders[key]!(request);
      const concrete = route.path.replace(':id', id);
      for (const stranger of strangers) {
        const { status } = await request(route.method, concrete, stranger);
        expect([key, stranger.name, [403, 404].includes(status)]).toEqual([key, stranger.name, true]);
      }
      // The owner can reach it: the refusals above are about ownership, not a broken route.
      expect([key, (await request(route.method, concrete, owner)).status]).toEqual([key, 200]);
    }
  });
});
