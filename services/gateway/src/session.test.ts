import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { createRedis } from '@koinonia/service-kit';
import { createSessionMiddleware, SESSION_COOKIE } from './session';

const redis = createRedis({ keyPrefix: `session-test-${Date.now()}:` });
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const app = express();
  app.use(createSessionMiddleware({ redis, secret: 'a-test-secret', production: false }));
  app.post('/sign-in', (req, res) => {
    req.session.userId = 'user-1';
    res.json({ ok: true });
  });
  app.get('/whoami', (req, res) => res.json({ userId: req.session.userId ?? null }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await redis.quit();
});

describe('gateway session expiry', () => {
  it('renews the cookie on every response but pushes the Redis TTL back at most once a minute', async () => {
    const signIn = await fetch(`${baseUrl}/sign-in`, { method: 'POST' });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const expire = jest.spyOn(redis, 'expire');
    for (let call = 0; call < 3; call += 1) {
      const response = await fetch(`${baseUrl}/whoami`, { headers: { cookie } });
      expect(await response.json()).toEqual({ userId: 'user-1' });
      expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE.replace('.', '\\.')}=`));
    }
    // The sign-in saved the session with its full TTL; the three reads within the minute touch it once.
    expect(expire).toHaveBeenCalledTimes(1);
    expire.mockRestore();
  });
});
