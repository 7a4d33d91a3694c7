import session from 'express-session';
import { parse as parseCookie } from 'cookie';
import signature from 'cookie-signature';
import RedisStore from 'connect-redis';
import type { RequestHandler } from 'express';
import type { IndividualPlanTier, Role, SessionSubject } from '@koinonia/contracts';
import { HttpError, type Logger, type RedisClient } from '@koinonia/service-kit';
import { createSessionCache, type SessionCache } from './session-cache';
import { createUserSessions, type UserSessions } from './user-sessions';
import type { LiveSockets } from './live-sockets';

declare module 'express-session' {
  interface SessionData {
    userId: string;
    role: Role;
    churchId: string | null;
    /** The user's first and last name, asserted to services for what the user writes. */
    displayName: string;
    /** The user's individual plan (SPEC §6 plan tiers), asserted to services, which gate features by it. */
    planTier: IndividualPlanTier;
    /** When the session's expiry was last pushed back (ms since the epoch). */
    renewedAt: number;
  }
}

export const SESSION_COOKIE = 'koinonia.sid';
const SESSION_DAYS = 14;
/** How often a session in use has its expiry pushed back, in Redis and in the cookie together. */
export const SESSION_RENEW_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The Redis store as the gateway uses it: no touch (express-session touches a store that can on every
 * request; renewal is renewWhileInUse's job instead), and every write or destroy announced to the
 * replicas' session caches before it is reported done — so a sign-out has reached them when it answers.
 */
function announcingStore(store: RedisStore, cache: SessionCache): session.Store {
  const set = store.set.bind(store);
  const destroy = store.destroy.bind(store);
  const thenAnnounce = (sid: string, callback?: (error?: unknown) => void) => (error?: unknown) => {
    if (error) return callback?.(error);
    cache.announceChange(sid).then(() => callback?.(), callback);
  };
  return Object.assign(store, {
    touch: undefined,
    set: (sid: string, data: session.SessionData, callback?: (error?: unknown) => void) => set(sid, data, thenAnnounce(sid, callback)),
    destroy: (sid: string, callback?: (error?: unknown) => void) => destroy(sid, thenAnnounce(sid, callback)),
  });
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

const UNAVAILABLE = 'Sign-in is temporarily unavailable. Please try again shortly.';

export interface Sessions {
  /** express-session: reads, starts, renews and ends sessions (the gateway's own routes, /ws). */
  middleware: RequestHandler;
  /** The read-only session step of forwarded /api calls (see readForForwarding). */
  readForForwarding: RequestHandler;
  /** Resolves once the session cache has tried to subscribe: true if it serves (see session-cache.ts). */
  cacheReady(): Promise<boolean>;
  /** Each user's sessions, to end them all after a password reset or update them after a change of role. */
  users: UserSessions;
  /** Stops listening for session changes. */
  close(): Promise<void>;
}

/**
 * DESIGN "Services": the gateway owns the session — an opaque id in an httpOnly, SameSite=Lax cookie
 * (Secure in production), data in Redis, expiry sliding with use. connect-redis 7 speaks ioredis; the
 * embedded in-process Redis has the same interface.
 */
export function createSessions(options: {
  redis: RedisClient;
  logger: Logger;
  secret: string;
  production: boolean;
  /** Who a user is now (the identity service), to update their sessions when their role or church changes. */
  subjectOf(userId: string): Promise<SessionSubject>;
  liveSockets: LiveSockets;
}): Sessions {
  const cache = createSessionCache({ redis: options.redis, logger: options.logger });
  const store = announcingStore(new RedisStore({ client: options.redis, prefix: 'session:' }), cache);
  const users = createUserSessions({ redis: options.redis, store, logger: options.logger, subjectOf: options.subjectOf, liveSockets: options.liveSockets, forgetCached: cache.forget });
  const express = session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store,
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
  const middleware: RequestHandler = (req, res, next) =>
    express(req, res, (error?: unknown) => {
      if (error) return next(new HttpError(503, UNAVAILABLE, { code: 'unavailable' }));
      renewWhileInUse(req, res, next);
    });
  return {
    middleware,
    readForForwarding: readForForwarding({ store, cache, users, secret: options.secret, middleware }),
    cacheReady: () => cache.ready(),
    users,
    close: async () => {
      await Promise.all([cache.close(), users.close()]);
    },
  };
}

/**
 * The session step of forwarded calls, which only read the session: the signed cookie is checked and the
 * session read through the replica's session cache (see session-cache.ts), without express-session's
 * read-write machinery (session objects, change detection hashes, response hooks) — about a fifth of the
 * gateway's CPU per signed-in call in npm run bench. A call without a session cookie has no session to
 * load (a forwarded call never starts one); a session due for renewal goes through express-session, which
 * renews it.
 */
function readForForwarding(options: {
  store: session.Store;
  cache: SessionCache;
  users: UserSessions;
  secret: string;
  middleware: RequestHandler;
}): RequestHandler {
  const { store, cache, users, secret, middleware } = options;
  const readStore = (sid: string) =>
    new Promise<session.SessionData | null | undefined>((resolve, reject) =>
      store.get(sid, (error, data) => (error ? reject(error) : resolve(data))),
    );
  const sessionIdOf = verifiedSessionIds(secret);
  return (req, res, next) => {
    const header = req.headers.cookie;
    if (!header?.includes(`${SESSION_COOKIE}=`)) return next();
    const sid = sessionIdOf(parseCookie(header)[SESSION_COOKIE]);
    if (!sid) return next();
    const unavailable = () => next(new HttpError(503, UNAVAILABLE, { code: 'unavailable' }));
    const attach = (data: session.SessionData | null | undefined): void => {
      if (!data) return next();
      // The user's role or church just changed: this call waits for the updated session (user-sessions.ts).
      const pending = data.userId ? users.pendingRefresh(data.userId) : undefined;
      if (pending) return void pending.then(() => readStore(sid)).then(attach, unavailable);
      if (!data.userId || Date.now() - (data.renewedAt ?? 0) >= SESSION_RENEW_INTERVAL_MS) return void middleware(req, res, next);
      req.session = data as typeof req.session;
      req.sessionID = sid;
      next();
    };
    // Most calls find their session in memory: answered without waiting on a promise.
    const cached = cache.get(sid);
    if (cached) return attach(cached);
    void cache.load(sid, () => readStore(sid)).then(attach, unavailable);
  };
}

const VERIFIED_COOKIES_LIMIT = 10_000;

/**
 * The session id in a session cookie's value, or false when its signature does not hold. express-session's
 * format is "s:" + id + "." + HMAC; a value once verified is remembered (bounded), since a session sends the
 * same cookie on every call and the HMAC was the largest of the gateway's own costs per call. Only values
 * whose signature held are kept, so a forged one is checked, and refused, every time.
 */
function verifiedSessionIds(secret: string): (cookieValue: string | undefined) => string | false {
  const verified = new Map<string, string>();
  return (cookieValue) => {
    if (!cookieValue?.startsWith('s:')) return false;
    const known = verified.get(cookieValue);
    if (known) return known;
    const sid = signature.unsign(cookieValue.slice(2), secret);
    if (!sid) return false;
    if (verified.size >= VERIFIED_COOKIES_LIMIT) verified.clear();
    verified.set(cookieValue, sid);
    return sid;
  };
}
