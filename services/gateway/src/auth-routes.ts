import express, { Router, type Request } from 'express';
import { loginRequestSchema, signupRequestSchema, type SessionSubject } from '@koinonia/contracts';
import { HttpError, parse } from '@koinonia/service-kit';
import type { IdentityClient } from './identity-client';
import type { LoginThrottle } from './login-throttle';
import { SESSION_COOKIE } from './session';

/** A new session id at every sign-in (no fixation), holding only who the user is. */
async function startSession(req: Request, subject: SessionSubject): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
  req.session.userId = subject.user.id;
  req.session.role = subject.user.role;
  req.session.churchId = subject.churchId;
  await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

/** DESIGN "Auth contract": sign-up, sign-in and sign-out are the gateway's own, since it owns the session. */
export function authRoutes(identity: IdentityClient, throttle: LoginThrottle): Router {
  const router = Router();
  // Only these routes read a body in the gateway; everything else streams through the proxy untouched.
  const json = express.json({ limit: '10kb' });

  router.post('/api/auth/login', json, async (req, res) => {
    const credentials = parse(loginRequestSchema, req.body);
    const address = req.ip ?? 'unknown';
    await throttle.assertAllowed(credentials.email, address);
    let subject: SessionSubject;
    try {
      subject = await identity.verifyCredentials(req, credentials);
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) await throttle.recordFailure(credentials.email, address);
      throw error;
    }
    await throttle.recordSuccess(credentials.email);
    await startSession(req, subject);
    res.json(subject.user);
  });

  router.post('/api/auth/signup', json, async (req, res) => {
    const signup = parse(signupRequestSchema, req.body);
    const subject = await identity.createUser(req, signup);
    await startSession(req, subject);
    res.status(201).json(subject.user);
  });

  router.post('/api/auth/logout', async (req, res) => {
    await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
    res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
    res.status(204).end();
  });

  return router;
}
