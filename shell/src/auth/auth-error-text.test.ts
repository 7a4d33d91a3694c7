import { ApiError } from '@koinonia/api-client';
import { authErrorText, fieldIssueText } from './auth-error-text';

/** A translation table standing in for the loaded dictionary: French for the keys it has. */
const french: Record<string, string> = {
  'auth.error.loginThrottled': 'Trop de tentatives de connexion. Réessayez dans {minutes} min.',
  'auth.error.passwordPersonal': 'Ce mot de passe contient votre nom ou votre e-mail.',
};
const t = (key: string, fallback: string) => french[key] ?? fallback;

describe('sign-in and sign-up errors in the reader’s language', () => {
  it('says how many minutes a throttled sign-in must wait, rounded up', () => {
    const error = new ApiError(429, 'Too many failed sign-in attempts…', { code: 'login_throttled', retryAfterSeconds: 61 });
    expect(authErrorText(error, t)).toBe('Trop de tentatives de connexion. Réessayez dans 2 min.');
  });

  it('falls back to the English text for a code without a translation, and to the server’s words for any other failure', () => {
    expect(authErrorText(new ApiError(403, 'suspended', { code: 'account_suspended' }), t)).toBe('This account is suspended. Contact support for help.');
    expect(authErrorText(new ApiError(401, 'Invalid email or password'), t)).toBe('Invalid email or password');
    expect(authErrorText(new Error('Network down'), t)).toBe('Network down');
  });

  it('translates a password rule the server names, and keeps other field messages', () => {
    expect(fieldIssueText({ path: 'password', message: 'contains your name', code: 'password_contains_personal_info' }, t)).toBe(
      'Ce mot de passe contient votre nom ou votre e-mail.',
    );
    expect(fieldIssueText({ path: 'email', message: 'Enter a valid email address' }, t)).toBe('Enter a valid email address');
  });
});
