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

/**
 * DESIGN "Services": the gateway owns the session — an opaque id in an httpOnly, SameSite=Lax cookie
 * (Secure in production), data in Redis, expiry sliding with use. connect-redis 7 speaks ioredis; the
 * embedded in-process Redis has the same interface.
 */
export function createSessionMiddleware(options: { redis: RedisClient; secret: string; production: boolean }): RequestHandler {
  const middleware = session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store: new RedisStore({ client: options.redis, prefix: 'session:' }),
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
