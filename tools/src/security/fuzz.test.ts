import path from 'node:path';
import fc from 'fast-check';
import { createTestDatabaseUrl } from '@koinonia/service-kit/testing';
import { startEmbeddedStack, type RunningStack } from '../embedded-stack';
import { personas, sessionCookieFor } from './personas';
import { catalogue, type CataloguedRoute } from './route-catalogue';
import { tableFingerprints } from './table-fingerprints';
import { acceptedBySchemas, hostileValue, malformedObject, malformedRawBody, toQueryString } from './malformed-input';

/**
 * Input fuzzing: for every declared route, generated malformed params, query strings and bodies (wrong
 * types, huge strings, unicode, SQL and HTML payloads, missing and extra fields) sent through the real
 * gateway by the owner (who passes every role check, so parsing is reached) must get a 4xx JSON error —
 * never a 5xx — and must not write a row. Only an input the route's schemas accept may succeed.
 */
const rootDir = path.resolve(__dirname, '../../..');
const RUNS_PER_ROUTE = 40;
let stack: RunningStack;
let dropDatabase: () => Promise<void>;
let cookie: string | undefined;
let routes: CataloguedRoute[];

beforeAll(async () => {
  const database = await createTestDatabaseUrl();
  dropDatabase = database.drop;
  stack = await startEmbeddedStack({ rootDir, port: 0, seed: true, databaseUrl: database.url, redisUrl: process.env.REDIS_URL });
  routes = catalogue(stack.routeDefinitions).filter((route) => route.service !== 'gateway' && route.access.kind !== 'gateway');
  cookie = await sessionCookieFor(stack.url, personas.find((persona) => persona.name === 'koinonia_owner')!);
}, 60_000);
afterAll(async () => {
  await stack.close();
  await dropDatabase();
});

function paramsOf(route: CataloguedRoute, values: string[]): Record<string, string> {
  const names = (route.path.match(/:(\w+)/g) ?? []).map((name) => name.slice(1));
  return Object.fromEntries(names.map((name, index) => [name, values[index] ?? '']));
}

async function send(route: CataloguedRoute, params: Record<string, string>, query: string, body: string | undefined) {
  const concrete = route.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
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

// Dozens of malformed requests for each of some hundred routes, each checked against the database: minutes on
// a loaded 2-core machine, far more than jest's default 30 s.
const FUZZ_TIMEOUT_MS = 300_000;

describe('fuzzing every route with malformed input', () => {
  it('never answers 5xx, always answers errors as JSON, and writes nothing on refusal', async () => {
    const problems: string[] = [];
    let fingerprint = await tableFingerprints(stack.db);
    for (const route of routes) {
      const paramCount = (route.path.match(/:\w+/g) ?? []).length;
      const stringParams = fc.array(fc.oneof(fc.string({ maxLength: 60 }), hostileValue.map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))), {
        minLength: paramCount,
        maxLength: paramCount,
      });
      const body = route.method === 'GET' ? fc.constant(undefined) : fc.oneof(malformedObject(route.body).map((value) => JSON.stringify(value)), malformedRawBody);
      // Some route's input its schemas accept (say, an empty body where none is declared) may write; refused ones never.
      let acceptedWrite = false;
      const refusedSamples: string[] = [];
      await fc.assert(
        fc.asyncProperty(stringParams, malformedObject(route.query), body, async (pathParams, query, rawBody) => {
          const input = { params: paramsOf(route, pathParams), query: toQueryString(query), rawBody };
          const result = await send(route, input.params, input.query, rawBody);
          const label = `${route.method} ${route.path} → ${result.status}`;
          const sent = `${JSON.stringify(input).slice(0, 160)}`;
          if (result.status < 400 && !acceptedBySchemas(route, input)) problems.push(`${label}: accepted malformed input ${sent}`);
          if (result.status >= 500) problems.push(`${label}: ${result.text.slice(0, 200)}`);
          if (result.status >= 400 && !result.contentType.includes('application/json')) problems.push(`${label}: not JSON`);
          if (result.status >= 400 && !/"message"/.test(result.text)) problems.push(`${label}: no message`);
          if (result.status < 400 && route.method !== 'GET') acceptedWrite = true;
          else if (refusedSamples.length < 3) refusedSamples.push(sent);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
      // The database is compared once a route, not once a request (thousands of full-table hashes were most of the
      // suite's time): what wrote is narrowed to the route, whose refused inputs are then named by example.
      const after = await tableFingerprints(stack.db);
      if (after !== fingerprint && !acceptedWrite) problems.push(`${route.method} ${route.path}: a refused or read-only call wrote data, e.g. ${refusedSamples.join(' | ')}`);
      fingerprint = after;
    }
    expect(problems.slice(0, 20)).toEqual([]);
  }, FUZZ_TIMEOUT_MS);
});
