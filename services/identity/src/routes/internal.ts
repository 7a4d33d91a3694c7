import { churchMembershipMessages, loginRequestSchema, signupRequestSchema, type SessionSubject } from '@koinonia/contracts';
import { access, HttpError, route, type Database } from '@koinonia/service-kit';
import { hashPassword, spendVerificationTime, verifyPassword } from '../domain/passwords';
import { assertAcceptablePassword } from '../domain/password-policy';
import { findUserByEmail, findUserById, insertUser, toCurrentUser, type UserRow } from '../store/users';

/** Who the gateway's session is for; a suspended account has none (403, after its password was checked). */
export function subjectOf(row: UserRow): SessionSubject {
  if (row.status !== 'active') throw new HttpError(403, churchMembershipMessages.accountSuspended, { code: 'account_suspended' });
  return { user: toCurrentUser(row), churchId: row.church_id, planTier: row.plan_tier };
}

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
        throw new HttpError(401, 'Invalid email or password', { code: 'invalid_credentials' });
      }
      if (!(await verifyPassword(user.password_hash, password))) throw new HttpError(401, 'Invalid email or password', { code: 'invalid_credentials' });
      return subjectOf(user);
    },
  }),
  route({
    method: 'POST',
    path: '/internal/users',
    access: access.gateway,
    body: signupRequestSchema,
    async handle({ body, res }) {
      assertAcceptablePassword(body.password, body);
      const user = await insertUser(db, { ...body, passwordHash: await hashPassword(body.password) });
      if (!user) throw new HttpError(409, 'An account with this email already exists', { code: 'email_taken' });
      res.status(201).json(subjectOf(user));
    },
  }),
  route({
    method: 'POST',
    path: '/internal/sessions/current',
    access: access.gateway,
    // The session's copy of who the user is (role, church) is taken at sign-in; when either changes, or the
    // account is suspended, the gateway asks again for the user of its assertion.
    async handle({ caller }): Promise<SessionSubject> {
      const user = caller.userId ? await findUserById(db, caller.userId) : undefined;
      if (!user) throw new HttpError(401, 'Authentication required', { code: 'not_signed_in' });
      return subjectOf(user);
    },
  }),
];
