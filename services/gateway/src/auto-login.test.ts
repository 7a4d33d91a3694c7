import { accountRecoveryMessages } from '@koinonia/contracts';
import { emailedToken, startGatewayWithIdentity, type GatewayWithIdentity } from './testing/gateway-with-identity';
import { cookieClient } from './testing/cookie-client';
import { identityService } from '@koinonia/identity-service';

let stack: GatewayWithIdentity;
let gateway: GatewayWithIdentity['gateway'];
let identity: GatewayWithIdentity['identity'];

beforeAll(async () => {
  stack = await startGatewayWithIdentity(identityService);
  ({ gateway, identity } = stack);
});
afterAll(() => stack.close());

const magicLinkToken = (email: string) => emailedToken(stack, '/api/auth/magic-link/request', '/auto-login', email);

describe('POST /api/auth/auto-login (magic-link sign-in)', () => {
  it('redeems the token once and starts a session like login, with a new session id', async () => {
    const browser = cookieClient(gateway.baseUrl);
    const signup = await browser.call('POST', '/api/auth/signup', {
      firstName: 'Magic',
      lastName: 'Link',
      email: 'magic.gateway@example.org',
      password: 'lantern-orchard-9',
    });
    expect(signup.status).toBe(201);
    const earlierSession = browser.cookie;
    const token = await magicLinkToken('magic.gateway@example.org');

    const signedIn = await browser.call('POST', '/api/auth/auto-login', { token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ email: 'magic.gateway@example.org', isAuthenticated: true, emailVerified: true });
    expect(signedIn.headers.get('set-cookie')).toMatch(/^koinonia\.sid=.*HttpOnly/i);
    expect(browser.cookie).not.toBe(earlierSession);
    expect((await browser.call('GET', '/api/auth/user')).body.email).toBe('magic.gateway@example.org');

    // The session before sign-in does not survive it (no fixation).
    const stale = cookieClient(gateway.baseUrl);
    stale.cookie = earlierSession;
    expect((await stale.call('GET', '/api/auth/user')).status).toBe(401);

    const secondBrowser = cookieClient(gateway.baseUrl);
    const reused = await secondBrowser.call('POST', '/api/auth/auto-login', { token });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(accountRecoveryMessages.invalidLink);
    expect(reused.headers.get('set-cookie')).toBeNull();
  });

  it('signs in a fresh browser with no session yet', async () => {
    await identity.request('POST', '/internal/users', {
      body: { firstName: 'Fresh', lastName: 'Browser', email: 'fresh.browser@example.org', password: 'quiet-harbour-27' },
    });
    const token = await magicLinkToken('fresh.browser@example.org');
    const browser = cookieClient(gateway.baseUrl);
    expect((await browser.call('POST', '/api/auth/auto-login', { token })).status).toBe(200);
    expect((await browser.call('GET', '/api/auth/user')).body.email).toBe('fresh.browser@example.org');
  });

  it('answers a bad token and a bad body with 400 JSON', async () => {
    const browser = cookieClient(gateway.baseUrl);
    const unknown = await browser.call('POST', '/api/auth/auto-login', { token: 'not-a-real-token' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: accountRecoveryMessages.invalidLink });
    const empty = await browser.call('POST', '/api/auth/auto-login', {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toEqual(expect.any(String));
  });

  it('is refused without X-Requested-With or from another site (CSRF)', async () => {
    const bare = await fetch(`${gateway.baseUrl}/api/auth/auto-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'whatever' }),
    });
    expect(bare.status).toBe(403);
    const crossSite = await cookieClient(gateway.baseUrl).call('POST', '/api/auth/auto-login', { token: 'whatever' }, { origin: 'https://elsewhere.example' });
    expect(crossSite.status).toBe(403);
  });
});
