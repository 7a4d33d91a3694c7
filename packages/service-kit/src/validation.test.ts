import { z } from 'zod';
import { issueCode, issueCodes } from '@koinonia/contracts';
import { createLogger } from './logger';
import { createService } from './create-service';
import { generateIdentityKeys, IDENTITY_HEADER, signIdentity } from './identity';
import { access, route } from './routes';
import { runServer, type RunningServer } from './run-server';
import { HttpError } from './errors';
import { parse } from './validation';

const failureOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message, ...error.details };
    throw error;
  }
  throw new Error('it did not fail');
};

describe('parse', () => {
  const schema = z.strictObject({ name: z.string(), address: z.strictObject({ city: z.string() }).optional() });

  it('lists each unknown key under its own path, nested ones dotted', () => {
    expect(
      failureOf(() => parse(schema, { name: 'Ruth', foo: 1, bar: 2, address: { city: 'Moab', zip: '1' } })),
    ).toEqual({
      status: 400,
      message: 'Some fields are not valid',
      code: 'validation_failed',
      issues: [
        { path: 'address.zip', message: 'Unexpected field: address.zip', code: 'unexpected_field' },
        { path: 'foo', message: 'Unexpected field: foo', code: 'unexpected_field' },
        { path: 'bar', message: 'Unexpected field: bar', code: 'unexpected_field' },
      ],
    });
  });

  it('says which input a problem of the whole input is about', () => {
    expect(failureOf(() => parse(schema, undefined)).issues).toEqual([
      { path: '(body)', message: 'Invalid input: expected object, received undefined', code: 'required' },
    ]);
    expect(failureOf(() => parse(schema, 'text', 'query')).issues).toEqual([
      { path: '(query)', message: 'Invalid input: expected object, received string', code: 'invalid_type' },
    ]);
    expect(failureOf(() => parse(schema, 7, 'params')).issues?.[0]?.path).toBe('(params)');
  });

  it('names an unknown query key as a query parameter, and a single issue is the message', () => {
    expect(failureOf(() => parse(z.strictObject({ limit: z.string().optional() }), { foo: 'x' }, 'query'))).toEqual({
      status: 400,
      message: 'Unexpected query parameter: foo',
      code: 'validation_failed',
      issues: [{ path: 'foo', message: 'Unexpected query parameter: foo', code: 'unexpected_field' }],
    });
  });
});

describe('parse names each problem by a stable code', () => {
  const issuesOf = (schema: z.ZodType, input: unknown) =>
    (failureOf(() => parse(schema, input)).issues ?? []).map(({ message: _message, ...rest }) => rest);

  it('calls a missing value, a null and an empty required string required', () => {
    const schema = z.strictObject({ firstName: z.string().trim().min(1, 'First name is required'), age: z.number() });
    expect(issuesOf(schema, { firstName: '   ', age: null })).toEqual([
      { path: 'firstName', code: 'required' },
      { path: 'age', code: 'required' },
    ]);
    expect(issuesOf(schema, {})).toEqual([
      { path: 'firstName', code: 'required' },
      { path: 'age', code: 'required' },
    ]);
  });

  it('gives the bound a text, a number or a list broke', () => {
    const schema = z.strictObject({
      username: z.string().min(3).max(30),
      bio: z.string().max(5),
      rating: z.number().int().min(1).max(5),
      score: z.number().min(1),
      tags: z.array(z.string()).min(1).max(2),
    });
    expect(issuesOf(schema, { username: 'ab', bio: 'too long', rating: 9, score: 0, tags: ['a', 'b', 'c'] })).toEqual([
      { path: 'username', code: 'too_short', minimum: 3 },
      { path: 'bio', code: 'too_long', maximum: 5 },
      { path: 'rating', code: 'too_big', maximum: 5 },
      { path: 'score', code: 'too_small', minimum: 1 },
      { path: 'tags', code: 'too_many', maximum: 2 },
    ]);
    expect(issuesOf(schema, { username: 'abc', bio: '', rating: 2.5, score: 1, tags: [] })).toEqual([
      { path: 'rating', code: 'not_integer' },
      { path: 'tags', code: 'too_few', minimum: 1 },
    ]);
  });

  it('names the format, the option and the type that did not match', () => {
    const schema = z.strictObject({
      email: z.email(),
      site: z.url(),
      theme: z.enum(['light', 'dark']),
      count: z.number(),
      code: z.string().regex(/^[a-z]+$/),
    });
    expect(issuesOf(schema, { email: 'nope', site: 'nope', theme: 'blue', count: 'three', code: 'A1' })).toEqual([
      { path: 'email', code: 'invalid_format', format: 'email' },
      { path: 'site', code: 'invalid_format', format: 'url' },
      { path: 'theme', code: 'invalid_option' },
      { path: 'count', code: 'invalid_type' },
      { path: 'code', code: 'invalid_format', format: 'regex' },
    ]);
  });

  it("takes a refinement's own code, and calls a refinement without one invalid", () => {
    const schema = z.strictObject({
      name: z
        .string()
        .refine((text) => !text.includes('\u0007'), issueCode('control_characters', 'No control characters')),
      note: z.string().refine((text) => text !== 'x', 'Not x'),
      other: z.string().refine((text) => text !== 'y', { message: 'Not y', params: { code: 'not_a_known_code' } }),
    });
    expect(failureOf(() => parse(schema, { name: 'a\u0007', note: 'x', other: 'y' })).issues).toEqual([
      { path: 'name', message: 'No control characters', code: 'control_characters' },
      { path: 'note', message: 'Not x', code: 'invalid' },
      { path: 'other', message: 'Not y', code: 'invalid' },
    ]);
  });

  it('gives every issue a code of the contract', () => {
    const schema = z.strictObject({ a: z.string(), b: z.number().multipleOf(5), c: z.union([z.string(), z.number()]) });
    for (const issue of failureOf(() => parse(schema, { a: 1, b: 7, c: true, d: 1 })).issues ?? []) {
      expect(issueCodes).toContain(issue.code);
    }
  });
});

describe('declared routes refuse undeclared input over HTTP', () => {
  const keys = generateIdentityKeys();
  let server: RunningServer;
  let baseUrl: string;

  beforeAll(async () => {
    const routes = [
      route({ method: 'GET', path: '/api/plain', access: access.public, handle: () => ({ ok: true }) }),
      route({
        method: 'GET',
        path: '/api/listed',
        access: access.public,
        query: z.strictObject({ limit: z.string().optional() }),
        handle: () => ({ ok: true }),
      }),
      route({
        method: 'POST',
        path: '/api/things/:id',
        access: access.public,
        params: z.strictObject({ id: z.uuid('Not an id') }),
        body: z.strictObject({ name: z.string() }),
        handle: () => ({ ok: true }),
      }),
    ];
    const app = createService({
      name: 'validation-test',
      identityPublicKey: keys.publicKey,
      routes,
      logger: createLogger('validation-test'),
    });
    server = await runServer(app, { port: 0, logger: createLogger('validation-test'), drainMs: 500 });
    baseUrl = `http://127.0.0.1:${server.port}`;
  });
  afterAll(() => server.close());

  const call = async (method: string, path: string, body?: unknown) => {
    const token = signIdentity(
      { userId: null, role: null, churchId: null, sessionId: null, audience: 'validation-test' },
      keys.privateKey,
    );
    const response = await fetch(baseUrl + path, {
      method,
      headers: { [IDENTITY_HEADER]: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

  it('lists the query keys of a route without a query schema, one issue each', async () => {
    expect(await call('GET', '/api/plain?foo=1&bar=2')).toEqual({
      status: 400,
      body: {
        message: 'Some fields are not valid',
        code: 'validation_failed',
        issues: [
          { path: 'foo', message: 'Unexpected query parameter: foo', code: 'unexpected_field' },
          { path: 'bar', message: 'Unexpected query parameter: bar', code: 'unexpected_field' },
        ],
      },
    });
    expect((await call('GET', '/api/plain')).status).toBe(200);
  });

  it('names an unknown query key of a route with a query schema by its key', async () => {
    expect(await call('GET', '/api/listed?limit=5&foo=1')).toEqual({
      status: 400,
      body: {
        message: 'Unexpected query parameter: foo',
        code: 'validation_failed',
        issues: [{ path: 'foo', message: 'Unexpected query parameter: foo', code: 'unexpected_field' }],
      },
    });
    expect((await call('GET', '/api/listed?limit=5')).status).toBe(200);
  });

  it('names unknown body keys and bad parameters by their own paths', async () => {
    const id = '3f1c5a52-8a53-4a52-9a3e-2b9d9f1c0e11';
    expect((await call('POST', `/api/things/${id}`, { name: 'x', extra: true })).body.issues).toEqual([
      { path: 'extra', message: 'Unexpected field: extra', code: 'unexpected_field' },
    ]);
    expect((await call('POST', '/api/things/nope', { name: 'x' })).body.issues).toEqual([
      { path: 'id', message: 'Not an id', code: 'invalid_format', format: 'uuid' },
    ]);
    expect((await call('POST', `/api/things/${id}`, ['x'])).body.issues).toEqual([
      { path: '(body)', message: 'Invalid input: expected object, received array', code: 'invalid_type' },
    ]);
    expect((await call('POST', `/api/things/${id}`, { name: 'x' })).status).toBe(200);
  });
});
