import { SESSION_COOKIE } from '../session';

/**
 * A client that keeps its cookies like a browser (one jar: the session, the known-browser cookie) and
 * sends X-Requested-With like apiRequest. `cookie` is the session cookie alone ("koinonia.sid=…").
 */
export function cookieClient(baseUrl: string) {
  const jar = new Map<string, string>();
  return {
    get cookie(): string | undefined {
      const value = jar.get(SESSION_COOKIE);
      return value === undefined ? undefined : `${SESSION_COOKIE}=${value}`;
    },
    set cookie(pair: string | undefined) {
      if (pair === undefined) jar.delete(SESSION_COOKIE);
      else jar.set(SESSION_COOKIE, pair.slice(pair.indexOf('=') + 1));
    },
    /** Forgets every cookie but the session (a browser whose other cookies were cleared). */
    forgetOtherCookies() {
      for (const name of jar.keys()) if (name !== SESSION_COOKIE) jar.delete(name);
    },
    async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      const cookieHeader = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(baseUrl + path, {
        method,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookieHeader ? { cookie: cookieHeader } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      });
      for (const line of response.headers.getSetCookie()) {
        const pair = line.split(';')[0]!;
        const name = pair.slice(0, pair.indexOf('='));
        const value = pair.slice(pair.indexOf('=') + 1);
        // A cleared cookie (logout) comes back empty.
        if (value === '') jar.delete(name);
        else jar.set(name, value);
      }
      const text = await response.text();
      let json: any;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      return { status: response.status, headers: response.headers, body: json, text };
    },
  };
}
