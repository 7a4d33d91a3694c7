import { tokenRequestSchema, accountRecoveryMessages, type SessionSubject } from '@koinonia/contracts';
import { access, HttpError, route, type Database } from '@koinonia/service-kit';
import { consumeAuthToken } from '../store/auth-tokens';
import { markEmailVerified } from '../store/user-credentials';
import { findUserById } from '../store/users';
import { subjectOf } from './internal';

/**
 * Redeeming a magic link starts a session, which only the gateway can do: it calls this (never proxied
 * from outside) from POST /api/auth/auto-login and signs the user in with the answer.
 */
export const magicLinkRoutes = (db: Database) => [
  route({
    method: 'POST',
    path: '/internal/magic-links/redeem',
    access: access.gateway,
    body: tokenRequestSchema,
    async handle({ body: { token } }): Promise<SessionSubject> {
      const userId = await consumeAuthToken(db, token, 'magic-link');
      if (!userId) throw new HttpError(400, accountRecoveryMessages.invalidLink, { code: 'invalid_token' });
      // The link reached the member's mailbox: that proves the address as well.
      await markEmailVerified(db, userId);
      const user = await findUserById(db, userId);
      if (!user) throw new HttpError(400, accountRecoveryMessages.invalidLink, { code: 'invalid_token' });
      return subjectOf(user);
    },
  }),
];
