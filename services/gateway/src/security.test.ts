import { request } from 'node:http';
import { startTestGateway } from './testing/start-test-gateway';

let gateway: Awaited<ReturnType<typeof startTestGateway>>;
/** The same gateway behind a TLS-terminating proxy on loopback (TRUST_PROXY=loopback). */
let proxied: Awaited<ReturnType<typeof startTestGateway>>;
beforeAll(async () => {
  gateway = await startTestGateway({ serviceUrls: {} });
  proxied = await startTestGateway({ serviceUrls: {}, production: true });
});
afterAll(async () => {
  await gateway.close();
  await proxied.close();
});

const hostOf = (baseUrl: string) => new URL(baseUrl).host;

/** A state-changing call as a page would send it, with the given Origin (none when undefined). */
async function write(baseUrl: string, path: string, origin: string | undefined, headers: Record<string, string> = {}) {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', ...(origin === undefined ? {} : { origin }), ...headers },
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

// The gateway's own route (in Express) and a forwarded one (the plain pipeline; its service is down: 502 once past the check).
const ROUTES = [
  { path: '/api/auth/logout', allowed: 204 },
  { path: '/api/prayers', allowed: 502 },
];
const REFUSED = { status: 403, body: { message: 'Cross-site request refused', code: 'csrf' } };

describe('the CSRF origin check (scheme, host and port)', () => {
  it('accepts the gateway’s own origin, and a call without Origin', async () => {
    for (const { path, allowed } of ROUTES) {
      expect((await write(gateway.baseUrl, path, `http://${hostOf(gateway.baseUrl)}`)).status).toBe(allowed);
      expect((await write(gateway.baseUrl, path, undefined)).status).toBe(allowed);
    }
  });

  it('refuses https on a gateway served over http, another host or port, and "null"', async () => {
    const host = hostOf(gateway.baseUrl);
    const port = new URL(gateway.baseUrl).port;
    for (const { path } of ROUTES) {
      for (const origin of [`https://${host}`, `http://localhost:${port}`, `http://127.0.0.1:${Number(port) + 1}`, 'https://evil.example', 'null']) {
        expect({ origin, ...(await write(gateway.baseUrl, path, origin)) }).toEqual({ origin, ...REFUSED });
      }
    }
  });

  it('takes the scheme from X-Forwarded-Proto only from a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    for (const { path, allowed } of ROUTES) {
      expect((await write(proxied.baseUrl, path, `https://${hostOf(proxied.baseUrl)}`, https)).status).toBe(allowed);
      expect(await write(proxied.baseUrl, path, `http://${hostOf(proxied.baseUrl)}`, https)).toEqual(REFUSED);
      // Not behind a trusted proxy: the header is the caller's own, and the connection is http.
      expect(await write(gateway.baseUrl, path, `https://${hostOf(gateway.baseUrl)}`, https)).toEqual(REFUSED);
    }
  });

  it('refuses a WebSocket from another origin, https on http included', async () => {
    const upgradeStatus = (origin: string) =>
      new Promise<number>((resolve, reject) => {
        const call = request(`${gateway.baseUrl}/ws`, { headers: { connection: 'Upgrade', upgrade: 'websocket', origin, 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' } });
        call.on('response', (response) => resolve(response.statusCode ?? 0));
        call.on('upgrade', (response, socket) => (socket.destroy(), resolve(response.statusCode ?? 0)));
        // Past the check, the connect service is down here: the gateway drops the connection.
        call.on('error', () => resolve(0));
        call.on('timeout', () => reject(new Error('no answer')));
        call.end();
      });
    expect(await upgradeStatus(`https://${hostOf(gateway.baseUrl)}`)).toBe(403);
    expect(await upgradeStatus('https://evil.example')).toBe(403);
    expect(await upgradeStatus(`http://${hostOf(gateway.baseUrl)}`)).not.toBe(403);
  });
});

describe('the content security policy', () => {
  it('lets pages connect to their own origin only (its WebSocket included), the app and the public site alike', async () => {
    for (const path of ['/prayer-wall', '/landing']) {
      const csp = (await fetch(gateway.baseUrl + path)).headers.get('content-security-policy') ?? '';
      expect({ path, connect: /(?:^|;)connect-src ([^;]*)/.exec(csp)?.[1] }).toEqual({ path, connect: "'self'" });
    }
  });
});
