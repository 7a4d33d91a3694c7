import path from 'node:path';
import fc from 'fast-check';
import { createTestDatabaseUrl } from '@koinonia/service-kit/testing';
import { createDatabase } from '@koinonia/service-kit';
import { startEmbeddedStack, type RunningStack } from '../embedded-stack';
import { personas, sessionCookieFor } from './personas';
import { catalogue, type CataloguedRoute } from './route-catalogue';
import { hostileValue, malformedObject, malformedRawBody, toQueryString } from './malformed-input';

/**
 * Input fuzzing: for every declared route, generated malformed params, query strings and bodies (wrong
 * types, huge strings, unicode, SQL and HTML payloads, missing and extra fields) sent through the real
 * gateway by the owner (who passes every role check, so parsing is reached) must get a 4xx JSON error —
 * never a 5xx — and must not write a row.
 */
const rootDir = path.resolve(__dirname, '../../..');
const RUNS_PER_ROUTE = 40;
let stack: RunningStack;
let dropDatabase: () => Promise<void>;
let countRows: () => Promise<string>;
let closeCounter: () => Promise<void>;
let cookie: string | undefined;
let routes: CataloguedRoute[];

beforeAll(async () => {
  const database = await createTestDatabaseUrl();
  dropDatabase = database.drop;
  stack = await startEmbeddedStack({ rootDir, port: 0, seed: true, databaseUrl: database.url, redisUrl: process.env.REDIS_URL });
  routes = catalogue(stack.routeDefinitions).filter((route) => route.service !== 'gateway' && route.access.kind !== 'gateway');
  cookie = await sessionCookieFor(stack.url, personas.find((persona) => persona.name === 'koinonia_owner')!);
  // Row counts of every service table, read over a connection of the test's own when PostgreSQL is real.
  const reader = database.url ? createDatabase({ url: database.url, poolSize: 1 }) : undefined;
  countRows = async () => {
    if (!reader) return 'not counted on PGlite (single connection, owned by the stack)';
    const tables = await reader.raw(
      `select table_schema, table_name from information_schema.tables
       where table_schema in ('identity','worship','connect','serve','admin','marketing') and table_name not like 'knex_%'`,
    );
    const counts: string[] = [];
    for (const row of tables.rows as Array<{ table_schema: string; table_name: string }>) {
      const [counted] = await reader(`${row.table_schema}.${row.table_name}`).count('* as count');
      counts.push(`${row.table_schema}.${row.table_name}=${counted?.count}`);
    }
    return counts.sort().join(' ');
  };
  closeCounter = async () => void (await reader?.destroy());
}, 60_000);
afterAll(async () => {
  await closeCounter();
  await stack.close();
  await dropDatabase();
});

async function send(route: CataloguedRoute, pathParams: string[], query: string, body: string | undefined) {
  let index = 0;
  const concrete = route.path.replace(/:(\w+)/g, () => encodeURIComponent(pathParams[index++] ?? ''));
  const response = await fetch(`${stack.url}${concrete}${query ? `?${query}` : ''}`, {
    method: route.method,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body,
  });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text };
}

describe('fuzzing every route with malformed input', () => {
  it('never answers 5xx, always answers errors as JSON, and writes nothing on refusal', async () => {
    const before = await countRows();
    const problems: string[] = [];
    for (const route of routes) {
      const paramCount = (route.path.match(/:\w+/g) ?? []).length;
      const stringParams = fc.array(fc.oneof(fc.string({ maxLength: 60 }), hostileValue.map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))), {
        minLength: paramCount,
        maxLength: paramCount,
      });
      const body = route.method === 'GET' ? fc.constant(undefined) : fc.oneof(malformedObject(route.body).map((value) => JSON.stringify(value)), malformedRawBody);
      await fc.assert(
        fc.asyncProperty(stringParams, malformedObject(route.query), body, async (pathParams, query, rawBody) => {
          const result = await send(route, pathParams, toQueryString(query), rawBody);
          const label = `${route.method} ${route.path} → ${result.status}`;
          if (result.status >= 500) problems.push(`${label}: ${result.text.slice(0, 200)}`);
          if (result.status >= 400 && !result.contentType.includes('application/json')) problems.push(`${label}: not JSON`);
          if (result.status >= 400 && !/"message"/.test(result.text)) problems.push(`${label}: no message`);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(await countRows()).toBe(before);
  });
});
