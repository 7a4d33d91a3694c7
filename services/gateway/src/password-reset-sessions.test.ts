import { emailedToken, startGatewayWithIdentity, type GatewayWithIdentity } from './testing/gateway-with-identity';
import { cookieClient } from './testing/cookie-client';
import { identityService } from '@koinonia/identity-service';

let stack: GatewayWithIdentity;
let gateway: GatewayWithIdentity['gateway'];

beforeAll(async () => {
  stack = await startGatewayWithIdentity(identityService);
  ({ gateway } = stack);
});
afterAll(() => stack.close());

const resetToken = (email: string) => emailedToken(stack, '/api/auth/password-reset/request', '/reset-password', email);

describe('a password reset', () => {
  it('ends every session of the user, on every device', async () => {
    const email = 'reset.everywhere@example.org';
    const phone = cookieClient(gateway.baseUrl);
    expect((await phone.call('POST', '/api/auth/signup', { firstName: 'Lydia', lastName: 'Purple', email, password: 'first-password-9' })).status).toBe(201);
    const laptop = cookieClient(gateway.baseUrl);
    expect((await laptop.call('POST', '/api/auth/login', { email, password: 'first-password-9' })).status).toBe(200);
    const otherUser = cookieClient(gateway.baseUrl);
    expect((await otherUser.call('POST', '/api/auth/login', { email: 'member@example.org', password: 'demo-password-1' })).status).toBe(200);

    const token = await resetToken(email);
    expect((await cookieClient(gateway.baseUrl).call('POST', '/api/auth/password-reset/confirm', { token, password: 'second-password-9' })).status).toBe(204);

    // The gateway hears of it through Redis: both devices are signed out soon after, someone else is not.
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const statuses = [(await phone.call('GET', '/api/auth/user')).status, (await laptop.call('GET', '/api/auth/user')).status];
      if (statuses.every((status) => status === 401)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await phone.call('GET', '/api/auth/user')).status).toBe(401);
    expect((await laptop.call('GET', '/api/auth/user')).status).toBe(401);
    expect((await otherUser.call('GET', '/api/auth/user')).status).toBe(200);

    const again = cookieClient(gateway.baseUrl);
    expect((await again.call('POST', '/api/auth/login', { email, password: 'second-password-9' })).status).toBe(200);
    expect((await again.call('GET', '/api/auth/user')).status).toBe(200);
  });

  it('forgets a session signed out of, so the index holds only live ones', async () => {
    const email = 'signs.out@example.org';
    const browser = cookieClient(gateway.baseUrl);
    const signup = await browser.call('POST', '/api/auth/signup', { firstName: 'Dorcas', lastName: 'Joppa', email, password: 'first-password-9' });
    const members = () => gateway.redis.smembers(`user-sessions:${signup.body.id}`);
    expect(await members()).toHaveLength(1);
    await browser.call('POST', '/api/auth/logout');
    expect(await members()).toEqual([]);
  });
});
