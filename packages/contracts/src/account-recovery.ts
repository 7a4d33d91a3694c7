import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth';

/**
 * Password reset, email verification and magic-link sign-in (DESIGN "Auth contract"): single-use,
 * expiring tokens sent by email. A token is 32 random bytes in base64url (43 characters).
 */
export const AUTH_TOKEN_LENGTH = 43;

/** How long each kind of emailed link stays valid. */
export const authTokenLifetimeSeconds = {
  'password-reset': 60 * 60,
  'email-verification': 24 * 60 * 60,
  'magic-link': 15 * 60,
} as const;
export type AuthTokenPurpose = keyof typeof authTokenLifetimeSeconds;

/** Messages the screens show as they are (the client adds nothing to them). */
export const accountRecoveryMessages = {
  resetRequested: 'If an account exists for that email, we sent a link to reset the password.',
  magicLinkRequested: 'If an account exists for that email, we sent a link to sign in.',
  verificationSent: 'We sent a verification link to your email.',
  invalidLink: 'This link is invalid or has expired. Ask for a new one.',
  alreadyVerified: 'Your email is already verified',
  tooManyRequests: 'Too many emails were requested. Please wait a few minutes and try again.',
} as const;

// Any string up to a generous length: a wrong token is refused with the link message, not a field error.
const tokenSchema = z.string().min(1, accountRecoveryMessages.invalidLink).max(200, accountRecoveryMessages.invalidLink);

/** POST /api/auth/password-reset/request and /api/auth/magic-link/request: always 202. */
export const emailLinkRequestSchema = z.strictObject({ email: emailSchema });
export type EmailLinkRequest = z.infer<typeof emailLinkRequestSchema>;

/** The 202 answer to every link request, whether or not the account exists. */
export const acceptedMessageSchema = z.object({ message: z.string() });
export type AcceptedMessage = z.infer<typeof acceptedMessageSchema>;

/** POST /api/auth/password-reset/confirm: 204. */
export const passwordResetConfirmSchema = z.strictObject({ token: tokenSchema, password: passwordSchema });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/**
 * POST /api/auth/email-verification/confirm, POST /api/auth/auto-login (gateway) and
 * POST /internal/magic-links/redeem (identity, gateway only).
 */
export const tokenRequestSchema = z.strictObject({ token: tokenSchema });
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const emailVerifiedSchema = z.object({ emailVerified: z.literal(true) });
export type EmailVerified = z.infer<typeof emailVerifiedSchema>;
