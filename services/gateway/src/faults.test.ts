import { DEMO_PASSWORD, demoAccount } from '@koinonia/contracts';
import { generateIdentityKeys } from '@koinonia/service-kit';
import { freePort, startTestService, type TestService } from '@koinonia/service-kit/testing';
import { identityService } from '@koinonia/identity-service';
import { worshipService } from '@koinonia/worship-service';
import { startTestGateway } from './testing/start-test-gateway';
import { cookieClient } from './testing/cookie-client';
import { ownRedisServer } from './testing/redis-server';

const keys = generateIdentityKeys();
const member = demoAccount('member');
let identity: TestService;

beforeAll(async () => {
  identity = await startTestService(identityService, { keys });
});
afterAll(() => identity.close());

describe('a service that is down', () => {
  it('gets a 502 JSON answer while down, and serves again once back, without restarting the gateway', async () => {
    const worshipPort = await freePort();
    const gateway = await startTestGateway({
      keys,
      serviceUrls: { identity: identity.baseUrl, worship: `http://127.0.0.1:${worshipPort}` },
    });
    let worship: TestService | undefined;
    try {
      const client = cookieClient(gateway.baseUrl);
      expect((await client.call('POST', '/api/auth/login', { email: member.email, password: DEMO_PASSWORD })).status).toBe(200);
      const down = await client.call('GET', '/api/prayers');
      expect(down.status).toBe(502);
      expect(down.body.message).toBe('The worship service is unavailable right now');
      // Other sections keep working meanwhile.
      expect((await client.call('GET', '/api/auth/user')).status).toBe(200);
      worship = await startTestService(worshipService, { keys, port: worshipPort });
      expect((await client.call('GET', '/api/prayers')).status).toBe(200);
    } finally {
      await worship?.close();
      await gateway.close();
    }
  });
});

describe('Redis down', () => {
  it('answers signed-in calls 503 JSON without hanging, keeps public pages, and recovers when Redis is back', async () => {
    const redis = ownRedisServer(await freePort());
    await redis.start();
    const gateway = await startTestGateway({ keys, redisUrl: redis.url, serviceUrls: { identity: identity.baseUrl } });
    try {
      const client = cookieClient(gateway.baseUrl);
      expect((await client.call('POST', '/api/auth/login', { email: member.email, password: DEMO_PASSWORD })).status).toBe(200);
      expect((await client.call('GET', '/api/auth/user')).status).toBe(200);

      await redis.stop();
      const signedIn = await client.call('GET', '/api/auth/user');
      expect(signedIn.status).toBe(503);
      expect(signedIn.body.message).toBe('Sign-in is temporarily unavailable. Please try again shortly.');
      expect((await fetch(`${gateway.baseUrl}/prayer-wall`)).status).toBe(200);
      expect((await fetch(`${gateway.baseUrl}/remotes.json`)).status).toBe(200);

      await redis.start();
      // The sessions lived in the Redis that went away; signing in again works at once.
      let relogin = 0;
      for (let attempt = 0; attempt < 40 && relogin !== 200; attempt += 1) {
        relogin = (await client.call('POST', '/api/auth/login', { email: member.email, password: DEMO_PASSWORD })).status;
        if (relogin !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(relogin).toBe(200);
      expect((await client.call('GET', '/api/auth/user')).status).toBe(200);
    } finally {
      await gateway.close();
      await redis.stop();
    }
  });
});
