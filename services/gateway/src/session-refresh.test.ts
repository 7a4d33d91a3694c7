import { DEMO_CHURCH } from '@koinonia/contracts';
import { startGatewayWithIdentity, type GatewayWithIdentity } from './testing/gateway-with-identity';
import { cookieClient } from './testing/cookie-client';
import { identityService } from '@koinonia/identity-service';

let stack: GatewayWithIdentity;
let gateway: GatewayWithIdentity['gateway'];

beforeAll(async () => {
  stack = await startGatewayWithIdentity(identityService);
  ({ gateway } = stack);
});
afterAll(() => stack.close());

/** The stored session of the user, as the gateway keeps it in Redis. */
async function storedSessionOf(userId: string): Promise<Record<string, unknown> | undefined> {
  // keys() answers full names, get() adds the client's key prefix itself.
  const prefix = gateway.redis.options.keyPrefix ?? '';
  for (const key of await gateway.redis.keys(`${prefix}session:*`)) {
    const value = await gateway.redis.get(key.slice(prefix.length)).catch(() => null);
    if (value?.includes(userId)) return JSON.parse(value) as Record<string, unknown>;
  }
  return undefined;
}

describe('POST /api/auth/session/refresh', () => {
  it('reads the church again, keeping the same session', async () => {
    const browser = cookieClient(gateway.baseUrl);
    const signup = await browser.call('POST', '/api/auth/signup', {
      firstName: 'Ruth',
      lastName: 'Newcomer',
      email: 'session.refresh@example.org',
      password: 'refresh-password-9',
    });
    expect(signup.status).toBe(201);
    const userId: string = signup.body.id;
    expect(await storedSessionOf(userId)).toMatchObject({ churchId: null });

    // As when the church's staff accept the newcomer, without the announcement to the gateway.
    await stack.identity.db('identity.users').where({ id: userId }).update({ church_id: DEMO_CHURCH.id });
    const cookieBefore = browser.cookie;
    const refreshed = await browser.call('POST', '/api/auth/session/refresh');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ id: userId, email: 'session.refresh@example.org' });
    expect(browser.cookie).toBe(cookieBefore);
    expect(await storedSessionOf(userId)).toMatchObject({ churchId: DEMO_CHURCH.id, role: 'member' });
  });

  it('answers 401 without a session', async () => {
    const response = await cookieClient(gateway.baseUrl).call('POST', '/api/auth/session/refresh');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Authentication required');
  });
});
