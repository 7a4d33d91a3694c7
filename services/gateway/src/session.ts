import session from 'express-session';
import RedisStore from 'connect-redis';
import type { RequestHandler } from 'express';
import type { Role } from '@koinonia/contracts';
import { HttpError, type RedisClient } from '@koinonia/service-kit';

declare module 'express-session' {
  interface SessionData {
    userId: string;
    role: Role;
    churchId: string | null;
    /** When the session's expiry was last pushed back (ms since the epoch). */
    renewedAt: number;
  }
}

export const SESSION_COOKIE = 'koinonia.sid';
const SESSION_DAYS = 14;
/** How often a session in use has its expiry pushed back, in Redis and in the cookie together. */
export const SESSION_RENEW_INTERVAL_MS = 60 * 60 * 1000;

/** express-session touches a store that can on every request; renewal is renewWhileInUse's job instead. */
function withoutTouch(store: RedisStore): session.Store {
  return Object.assign(store, { touch: undefined });
}

/**
 * Sliding expiry without work on every request: a session in use is saved again (new TTL in Redis, new
 * cookie) once an hour, so it ends 14 days after its last use give or take that hour. Renewing on every
 * response (a signed Set-Cookie, an EXPIRE in Redis) was about a tenth of the gateway's CPU in npm run bench.
 */
const renewWhileInUse: RequestHandler = (req, _res, next) => {
  const current = req.session;
  if (current?.userId && Date.now() - (current.renewedAt ?? 0) >= SESSION_RENEW_INTERVAL_MS) current.renewedAt = Date.now();
  next();
};

/**
 * DESIGN "Services": the gateway owns the session — an opaque id in an httpOnly, SameSite=Lax cookie
 * (Secure in production), data in Redis, expiry sliding with use. connect-redis 7 speaks ioredis; the
 * embedded in-process Redis has the same interface.
 */
export function createSessionMiddleware(options: { redis: RedisClient; secret: string; production: boolean }): RequestHandler {
  const middleware = session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store: withoutTouch(new RedisStore({ client: options.redis, prefix: 'session:' })),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: options.production,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.production,
      maxAge: SESSION_DAYS * 24 * 60 * 60 * 1000,
      path: '/',
    },
  });
  // A store failure (Redis away) is a 503 the client can read, never a hanging request or a 500.
  return (req, res, next) =>
    middleware(req, res, (error?: unknown) => {
      if (error) return next(new HttpError(503, 'Sign-in is temporarily unavailable. Please try again shortly.'));
      renewWhileInUse(req, res, next);
    });
}

/**
 * The session step of forwarded calls: a call without a session cookie has no session to load, and a
 * forwarded call never starts one (only the gateway's own sign-in and sign-up do), so express-session is
 * skipped — it would build and discard an empty session, about a fifth of the hop's CPU in npm run bench.
 */
export function onlyWithSessionCookie(middleware: RequestHandler): RequestHandler {
  return (req, res, next) => (req.headers.cookie?.includes(`${SESSION_COOKIE}=`) ? middleware(req, res, next) : next());
}
