import { z } from 'zod';
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
    expect(failureOf(() => parse(schema, { name: 'Ruth', foo: 1, bar: 2, address: { city: 'Moab', zip: '1' } }))).toEqual({
      status: 400,
      message: 'Some fields are not valid',
      code: 'validation_failed',
      issues: [
        { path: 'address.zip', message: 'Unexpected field: address.zip' },
        { path: 'foo', message: 'Unexpected field: foo' },
        { path: 'bar', message: 'Unexpected field: bar' },
      ],
    });
  });

  it('says which input a problem of the whole input is about', () => {
    expect(failureOf(() => parse(schema, undefined)).issues).toEqual([{ path: '(body)', message: 'Invalid input: expected object, received undefined' }]);
    expect(failureOf(() => parse(schema, 'text', 'query')).issues).toEqual([{ path: '(query)', message: 'Invalid input: expected object, received string' }]);
    expect(failureOf(() => parse(schema, 7, 'params')).issues?.[0]?.path).toBe('(params)');
  });

  it('names an unknown query key as a query parameter, and a single issue is the message', () => {
    expect(failureOf(() => parse(z.strictObject({ limit: z.string().optional() }), { foo: 'x' }, 'query'))).toEqual({
      status: 400,
      message: 'Unexpected query parameter: foo',
      code: 'validation_failed',
      issues: [{ path: 'foo', message: 'Unexpected query parameter: foo' }],
    });
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
    const app = createService({ name: 'validation-test', identityPublicKey: keys.publicKey, routes, logger: createLogger('validation-test') });
    server = await runServer(app, { port: 0, logger: createLogger('validation-test'), drainMs: 500 });
    baseUrl = `http://127.0.0.1:${server.port}`;
  });
  afterAll(() => server.close());

  const call = async (method: string, path: string, body?: unknown) => {
    const token = signIdentity({ userId: null, role: null, churchId: null, sessionId: null, audience: 'validation-test' }, keys.privateKey);
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
          { path: 'foo', message: 'Unexpected query parameter: foo' },
          { path: 'bar', message: 'Unexpected query parameter: bar' },
        ],
      },
    });
    expect((await call('GET', '/api/plain')).status).toBe(200);
  });

  it('names an unknown query key of a route with a query schema by its key', async () => {
    expect(await call('GET', '/api/listed?limit=5&foo=1')).toEqual({
      status: 400,
      body: { message: 'Unexpected query parameter: foo', code: 'validation_failed', issues: [{ path: 'foo', message: 'Unexpected query parameter: foo' }] },
    });
    expect((await call('GET', '/api/listed?limit=5')).status).toBe(200);
  });

  it('names unknown body keys and bad parameters by their own paths', async () => {
    const id = '3f1c5a52-8a53-4a52-9a3e-2b9d9f1c0e11';
    expect((await call('POST', `/api/things/${id}`, { name: 'x', extra: true })).body.issues).toEqual([{ path: 'extra', message: 'Unexpected field: extra' }]);
    expect((await call('POST', '/api/things/nope', { name: 'x' })).body.issues).toEqual([{ path: 'id', message: 'Not an id' }]);
    expect((await call('POST', `/api/things/${id}`, ['x'])).body.issues).toEqual([{ path: '(body)', message: 'Invalid input: expected object, received array' }]);
    expect((await call('POST', `/api/things/${id}`, { name: 'x' })).status).toBe(200);
  });
});
