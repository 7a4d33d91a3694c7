import type { Request, Response } from 'express';
import {
  accountRecoveryMessages,
  authTokenLifetimeSeconds,
  emailLinkRequestSchema,
  passwordResetConfirmSchema,
  tokenRequestSchema,
  type EmailVerified,
} from '@koinonia/contracts';
import { access, HttpError, route, type Database, type Mailer } from '@koinonia/service-kit';
import { hashPassword } from '../domain/passwords';
import { assertAcceptablePassword } from '../domain/password-policy';
import { emailLinks, emailVerificationEmail, magicLinkEmail, passwordResetEmail } from '../domain/emails';
import { consumeAuthToken, findLiveAuthToken, issueAuthToken } from '../store/auth-tokens';
import { markEmailVerified, setPasswordHash } from '../store/user-credentials';
import { findUserByEmail, findUserById, type UserRow } from '../store/users';
import type { EmailRequestLimit } from './email-request-limit';

export interface AccountRecoveryDeps {
  db: Database;
  mailer: Mailer;
  /** Where the links in emails point (PUBLIC_URL, or the embedded gateway's address), read when a link is made. */
  publicUrl: () => string;
  limitEmailRequests: EmailRequestLimit;
  /** Asks the gateway to end every session of a user (see userSessionsEndedChannel). */
  endSessionsOf(userId: string): Promise<void>;
}

const invalidLink = () => new HttpError(400, accountRecoveryMessages.invalidLink, { code: 'invalid_token' });
const recipientOf = (user: UserRow) => ({ email: user.email, firstName: user.first_name });
const ownerOf = (user: UserRow) => ({ email: user.email, firstName: user.first_name, lastName: user.last_name });

/**
 * The privacy rule of the link requests: the same 202 whether or not the account exists, answered before
 * any token or email is made, so that neither the answer nor its timing (an SMTP conversation takes a
 * while) tells an unknown address from a known one. A failed delivery is logged; the member can ask again.
 */
async function acceptThenSend(req: Request, res: Response, message: string, send: (() => Promise<void>) | undefined) {
  res.status(202).json({ message });
  try {
    await send?.();
  } catch (error) {
    req.log.error({ err: error }, 'an account email could not be sent');
  }
}

/** Password reset, email verification and magic-link requests (DESIGN "Auth contract"). */
export const accountRecoveryRoutes = ({ db, mailer, publicUrl, limitEmailRequests, endSessionsOf }: AccountRecoveryDeps) => [
  route({
    method: 'POST',
    path: '/api/auth/password-reset/request',
    access: access.public,
    body: emailLinkRequestSchema,
    async handle({ body: { email }, req, res }) {
      await limitEmailRequests(req, 'password-reset', email);
      const user = await findUserByEmail(db, email);
      await acceptThenSend(req, res, accountRecoveryMessages.resetRequested, user && (async () => {
        const { id, token } = await issueAuthToken(db, user.id, 'password-reset', authTokenLifetimeSeconds['password-reset']);
        await mailer.send({ ...passwordResetEmail(recipientOf(user), emailLinks.passwordReset(publicUrl(), token)), tokenId: id });
      }));
    },
  }),
  route({
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    access: access.public,
    body: passwordResetConfirmSchema,
    async handle({ body: { token, password }, req, res }) {
      // A dead link is reported before the password is judged: no new password can help it.
      const ownerId = await findLiveAuthToken(db, token, 'password-reset');
      const user = ownerId ? await findUserById(db, ownerId) : undefined;
      if (!user) throw invalidLink();
      // Judged against the account's own email and names (sign-up applies the same policy).
      assertAcceptablePassword(password, ownerOf(user));
      const passwordHash = await hashPassword(password);
      const changedFor = await db.transaction(async (transaction) => {
        const userId = await consumeAuthToken(transaction, token, 'password-reset');
        if (!userId) return null;
        await setPasswordHash(transaction, userId, passwordHash);
        // The link reached the member's mailbox: that proves the address as well.
        await markEmailVerified(transaction, userId);
        return userId;
      });
      if (!changedFor) throw invalidLink();
      // Whoever knew the old password is signed out everywhere. The password has changed either way, so a
      // failure here is logged for the operators rather than reported as a failed reset.
      await endSessionsOf(changedFor).catch((error: unknown) =>
        req.log.error({ err: error, userId: changedFor }, 'could not end the sessions of a user after a password reset'),
      );
      res.status(204).end();
    },
  }),
  route({
    method: 'POST',
    path: '/api/auth/email-verification/send',
    access: access.signedIn,
    async handle({ caller, req, res }) {
      const user = await findUserById(db, caller.userId);
      if (!user) throw new HttpError(401, 'Authentication required', { code: 'not_signed_in' });
      if (user.email_verified_at) throw new HttpError(409, accountRecoveryMessages.alreadyVerified, { code: 'already_verified' });
      await limitEmailRequests(req, 'email-verification', user.email);
      const { id, token } = await issueAuthToken(db, user.id, 'email-verification', authTokenLifetimeSeconds['email-verification']);
      await mailer.send({ ...emailVerificationEmail(recipientOf(user), emailLinks.emailVerification(publicUrl(), token)), tokenId: id });
      res.status(202).json({ message: accountRecoveryMessages.verificationSent });
    },
  }),
  route({
    method: 'POST',
    path: '/api/auth/email-verification/confirm',
    access: access.public,
    body: tokenRequestSchema,
    async handle({ body: { token } }): Promise<EmailVerified> {
      const userId = await consumeAuthToken(db, token, 'email-verification');
      if (!userId) throw invalidLink();
      await markEmailVerified(db, userId);
      return { emailVerified: true };
    },
  }),
  route({
    method: 'POST',
    path: '/api/auth/magic-link/request',
    access: access.public,
    body: emailLinkRequestSchema,
    async handle({ body: { email }, req, res }) {
      await limitEmailRequests(req, 'magic-link', email);
      const user = await findUserByEmail(db, email);
      await acceptThenSend(req, res, accountRecoveryMessages.magicLinkRequested, user && (async () => {
        const { id, token } = await issueAuthToken(db, user.id, 'magic-link', authTokenLifetimeSeconds['magic-link']);
        await mailer.send({ ...magicLinkEmail(recipientOf(user), emailLinks.magicLink(publicUrl(), token)), tokenId: id });
      }));
    },
  }),
];
