import { Router } from 'express';
import { HttpError, parse, type Database } from '@koinonia/service-kit';
import { loginRequestSchema, signupRequestSchema, type SessionSubject } from '@koinonia/contracts';
import { hashPassword, spendVerificationTime, verifyPassword } from '../domain/passwords';
import { findUserByEmail, insertUser, toCurrentUser, type UserRow } from '../store/users';

const subjectOf = (row: UserRow): SessionSubject => ({ user: toCurrentUser(row), churchId: row.church_id });

/**
 * Called only by the gateway, which owns the session (DESIGN "Services"): it never proxies /internal,
 * and every call must carry its signed identity assertion.
 */
export function internalRoutes(db: Database): Router {
  const router = Router();

  router.post('/internal/credentials/verify', async (req, res) => {
    const { email, password } = parse(loginRequestSchema, req.body);
    const user = await findUserByEmail(db, email);
    if (!user) {
      await spendVerificationTime(password);
      throw new HttpError(401, 'Invalid email or password');
    }
    if (!(await verifyPassword(user.password_hash, password))) throw new HttpError(401, 'Invalid email or password');
    res.json(subjectOf(user));
  });

  router.post('/internal/users', async (req, res) => {
    const signup = parse(signupRequestSchema, req.body);
    const user = await insertUser(db, { ...signup, passwordHash: await hashPassword(signup.password) });
    if (!user) throw new HttpError(409, 'An account with this email already exists', { code: 'email_taken' });
    res.status(201).json(subjectOf(user));
  });

  return router;
}
