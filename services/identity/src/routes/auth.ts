import type { CurrentUser } from '@koinonia/contracts';
import { access, HttpError, route, type Database } from '@koinonia/service-kit';
import { findUserById, toCurrentUser } from '../store/users';

/** The public /api/auth calls of SPEC §7 that the gateway proxies here. */
export const authRoutes = (db: Database) => [
  route({
    method: 'GET',
    path: '/api/auth/user',
    access: access.signedIn,
    async handle({ caller }): Promise<CurrentUser> {
      const user = await findUserById(db, caller.userId);
      if (!user) throw new HttpError(401, 'Authentication required', { code: 'not_signed_in' });
      return toCurrentUser(user);
    },
  }),
  route({
    method: 'GET',
    path: '/api/auth/user-role',
    access: access.signedIn,
    async handle({ caller }) {
      const user = await findUserById(db, caller.userId);
      if (!user) throw new HttpError(401, 'Authentication required', { code: 'not_signed_in' });
      return { role: user.role };
    },
  }),
];
