import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { parse as parseCookie } from 'cookie';

export const KNOWN_BROWSER_COOKIE = 'koinonia.browser';
const KNOWN_FOR_DAYS = 180;
const COOKIE_PATH = '/api/auth/login';

/**
 * OWASP's device cookie: after a successful sign-in the browser keeps a token bound to that account
 * (an HMAC of the email, a random id and the date, under the session secret). Sign-in attempts that
 * carry it are throttled apart from everyone else's, so a stranger's guesses never slow its owner down.
 * Nothing is stored on the server; the cookie is sent to the login route only.
 */
export function createKnownBrowsers(options: { secret: string; production: boolean }) {
  const key = createHmac('sha256', options.secret).update('known-browsers').digest();
  const sign = (email: string, id: string, issued: string) => createHmac('sha256', key).update(`${email}\n${id}\n${issued}`).digest('base64url');

  return {
    /** The browser's id when its cookie was issued for this email within the last 180 days, else null. */
    identify(req: Request, email: string): string | null {
      const value = req.headers.cookie ? parseCookie(req.headers.cookie)[KNOWN_BROWSER_COOKIE] : undefined;
      const [id, issued, mac] = value?.split('.') ?? [];
      if (!id || !issued || !mac) return null;
      const expected = Buffer.from(sign(email, id, issued));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const ageDays = (Date.now() - parseInt(issued, 36)) / 86_400_000;
      return ageDays >= 0 && ageDays <= KNOWN_FOR_DAYS ? id : null;
    },
    /** After a successful sign-in: this browser is now known to the account (one account per browser). */
    remember(res: Response, email: string): void {
      const id = randomBytes(12).toString('base64url');
      const issued = Date.now().toString(36);
      res.cookie(KNOWN_BROWSER_COOKIE, `${id}.${issued}.${sign(email, id, issued)}`, {
        httpOnly: true,
        sameSite: 'lax',
        secure: options.production,
        path: COOKIE_PATH,
        maxAge: KNOWN_FOR_DAYS * 86_400_000,
      });
    },
  };
}
export type KnownBrowsers = ReturnType<typeof createKnownBrowsers>;
