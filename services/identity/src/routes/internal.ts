import { loginRequestSchema, signupRequestSchema, type SessionSubject } from '@koinonia/contracts';
import { access, HttpError, route, type Database } from '@koinonia/service-kit';
import { assertUncommonPassword, hashPassword, spendVerificationTime, verifyPassword } from '../domain/passwords';
import { findUserByEmail, insertUser, toCurrentUser, type UserRow } from '../store/users';

const subjectOf = (row: UserRow): SessionSubject => ({ user: toCurrentUser(row), churchId: row.church_id });

/**
 * Called only by the gateway, which owns the session (DESIGN "Services"): it never proxies /internal,
 * and every call must carry its signed identity assertion.
 */
export const internalRoutes = (db: Database) => [
  route({
    method: 'POST',
    path: '/internal/credentials/verify',
    access: access.gateway,
    body: loginRequestSchema,
    async handle({ body: { email, password } }): Promise<SessionSubject> {
      const user = await findUserByEmail(db, email);
      if (!user) {
        await spendVerificationTime(password);
        throw new HttpError(401, 'Invalid email or password');
      }
      if (!(await verifyPassword(user.password_hash, password))) throw new HttpError(401, 'Invalid email or password');
      return subjectOf(user);
    },
  }),
  route({
    method: 'POST',
    path: '/internal/users',
    access: access.gateway,
    body: signupRequestSchema,
    async handle({ body, res }) {
      assertUncommonPassword(body.password);
      const user = await insertUser(db, { ...body, passwordHash: await hashPassword(body.password) });
      if (!user) throw new HttpError(409, 'An account with this email already exists', { code: 'email_taken' });
      res.status(201).json(subjectOf(user));
    },
  }),
];
