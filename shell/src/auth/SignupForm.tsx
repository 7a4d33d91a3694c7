import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { apiRequest } from '@koinonia/api-client';
import type { CurrentUser } from '@koinonia/contracts';
import { useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Alert, Button, Muted, PageTitle, Stack, TextField } from '@koinonia/ui';
import { useSetCurrentUser } from './auth-state';

const FIELDS = [
  { name: 'firstName', key: 'auth.firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', key: 'auth.lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', key: 'auth.email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', key: 'auth.passwordWithLength', label: 'Password (at least 8 characters)', type: 'password', autoComplete: 'new-password' },
] as const;

/**
 * Creating an account (/quick-signup and the first screen of /onboarding): the new user is signed in and
 * becomes the current user; the server's field messages show beside each field.
 */
export function SignupForm({ onSignedUp, notice }: { onSignedUp(user: CurrentUser): void; notice?: ReactNode }) {
  const { t } = useLanguage();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const setCurrentUser = useSetCurrentUser();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    setFieldErrors({});
    try {
      const user = await apiRequest<CurrentUser>(
        'POST',
        '/api/auth/signup',
        Object.fromEntries(FIELDS.map(({ name }) => [name, String(form.get(name) ?? '')])),
      );
      setCurrentUser(user);
      onSignedUp(user);
    } catch (failure) {
      const problems = fieldErrorsOf(failure);
      setFieldErrors(problems);
      // Field problems show beside their fields; anything else (a taken email, a network failure) on top.
      setError(Object.keys(problems).length > 0 ? null : messageOf(failure));
      setSubmitting(false);
    }
  }

  return (
    <>
      <PageTitle>{t('auth.signUpTitle', 'Create your Koinonia account')}</PageTitle>
      <form onSubmit={submit} noValidate>
        <Stack>
          {notice}
          {error ? <Alert>{error}</Alert> : null}
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={t(field.key, field.label)}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              error={fieldErrors[field.name]}
            />
          ))}
          <Button type="submit" disabled={submitting}>
            {submitting ? t('auth.creating', 'Creating your account…') : t('nav.getStarted', 'Get started free')}
          </Button>
          <Muted>
            {t('auth.haveAccount', 'Already have an account?')} <Link to="/login">{t('nav.signIn', 'Sign in')}</Link>
          </Muted>
        </Stack>
      </form>
    </>
  );
}
