import express, { Router, type Request } from 'express';
import type { z } from 'zod';
import { fullName, loginRequestSchema, signupRequestSchema, tokenRequestSchema, type SessionSubject } from '@koinonia/contracts';
import { access, HttpError, parse, type HttpMethod, type RouteAccess } from '@koinonia/service-kit';
import type { IdentityClient } from './identity-client';
import type { KnownBrowsers } from './known-browsers';
import type { LoginThrottle } from './login-throttle';
import type { SignupLimit } from './signup-limit';
import type { UserSessions } from './user-sessions';
import { SESSION_COOKIE } from './session';

/** A new session id at every sign-in (no fixation), holding only who the user is. */
async function startSession(req: Request, subject: SessionSubject, users: UserSessions): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
  req.session.userId = subject.user.id;
  req.session.role = subject.user.role;
  req.session.churchId = subject.churchId;
  req.session.displayName = fullName(subject.user);
  req.session.planTier = subject.planTier;
  req.session.renewedAt = Date.now();
  await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
  await users.remember(subject.user.id, req.sessionID);
}

/**
 * The /api routes the gateway answers itself, declared like the services' for the security matrix, with
 * the body each parses (the matrix sends one that parses, so the handler's own checks are reached).
 */
export const gatewayRoutes = {
  login: { method: 'POST', path: '/api/auth/login', access: access.public, body: loginRequestSchema },
  signup: { method: 'POST', path: '/api/auth/signup', access: access.public, body: signupRequestSchema },
  logout: { method: 'POST', path: '/api/auth/logout', access: access.public },
  autoLogin: { method: 'POST', path: '/api/auth/auto-login', access: access.public, body: tokenRequestSchema },
  refreshSession: { method: 'POST', path: '/api/auth/session/refresh', access: access.signedIn },
} as const satisfies Record<string, { method: HttpMethod; path: string; access: RouteAccess; body?: z.ZodType }>;

/**
 * DESIGN "Auth contract": sign-up, sign-in (with a password or a magic link) and sign-out are the gateway's own,
 * since it owns the session.
 */
export function authRoutes(deps: {
  identity: IdentityClient;
  throttle: LoginThrottle;
  knownBrowsers: KnownBrowsers;
  signupLimit: SignupLimit;
  users: UserSessions;
}): Router {
  const { identity, throttle, knownBrowsers, signupLimit, users } = deps;
  const router = Router();
  // Only these routes read a body in the gateway; everything else streams through the proxy untouched.
  const json = express.json({ limit: '10kb' });

  router.post(gatewayRoutes.login.path, json, async (req, res) => {
    const credentials = parse(gatewayRoutes.login.body, req.body);
    const attempt = await throttle.begin({
      email: credentials.email,
      address: req.ip ?? 'unknown',
      knownBrowser: knownBrowsers.identify(req, credentials.email),
    });
    let subject: SessionSubject;
    try {
      subject = await identity.verifyCredentials(req, credentials);
    } catch (error) {
      const wrongPassword = error instanceof HttpError && error.status === 401;
      await (wrongPassword ? attempt.failed() : attempt.abandoned());
      throw error;
    }
    await attempt.succeeded();
    await startSession(req, subject, users);
    knownBrowsers.remember(res, credentials.email);
    res.json(subject.user);
  });

  router.post(gatewayRoutes.signup.path, json, async (req, res) => {
    const signup = parse(gatewayRoutes.signup.body, req.body);
    await signupLimit.assertAllowed({ email: signup.email, address: req.ip ?? 'unknown' });
    const subject = await identity.createUser(req, signup);
    await startSession(req, subject, users);
    res.status(201).json(subject.user);
  });

  // A magic link (DESIGN "Auth contract"): the identity service uses the token up, the session starts as at login.
  router.post(gatewayRoutes.autoLogin.path, json, async (req, res) => {
    const { token } = parse(gatewayRoutes.autoLogin.body, req.body);
    const subject = await identity.redeemMagicLink(req, token);
    await startSession(req, subject, users);
    res.json(subject.user);
  });

  // The session keeps the role, church and plan taken at sign-in; after onboarding sets a church, the shell asks
  // for them to be read again (same session id: nothing about who is signed in changes).
  router.post(gatewayRoutes.refreshSession.path, async (req, res) => {
    if (!req.session.userId) throw new HttpError(401, 'Authentication required');
    const subject = await identity.currentSubject(req);
    req.session.role = subject.user.role;
    req.session.churchId = subject.churchId;
    req.session.displayName = fullName(subject.user);
    req.session.planTier = subject.planTier;
    await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
    res.json(subject.user);
  });

  router.post(gatewayRoutes.logout.path, async (req, res) => {
    if (req.session.userId) await users.forget(req.session.userId, req.sessionID);
    await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
    res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
    res.status(204).end();
  });

  return router;
}
