import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD, demoAccount } from '@koinonia/contracts';
import { HttpError, type RedisClient } from '@koinonia/service-kit';
import { createTestRedis } from '@koinonia/service-kit/testing';
import { identityService } from '@koinonia/identity-service';
import { createLoginThrottle, LOGIN_ATTEMPTS_PER_CLIENT, LOGIN_FREE_FAILURES_PER_ACCOUNT, LOGIN_MAX_ACCOUNT_DELAY_SECONDS } from './login-throttle';
import { startTestGateway } from './testing/start-test-gateway';
import { cookieClient } from './testing/cookie-client';
import { emailedToken, startGatewayWithIdentity, type GatewayWithIdentity } from './testing/gateway-with-identity';

/** The real Redis when REDIS_URL is set (CI), and always the embedded one: the limits must hold on both. */
const redisKinds = [...(process.env.REDIS_URL ? [['real Redis', process.env.REDIS_URL] as const] : []), ['the embedded Redis', ''] as const];

/** An identity service that counts the passwords it is asked to check and refuses them all, a little slowly. */
async function countingIdentity() {
  let checked = 0;
  const server: Server = createServer((req, res) => {
    if (req.url === '/internal/credentials/verify') checked += 1;
    req.resume();
    setTimeout(() => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Invalid email or password' }));
    }, 20);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    checked: () => checked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const statuses = (responses: Array<{ status: number }>) =>
  responses.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe.each(redisKinds)('sign-in throttling under parallel attempts, on %s', (_kind, redisUrl) => {
  it(`checks at most ${LOGIN_ATTEMPTS_PER_CLIENT} of 300 concurrent guesses at one account from one address`, async () => {
    const identity = await countingIdentity();
    const gateway = await startTestGateway({ serviceUrls: { identity: identity.url }, redisUrl });
    try {
      const email = 'target@example.org';
      const responses = await Promise.all(
        Array.from({ length: 300 }, () => cookieClient(gateway.baseUrl).call('POST', '/api/auth/login', { email, password: 'guess-password' })),
      );
      expect(identity.checked()).toBeLessThanOrEqual(LOGIN_ATTEMPTS_PER_CLIENT);
      expect(statuses(responses)).toEqual({ 401: identity.checked(), 429: 300 - identity.checked() });
      const refused = responses.find((response) => response.status === 429)!;
      expect(refused.body).toMatchObject({ code: 'login_throttled', retryAfterSeconds: expect.any(Number) });
      expect(refused.headers.get('retry-after')).toBe(String(refused.body.retryAfterSeconds));
    } finally {
      await gateway.close();
      await identity.close();
    }
  });

  it('lets one attempt a second through to an account guessed at from 300 addresses at once', async () => {
    const redis = createTestRedis(redisUrl);
    try {
      const throttle = createLoginThrottle(redis.redis);
      const email = 'sprayed@example.org';
      const attempts = await Promise.allSettled(
        Array.from({ length: 300 }, (_, index) => throttle.begin({ email, address: `198.51.100.${index}`, knownBrowser: null })),
      );
      const checked = attempts.filter((attempt) => attempt.status === 'fulfilled');
      // The free failures, then one slot.
      expect(checked).toHaveLength(LOGIN_FREE_FAILURES_PER_ACCOUNT + 1);
      for (const attempt of attempts) {
        if (attempt.status === 'rejected') expect(attempt.reason).toMatchObject({ status: 429, details: { code: 'login_throttled' } });
      }
    } finally {
      await redis.close();
    }
  });
});

describe('an account under attack stays open to its owner', () => {
  let redis: { redis: RedisClient; close(): Promise<void> };
  beforeEach(() => {
    redis = createTestRedis();
  });
  afterEach(() => redis.close());

  async function failFrom(throttle: ReturnType<typeof createLoginThrottle>, email: string, addresses: string[]) {
    for (const address of addresses) await (await throttle.begin({ email, address, knownBrowser: null })).failed();
  }

  it('never locks the account: after the free failures each attempt waits a little longer, at most a minute', async () => {
    const throttle = createLoginThrottle(redis.redis);
    const email = 'slowed@example.org';
    await failFrom(throttle, email, Array.from({ length: LOGIN_FREE_FAILURES_PER_ACCOUNT }, (_, index) => `203.0.113.${index}`));
    // The next attempt takes the account's slot; the one straight after must wait for it to open.
    await (await throttle.begin({ email, address: '203.0.113.200', knownBrowser: null })).failed();
    const refused = await throttle.begin({ email, address: '203.0.113.201', knownBrowser: null }).catch((error: HttpError) => error);
    expect(refused).toBeInstanceOf(HttpError);
    const wait = (refused as HttpError).details.retryAfterSeconds!;
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(LOGIN_MAX_ACCOUNT_DELAY_SECONDS);
  });

  it('does not slow a browser the account signed in from before, nor count its attempts against others', async () => {
    const throttle = createLoginThrottle(redis.redis);
    const email = 'owner@example.org';
    await failFrom(throttle, email, Array.from({ length: LOGIN_FREE_FAILURES_PER_ACCOUNT + 1 }, (_, index) => `192.0.2.${index}`));
    await expect(throttle.begin({ email, address: '192.0.2.19', knownBrowser: null })).rejects.toMatchObject({ status: 429 });
    // The owner shares the attacker's last address (a café's Wi-Fi) but comes from their own browser.
    const owner = await throttle.begin({ email, address: '192.0.2.19', knownBrowser: 'owner-browser' });
    await owner.succeeded();
  });

  it('refuses a client its own 11th attempt on an account, whatever other clients do', async () => {
    const throttle = createLoginThrottle(redis.redis);
    const email = 'pair@example.org';
    await failFrom(throttle, email, Array.from({ length: LOGIN_ATTEMPTS_PER_CLIENT }, () => '192.0.2.50'));
    await expect(throttle.begin({ email, address: '192.0.2.50', knownBrowser: null })).rejects.toMatchObject({ status: 429 });
    await expect(throttle.begin({ email: 'other@example.org', address: '192.0.2.50', knownBrowser: null })).resolves.toBeDefined();
  });

  it('does not count an attempt whose password was never checked', async () => {
    const throttle = createLoginThrottle(redis.redis);
    const email = 'unchecked@example.org';
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS_PER_CLIENT * 2; attempt += 1) {
      await (await throttle.begin({ email, address: '192.0.2.60', knownBrowser: null })).abandoned();
    }
    await expect(throttle.begin({ email, address: '192.0.2.60', knownBrowser: null })).resolves.toBeDefined();
  });
});

describe('sign-in throttling through the gateway, with the real identity service', () => {
  let stack: GatewayWithIdentity;
  beforeAll(async () => {
    stack = await startGatewayWithIdentity(identityService);
  });
  afterAll(() => stack.close());

  it("signs the owner in from their own browser while a stranger's guesses are refused, and by email link from anywhere", async () => {
    const { email } = demoAccount('leader');
    const ownBrowser = cookieClient(stack.gateway.baseUrl);
    expect((await ownBrowser.call('POST', '/api/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
    expect((await ownBrowser.call('POST', '/api/auth/logout')).status).toBe(204);

    // A stranger on the same network guesses until refused.
    const stranger = cookieClient(stack.gateway.baseUrl);
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS_PER_CLIENT; attempt += 1) {
      expect((await stranger.call('POST', '/api/auth/login', { email, password: 'wrong-password' })).status).toBe(401);
    }
    const refused = await stranger.call('POST', '/api/auth/login', { email, password: DEMO_PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again, or sign in with an email link\.$/);

    expect((await ownBrowser.call('POST', '/api/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(200);

    // A new browser of the owner's, refused like the stranger, still gets in with an emailed link.
    const newBrowser = cookieClient(stack.gateway.baseUrl);
    expect((await newBrowser.call('POST', '/api/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(429);
    const token = await emailedToken(stack, '/api/auth/magic-link/request', '/auto-login', email);
    const signedIn = await newBrowser.call('POST', '/api/auth/auto-login', { token });
    expect(signedIn.status).toBe(200);
    expect((await newBrowser.call('GET', '/api/auth/user')).body.email).toBe(email);
  });

  it('does not take a known-browser cookie issued for another account', async () => {
    const browser = cookieClient(stack.gateway.baseUrl);
    expect((await browser.call('POST', '/api/auth/login', { email: demoAccount('member').email, password: DEMO_PASSWORD })).status).toBe(200);
    const { email } = demoAccount('pastor');
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS_PER_CLIENT; attempt += 1) {
      expect((await browser.call('POST', '/api/auth/login', { email, password: 'wrong-password' })).status).toBe(401);
    }
    expect((await browser.call('POST', '/api/auth/login', { email, password: DEMO_PASSWORD })).status).toBe(429);
  });
});
