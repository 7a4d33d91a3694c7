import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { DEMO_PASSWORD, demoAccount } from '@koinonia/contracts';
import { startEmbeddedStack } from './embedded-stack';

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
  return { status: response.status, cookie: response.headers.get('set-cookie')?.split(';')[0], body: await response.json().catch(() => undefined) };
}

/** DESIGN "Run modes", embedded: the zero-setup stand-ins (PGlite on disk, in-process Redis) are tested too. */
describe('the embedded stack', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'koinonia-embedded-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const start = () => startEmbeddedStack({ rootDir, port: 0, dataDir, seed: true, databaseUrl: undefined, redisUrl: undefined });

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
    } finally {
      await stack.close();
    }
  });
});
