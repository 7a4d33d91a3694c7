import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { apiRequest } from '@koinonia/api-client';
import type { CurrentUser } from '@koinonia/contracts';
import { useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Alert, Button, Card, Field, Muted, PageTitle, Stack } from '@koinonia/ui';
import { useSetCurrentUser } from './auth-state';
import { isLocalPath, RETURN_TO_STORAGE_KEY, takeReturnTo } from './return-to';

export const AuthCard = styled(Card)`
  max-width: 26rem;
  margin: 8vh auto;
`;

/** /login, and what a protected route shows when signed out (SPEC §2); returnTo says where to go next. */
export function LoginPage({ returnTo }: { returnTo?: string }) {
  // A protected page keeps its address while asking to sign in; saved, it survives a detour through a
  // password reset, a magic link or sign-up (SPEC §2: the saved returnTo is the next place to go).
  useEffect(() => {
    if (returnTo && isLocalPath(returnTo)) window.localStorage.setItem(RETURN_TO_STORAGE_KEY, returnTo);
  }, [returnTo]);
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const setCurrentUser = useSetCurrentUser();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    try {
      const user = await apiRequest<CurrentUser>('POST', '/api/auth/login', {
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      setCurrentUser(user);
      // The saved returnTo is used up either way (SPEC §2).
      const saved = takeReturnTo(location.search);
      navigate(returnTo ?? saved, { replace: true });
    } catch (failure) {
      setError(messageOf(failure));
      setSubmitting(false);
    }
  }

  return (
    <main>
      <AuthCard>
        <PageTitle>{t('auth.signInTitle', 'Sign in to Koinonia')}</PageTitle>
        <form onSubmit={submit} noValidate>
          <Stack>
            {error ? <Alert>{error}</Alert> : null}
            <Field>
              {t('auth.email', 'Email')}
              <input name="email" type="email" autoComplete="email" required />
            </Field>
            <Field>
              {t('auth.password', 'Password')}
              <input name="password" type="password" autoComplete="current-password" required />
            </Field>
            <Button type="submit" disabled={submitting}>
              {submitting ? t('auth.signingIn', 'Signing in…') : t('nav.signIn', 'Sign in')}
            </Button>
            <Muted>
              <Link to="/reset-password">{t('accountRecovery.forgotPassword', 'Forgot your password?')}</Link>{' '}
              <Link to="/reset-password?mode=link">{t('accountRecovery.emailSignInLink', 'Email me a sign-in link')}</Link>
            </Muted>
            <Muted>
              {t('auth.noAccount', 'New to Koinonia?')} <Link to="/quick-signup">{t('nav.getStarted', 'Get started free')}</Link>
            </Muted>
          </Stack>
        </form>
      </AuthCard>
    </main>
  );
}
