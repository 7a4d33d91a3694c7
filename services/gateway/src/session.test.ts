import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { createLogger, createRedis } from '@koinonia/service-kit';
import { createSessions, SESSION_COOKIE, SESSION_RENEW_INTERVAL_MS } from './session';
import { createLiveSockets } from './live-sockets';

const redis = createRedis({ keyPrefix: `session-test-${Date.now()}:` });
const replicas: Array<{ server: Server; close(): Promise<void> }> = [];
let baseUrl: string;

/** One gateway replica's session handling on the shared Redis, as small routes. */
async function startReplica(): Promise<string> {
  const app = express();
  const sessions = createSessions({
    redis,
    logger: createLogger('session-test'),
    secret: 'a-test-secret',
    production: false,
    subjectOf: async () => Promise.reject(new Error('no identity service in these tests')),
    liveSockets: createLiveSockets(),
  });
  // What a forwarded /api call sees: the read-only step, as the gateway's pipeline runs it.
  app.get('/forwarded', sessions.readForForwarding, (req, res) => res.json({ userId: req.session?.userId ?? null, sessionID: req.sessionID ?? null }));
  app.use(sessions.middleware);
  app.post('/sign-in', (req, res) => {
    req.session.userId = 'user-1';
    req.session.renewedAt = Date.now();
    res.json({ ok: true });
  });
  app.post('/sign-out', (req, res) => req.session.destroy(() => res.json({ ok: true })));
  app.get('/whoami', (req, res) => res.json({ userId: req.session.userId ?? null }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  replicas.push({ server, close: sessions.close });
  expect(await sessions.cacheReady()).toBe(true);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  baseUrl = await startReplica();
});
afterAll(async () => {
  for (const replica of replicas) {
    await new Promise((resolve) => replica.server.close(resolve));
    await replica.close();
  }
  await redis.quit();
});

describe('gateway session expiry', () => {
  const sessionKey = (cookie: string) => `session:${decodeURIComponent(cookie.split('=')[1]!).replace(/^s:/, '').split('.')[0]!}`;

  it('does no session write while the session was renewed within the hour', async () => {
    const signIn = await fetch(`${baseUrl}/sign-in`, { method: 'POST' });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const writes = [jest.spyOn(redis, 'set'), jest.spyOn(redis, 'expire')];
    for (let call = 0; call < 3; call += 1) {
      const response = await fetch(`${baseUrl}/whoami`, { headers: { cookie } });
      expect(await response.json()).toEqual({ userId: 'user-1' });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    for (const write of writes) expect(write).not.toHaveBeenCalled();
    writes.forEach((write) => write.mockRestore());
  });

  it('pushes the expiry back, in Redis and in the cookie, once the last renewal is an hour old', async () => {
    const signIn = await fetch(`${baseUrl}/sign-in`, { method: 'POST' });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const fortnight = 14 * 24 * 60 * 60 * 1000;
    // As if the session were last renewed over an hour ago and nearly over: it must get a full fortnight again.
    const stored = JSON.parse((await redis.get(sessionKey(cookie)))!);
    stored.renewedAt = Date.now() - SESSION_RENEW_INTERVAL_MS - 1_000;
    await redis.set(sessionKey(cookie), JSON.stringify(stored), 'PX', 60_000);
    const now = Date.now();
    const response = await fetch(`${baseUrl}/whoami`, { headers: { cookie } });
    expect(await response.json()).toEqual({ userId: 'user-1' });
    const renewed = response.headers.get('set-cookie')!;
    expect(renewed).toMatch(new RegExp(`^${SESSION_COOKIE.replace('.', '\\.')}=`));
    const expires = Date.parse(/Expires=([^;]+)/.exec(renewed)![1]!);
    expect(expires).toBeGreaterThan(now + fortnight - 60_000);
    expect(await redis.pttl(sessionKey(cookie))).toBeGreaterThan(fortnight - 60_000);
  });
});

describe('the session as forwarded calls read it', () => {
  const signIn = async () => (await fetch(`${baseUrl}/sign-in`, { method: 'POST' })).headers.get('set-cookie')!.split(';')[0]!;
  const forwarded = async (cookie?: string) => {
    const response = await fetch(`${baseUrl}/forwarded`, { headers: cookie ? { cookie } : {} });
    return { body: await response.json(), setCookie: response.headers.get('set-cookie') };
  };

  it('finds the signed-in user from the signed cookie, writing nothing', async () => {
    const cookie = await signIn();
    const writes = [jest.spyOn(redis, 'set'), jest.spyOn(redis, 'expire')];
    const { body, setCookie } = await forwarded(`theme=dark; ${cookie}`);
    expect(body.userId).toBe('user-1');
    expect(setCookie).toBeNull();
    for (const write of writes) expect(write).not.toHaveBeenCalled();
    writes.forEach((write) => write.mockRestore());
  });

  it('finds no session without a cookie, with a forged signature, or once the session is gone', async () => {
    const cookie = await signIn();
    const [name, value] = cookie.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -4)}AAAA`;
    const unsigned = `${name}=${encodeURIComponent(decodeURIComponent(value).replace(/\.[^.]*$/, ''))}`;
    for (const attempt of [undefined, forged, unsigned]) expect((await forwarded(attempt)).body).toEqual({ userId: null, sessionID: null });
    await redis.del(`session:${decodeURIComponent(value).slice(2).split('.')[0]}`);
    expect((await forwarded(cookie)).body).toEqual({ userId: null, sessionID: null });
  });

  it('hands a session due for renewal to express-session, which renews it', async () => {
    const cookie = await signIn();
    const key = `session:${decodeURIComponent(cookie.split('=')[1]!).slice(2).split('.')[0]}`;
    const stored = JSON.parse((await redis.get(key))!);
    stored.renewedAt = Date.now() - SESSION_RENEW_INTERVAL_MS - 1_000;
    await redis.set(key, JSON.stringify(stored), 'PX', 60_000);
    const { body, setCookie } = await forwarded(cookie);
    expect(body.userId).toBe('user-1');
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE.replace('.', '\\.')}=`));
    expect(await redis.pttl(key)).toBeGreaterThan(13 * 24 * 60 * 60 * 1000);
  });
});

describe('sessions served from memory (session-cache.ts)', () => {
  it('stops serving a session on every replica as soon as it is signed out on one', async () => {
    const other = await startReplica();
    const cookie = (await fetch(`${baseUrl}/sign-in`, { method: 'POST' })).headers.get('set-cookie')!.split(';')[0]!;
    const forwardedOnOther = async () => (await (await fetch(`${other}/forwarded`, { headers: { cookie } })).json()).userId;
    expect(await forwardedOnOther()).toBe('user-1');
    const reads = jest.spyOn(redis, 'get');
    expect(await forwardedOnOther()).toBe('user-1');
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();

    await fetch(`${baseUrl}/sign-out`, { method: 'POST', headers: { cookie } });
    expect(await forwardedOnOther()).toBeNull();
  });
});
