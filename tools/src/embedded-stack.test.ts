import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { DEMO_PASSWORD, demoAccount } from '@koinonia/contracts';
import { startEmbeddedStack, type RunningStack } from './embedded-stack';

const rootDir = path.resolve(__dirname, '../..');
const member = demoAccount('member');

async function call(baseUrl: string, method: string, route: string, body?: unknown, cookie?: string) {
  const response = await fetch(baseUrl + route, {
    method,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  // The session cookie (sign-in may set others, e.g. the gateway's known-browser cookie).
  const session = response.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair?.startsWith('koinonia.sid='));
  return { status: response.status, cookie: session, body: await response.json().catch(() => undefined) };
}

async function newestMailTo(db: RunningStack['db'], to: string): Promise<{ text_body: string }> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mail = await db('identity.mail_outbox').where({ recipient: to }).orderBy('created_at', 'desc').first();
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to}`);
}

/** DESIGN "Run modes", embedded: the zero-setup stand-ins (PGlite on disk, in-process Redis) are tested too. */
describe('the embedded stack', () => {
  let dataDir: string;
  const publicUrl = process.env.PUBLIC_URL;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'koinonia-embedded-'));
    delete process.env.PUBLIC_URL;
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
    if (publicUrl !== undefined) process.env.PUBLIC_URL = publicUrl;
  });

  const start = () => startEmbeddedStack({ rootDir, port: 0, dataDir, seed: true, databaseUrl: undefined, redisUrl: undefined });
  // A first start migrates every schema into a new PGlite (the Bible's 62,000 verses twice among them): some
  // 10 s alone, several times that on a 2-core machine running other suites beside it.
  jest.setTimeout(120_000);

  it('keeps what was written across a restart (PGlite persisted in the data folder)', async () => {
    const email = `persisted-${Date.now()}@example.org`;
    const first = await start();
    const signup = await call(first.url, 'POST', '/api/auth/signup', { firstName: 'Lydia', lastName: 'Thyatira', email, password: 'purple-cloth-seller' });
    expect(signup.status).toBe(201);
    await first.close();

    const second = await start();
    try {
      const login = await call(second.url, 'POST', '/api/auth/login', { email, password: 'purple-cloth-seller' });
      expect(login.status).toBe(200);
      expect(login.body.firstName).toBe('Lydia');
    } finally {
      await second.close();
    }
  });

  it('serves the signed-in user, the services behind the gateway and /ws with the session', async () => {
    const stack = await start();
    try {
      const login = await call(stack.url, 'POST', '/api/auth/login', { email: member.email, password: DEMO_PASSWORD });
      expect(login.status).toBe(200);
      for (const route of ['/api/auth/user', '/api/prayers', '/api/events', '/api/opportunities', '/api/notifications', '/api/translations/core/fr']) {
        expect([route, (await call(stack.url, 'GET', route, undefined, login.cookie)).status]).toEqual([route, 200]);
      }
      const welcome = await new Promise<unknown>((resolve, reject) => {
        const socket = new WebSocket(`${stack.url.replace('http', 'ws')}/ws`, { headers: { cookie: login.cookie ?? '' } });
        socket.once('message', (data) => {
          resolve(JSON.parse(String(data)));
          socket.close();
        });
        socket.once('error', reject);
      });
      expect(welcome).toEqual({ type: 'welcome', userId: member.id });

      // Without PUBLIC_URL, links in emails lead to this stack's own gateway, whatever its port.
      expect((await call(stack.url, 'POST', '/api/auth/magic-link/request', { email: member.email })).status).toBe(202);
      const mail = await newestMailTo(stack.db, member.email);
      expect(mail.text_body).toMatch(new RegExp(`${stack.url}/auto-login\\?token=[A-Za-z0-9_-]{43}`));
    } finally {
      await stack.close();
    }
  });
});
