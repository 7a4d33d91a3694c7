import { request } from 'node:http';
import { randomBytes } from 'node:crypto';

export interface Answer {
  status: number;
  text: string;
  /** The JSON answer, when it is JSON. */
  json: unknown;
}

/** One call through the gateway the way the app makes it: X-Requested-With, the session cookie, a JSON body. */
export async function callGateway(
  baseUrl: string,
  method: string,
  url: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const hasBody = options.body !== undefined && method !== 'GET';
  const response = await fetch(baseUrl + url, {
    method,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: hasBody ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json };
}

/** The status a WebSocket upgrade of `path` gets: 101 when it is let through, else the refusal's. */
export function upgradeStatus(baseUrl: string, path: string, cookie?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const upgrade = request(baseUrl + path, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        ...(cookie ? { cookie } : {}),
      },
    });
    upgrade.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 101);
    });
    upgrade.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    upgrade.on('error', reject);
    upgrade.end();
  });
}
