import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD, demoAccount } from '@koinonia/contracts';
import { generateIdentityKeys, IDENTITY_HEADER, signIdentity } from '@koinonia/service-kit';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { identityService } from '@koinonia/identity-service';
import { worshipService } from '@koinonia/worship-service';
import { startTestGateway } from './testing/start-test-gateway';
import { cookieClient } from './testing/cookie-client';

const keys = generateIdentityKeys();
const member = demoAccount('member');
let identity: TestService;
let worship: TestService;
let slowServer: Server;
let gateway: Awaited<ReturnType<typeof startTestGateway>>;

beforeAll(async () => {
  identity = await startTestService(identityService, { keys });
  worship = await startTestService(worshipService, { keys });
  // A connect service that answers too late, for the gateway's timeout.
  slowServer = createServer((_req, res) => void setTimeout(() => res.end('{}'), 1_500).unref());
  await new Promise<void>((resolve) => slowServer.listen(0, '127.0.0.1', resolve));
  gateway = await startTestGateway({
    keys,
    upstreamTimeoutMs: 300,
    serviceUrls: {
      identity: identity.baseUrl,
      worship: worship.baseUrl,
      connect: `http://127.0.0.1:${(slowServer.address() as AddressInfo).port}`,
    },
  });
});
afterAll(async () => {
  await gateway.close();
  slowServer.closeAllConnections();
  slowServer.close();
  await Promise.all([identity.close(), worship.close()]);
});

const signInAs = async (email: string) => {
  const client = cookieClient(gateway.baseUrl);
  const response = await client.call('POST', '/api/auth/login', { email, password: DEMO_PASSWORD });
  expect(response.status).toBe(200);
  return client;
};

describe('gateway sessions (DESIGN "Auth contract")', () => {
  it('signs in with an httpOnly SameSite=Lax cookie and answers the auth user through identity', async () => {
    const client = cookieClient(gateway.baseUrl);
    const login = await client.call('POST', '/api/auth/login', { email: member.email, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ id: member.id, email: member.email, role: 'member', isAuthenticated: true });
    const setCookie = login.headers.getSetCookie().find((line) => line.startsWith('koinonia.sid=')) ?? '';
    expect(setCookie).toMatch(/^koinonia\.sid=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const user = await client.call('GET', '/api/auth/user');
    expect(user.status).toBe(200);
    expect(user.body.email).toBe(member.email);
  });

  it('marks the cookie Secure in production (behind a TLS-terminating proxy)', async () => {
    const production = await startTestGateway({ keys, production: true, serviceUrls: { identity: identity.baseUrl } });
    try {
      const client = cookieClient(production.baseUrl);
      const login = await client.call('POST', '/api/auth/login', { email: member.email, password: DEMO_PASSWORD }, { 'x-forwarded-proto': 'https' });
      expect(login.status).toBe(200);
      const cookies = login.headers.getSetCookie();
      expect(cookies.map((line) => line.split('=')[0]).sort()).toEqual(['koinonia.browser', 'koinonia.sid']);
      for (const line of cookies) expect(line).toMatch(/;\s*Secure/i);
    } finally {
      await production.close();
    }
  });

  it('answers wrong credentials with 401 and the contract message', async () => {
    const client = cookieClient(gateway.baseUrl);
    const response = await client.call('POST', '/api/auth/login', { email: member.email, password: 'wrong-password' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Invalid email or password', code: 'invalid_credentials' });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('gives a new session id at every sign-in; the old one stops working', async () => {
    const client = await signInAs(member.email);
    const first = client.cookie;
    const again = await client.call('POST', '/api/auth/login', { email: member.email, password: DEMO_PASSWORD });
    expect(again.status).toBe(200);
    expect(client.cookie).not.toBe(first);
    const stale = cookieClient(gateway.baseUrl);
    stale.cookie = first;
    expect((await stale.call('GET', '/api/auth/user')).status).toBe(401);
  });

  it('destroys the session at logout', async () => {
    const client = await signInAs(member.email);
    const cookie = client.cookie;
    const logout = await client.call('POST', '/api/auth/logout');
    expect(logout.status).toBe(204);
    const after = cookieClient(gateway.baseUrl);
    after.cookie = cookie;
    expect((await after.call('GET', '/api/auth/user')).status).toBe(401);
  });

  it('signs up, signs in at once, and refuses the same email twice', async () => {
    const client = cookieClient(gateway.baseUrl);
    const signup = { firstName: 'Tabitha', lastName: 'Reyes', email: `tabitha-${Date.now()}@example.org`, password: 'a-long-password' };
    const created = await client.call('POST', '/api/auth/signup', signup);
    expect(created.status).toBe(201);
    expect((await client.call('GET', '/api/auth/user')).body.email).toBe(signup.email);
    const twice = await cookieClient(gateway.baseUrl).call('POST', '/api/auth/signup', signup);
    expect(twice.status).toBe(409);
  });

  it('answers an invalid login body with 400 and the fields', async () => {
    const response = await cookieClient(gateway.baseUrl).call('POST', '/api/auth/login', { email: 'nope' });
    expect(response.status).toBe(400);
    expect(response.body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['email', 'password']);
  });
});

describe('gateway request rules', () => {
  it('refuses a state-changing call without X-Requested-With', async () => {
    const response = await fetch(`${gateway.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Missing X-Requested-With header', code: 'csrf' });
  });

  it('refuses a state-changing call from another origin', async () => {
    const client = cookieClient(gateway.baseUrl);
    const response = await client.call('POST', '/api/auth/login', { email: member.email, password: DEMO_PASSWORD }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('proxies /api by prefix with the caller identity, keeping the full path', async () => {
    const client = await signInAs(member.email);
    const prayers = await client.call('GET', '/api/prayers?limit=2');
    expect(prayers.status).toBe(200);
    expect(prayers.body.items).toHaveLength(2);
    expect(prayers.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('drops an identity header forged by the caller', async () => {
    const forged = signIdentity(
      { userId: member.id, role: 'member', churchId: null, sessionId: null, audience: 'worship' },
      generateIdentityKeys().privateKey,
    );
    const response = await fetch(`${gateway.baseUrl}/api/prayers`, { headers: { [IDENTITY_HEADER]: forged } });
    expect(response.status).toBe(401);
  });

  it('answers 502 JSON when a service is down and 504 JSON when it is too slow', async () => {
    const down = await cookieClient(gateway.baseUrl).call('GET', '/api/translations/core/en');
    expect(down.status).toBe(502);
    expect(down.body.message).toBe('The marketing service is unavailable right now');
    const slow = await cookieClient(gateway.baseUrl).call('GET', '/api/events');
    expect(slow.status).toBe(504);
    expect(slow.body.message).toBe('The connect service took too long to answer');
  });

  it('answers an unknown /api path with a 404 JSON error', async () => {
    const response = await cookieClient(gateway.baseUrl).call('GET', '/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.message).toMatch(/No API route/);
  });
});

describe('gateway static files (DESIGN "Module Federation contract")', () => {
  it('serves remotes.json uncached and validated', async () => {
    const response = await fetch(`${gateway.baseUrl}/remotes.json`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()).remotes[0].name).toBe('worship');
  });

  it('caches hashed chunks for a year and revalidates manifests and entries', async () => {
    const chunk = await fetch(`${gateway.baseUrl}/mf/worship/1.0.0/325.b658c61894.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const manifest = await fetch(`${gateway.baseUrl}/mf/worship/1.0.0/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const entry = await fetch(`${gateway.baseUrl}/mf/worship/1.0.0/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const missing = await fetch(`${gateway.baseUrl}/mf/worship/9.9.9/mf-manifest.json`);
    expect(missing.status).toBe(404);
  });

  it('answers every app route with the shell page and its security headers, without a session cookie', async () => {
    const response = await fetch(`${gateway.baseUrl}/prayer-wall`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it("hints the page's remote files so they download with the shell's", async () => {
    const worshipFiles = [
      '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</mf/worship/1.0.0/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</mf/worship/1.0.0/remoteEntry.js>; rel=preload; as=script',
      '</mf/worship/1.0.0/325.b658c61894.js>; rel=preload; as=script',
    ].join(', ');
    expect((await fetch(`${gateway.baseUrl}/prayer-wall/42`)).headers.get('link')).toBe(worshipFiles);
    // The root draws the dashboard for a signed-in visitor (SPEC §2); without a session it is the pre-rendered
    // landing page (site-pages.test.ts). A page no remote owns gets only remotes.json.
    expect((await fetch(`${gateway.baseUrl}/`, { headers: { cookie: 'koinonia.sid=s%3Aabc.def' } })).headers.get('link')).toBe(worshipFiles);
    expect((await fetch(`${gateway.baseUrl}/login`)).headers.get('link')).toBe('</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous');
  });

  it('reports liveness and readiness', async () => {
    expect((await fetch(`${gateway.baseUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${gateway.baseUrl}/readyz`)).status).toBe(200);
  });
});
