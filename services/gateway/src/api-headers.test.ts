import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD, demoAccount } from '@koinonia/contracts';
import { generateIdentityKeys } from '@koinonia/service-kit';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { identityService } from '@koinonia/identity-service';
import { startTestGateway } from './testing/start-test-gateway';
import { cookieClient } from './testing/cookie-client';

const keys = generateIdentityKeys();
const member = demoAccount('member');
let identity: TestService;
/** A marketing service whose translations say they may be cached, as the real one's do. */
let marketing: Server;
let gateway: Awaited<ReturnType<typeof startTestGateway>>;
const TRANSLATIONS_CACHE_CONTROL = 'public, max-age=300';

beforeAll(async () => {
  identity = await startTestService(identityService, { keys });
  marketing = createServer((req, res) => {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    if (req.url?.startsWith('/api/translations/')) res.setHeader('cache-control', TRANSLATIONS_CACHE_CONTROL);
    res.end('{}');
  });
  await new Promise<void>((resolve) => marketing.listen(0, '127.0.0.1', resolve));
  gateway = await startTestGateway({
    keys,
    serviceUrls: { identity: identity.baseUrl, marketing: `http://127.0.0.1:${(marketing.address() as AddressInfo).port}` },
  });
});
afterAll(async () => {
  await gateway.close();
  marketing.close();
  await identity.close();
});

const expectPrivate = (response: { status: number; headers: Headers }, what: string) => {
  expect({ what, status: response.status, cacheControl: response.headers.get('cache-control'), nosniff: response.headers.get('x-content-type-options') }).toEqual({
    what,
    status: response.status,
    cacheControl: 'no-store',
    nosniff: 'nosniff',
  });
};

describe('/api answers', () => {
  it("are never stored and never sniffed: the gateway's own routes, their errors, and unknown paths", async () => {
    const client = cookieClient(gateway.baseUrl);
    expectPrivate(await client.call('POST', '/api/auth/login', { email: member.email, password: 'wrong-password' }), 'failed login');
    expectPrivate(await client.call('POST', '/api/auth/login', { email: member.email, password: DEMO_PASSWORD }), 'login');
    expectPrivate(await client.call('POST', '/api/auth/session/refresh'), 'session refresh');
    expectPrivate(await client.call('POST', '/api/auth/logout'), 'logout');
    expectPrivate(await client.call('POST', '/api/auth/session/refresh'), 'session refresh signed out');
    expectPrivate(await client.call('POST', '/api/auth/auto-login', { token: 'x'.repeat(43) }), 'auto-login with a used link');
    expectPrivate(await client.call('POST', '/api/auth/signup', { email: 'nope' }), 'invalid sign-up');
    expectPrivate(await client.call('POST', '/api/auth/login', {}, { 'x-requested-with': '' }), 'refused by the CSRF check');
    expectPrivate(await client.call('GET', '/api/nothing-here'), 'unknown path');
  });

  it('are never stored and never sniffed when forwarded, unless the service allowed caching', async () => {
    const client = cookieClient(gateway.baseUrl);
    expectPrivate(await client.call('GET', '/api/auth/user'), 'signed-out user');
    expect((await client.call('POST', '/api/auth/login', { email: member.email, password: DEMO_PASSWORD })).status).toBe(200);
    expectPrivate(await client.call('GET', '/api/auth/user'), 'user');
    expectPrivate(await client.call('GET', '/api/prayers'), 'a service that is down');
    expectPrivate(await client.call('POST', '/api/contact', {}, { origin: 'https://evil.example' }), 'refused by the CSRF check');
    const translations = await client.call('GET', '/api/translations/core/fr');
    expect(translations.headers.get('cache-control')).toBe(TRANSLATIONS_CACHE_CONTROL);
    expect(translations.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
