import { ApiError, type ApiErrorIssue } from '@koinonia/api-client';

type Translate = (key: string, fallback: string) => string;

/**
 * The sign-in, sign-up and password answers the server names by a code, in the reader's language; any
 * other failure keeps the server's words (SPEC §8).
 */
export function authErrorText(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const minutes = String(Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)));
  const withMinutes = (text: string) => text.replace('{minutes}', minutes);
  switch (error.code) {
    case 'login_throttled':
      return withMinutes(t('auth.error.loginThrottled', 'Too many sign-in attempts. Please try again in {minutes} min, or email yourself a sign-in link.'));
    case 'signup_throttled':
      return withMinutes(t('auth.error.signupThrottled', 'Too many sign-ups from this network. Please try again in {minutes} min.'));
    case 'busy':
      return t('auth.error.busy', 'Too many people are signing in right now. Please try again in a few seconds.');
    case 'account_suspended':
      return t('auth.error.accountSuspended', 'This account is suspended. Contact support for help.');
    default:
      return error.message;
  }
}

/** A field problem in the reader's language when the server names its rule (the password policy). */
export function fieldIssueText(issue: ApiErrorIssue, t: Translate): string {
  switch (issue.code) {
    case 'password_common':
      return t('auth.error.passwordCommon', 'This password is too common. Choose one that is harder to guess.');
    case 'password_repetitive':
      return t('auth.error.passwordRepetitive', 'This password is one character repeated, or only spaces. Choose one that is harder to guess.');
    case 'password_contains_personal_info':
      return t('auth.error.passwordPersonal', 'This password contains your name or email. Choose one that does not.');
    default:
      return issue.message;
  }
}
