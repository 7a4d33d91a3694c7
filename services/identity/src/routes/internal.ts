import { loginRequestSchema, signupRequestSchema, type SessionSubject } from '@koinonia/contracts';
import { access, HttpError, route, type Database } from '@koinonia/service-kit';
import { assertUncommonPassword, hashPassword, spendVerificationTime, verifyPassword } from '../domain/passwords';
import { findUserByEmail, findUserById, insertUser, toCurrentUser, type UserRow } from '../store/users';

/** Who the gateway's new session is for. */
export const subjectOf = (row: UserRow): SessionSubject => ({ user: toCurrentUser(row), churchId: row.church_id });

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
  route({
    method: 'POST',
    path: '/internal/sessions/current',
    access: access.gateway,
    // The session's copy of who the user is (role, church) is taken at sign-in; onboarding changes the
    // church, so the gateway asks again for the signed-in caller of its assertion.
    async handle({ caller }): Promise<SessionSubject> {
      const user = caller.userId ? await findUserById(db, caller.userId) : undefined;
      if (!user) throw new HttpError(401, 'Authentication required');
      return subjectOf(user);
    },
  }),
];
