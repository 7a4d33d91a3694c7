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
  }
}

export const SESSION_COOKIE = 'koinonia.sid';
const SESSION_DAYS = 14;
/** How often one gateway pushes a session's expiry back in Redis while it is in use. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
const TOUCHES_REMEMBERED = 10_000;

/**
 * Sliding expiry without a Redis write on every request: a session used again within a minute of its last
 * touch keeps its TTL (still ~14 days ahead); the cookie itself is renewed on every response as before.
 * That EXPIRE on every call was about a twentieth of the gateway's CPU in npm run bench.
 */
function touchAtMostEveryInterval(store: RedisStore): RedisStore {
  const touchedAt = new Map<string, number>();
  const touch = store.touch.bind(store);
  store.touch = (sid, session, callback) => {
    const now = Date.now();
    if (now - (touchedAt.get(sid) ?? 0) < SESSION_TOUCH_INTERVAL_MS) {
      callback?.();
      return Promise.resolve();
    }
    if (touchedAt.size >= TOUCHES_REMEMBERED) touchedAt.clear();
    touchedAt.set(sid, now);
    return touch(sid, session, callback);
  };
  return store;
}

/**
 * DESIGN "Services": the gateway owns the session — an opaque id in an httpOnly, SameSite=Lax cookie
 * (Secure in production), data in Redis, expiry sliding with use. connect-redis 7 speaks ioredis; the
 * embedded in-process Redis has the same interface.
 */
export function createSessionMiddleware(options: { redis: RedisClient; secret: string; production: boolean }): RequestHandler {
  const middleware = session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store: touchAtMostEveryInterval(new RedisStore({ client: options.redis, prefix: 'session:' })),
    resave: false,
    saveUninitialized: false,
    rolling: true,
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
      next();
    });
}
