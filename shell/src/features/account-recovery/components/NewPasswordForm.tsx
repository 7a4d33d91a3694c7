import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Alert, Button, Muted, PageTitle, Stack, TextField } from '@koinonia/ui';
import { useConfirmPasswordReset } from '../api';

/** The second half of a reset: the emailed token and a new password typed twice. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useLanguage();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const confirm = useConfirmPasswordReset();
  const [mismatch, setMismatch] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const repeated = String(form.get('confirmPassword') ?? '');
    setMismatch(password !== repeated);
    if (password !== repeated) return;
    confirm.mutate({ token, password });
  }

  if (confirm.isSuccess) {
    return (
      <Stack>
        <PageTitle tabIndex={-1} ref={(heading) => heading?.focus()}>
          {t('accountRecovery.passwordChanged', 'Your password was changed')}
        </PageTitle>
        <Muted role="status">
          <Link to="/login">{t('accountRecovery.signInWithNewPassword', 'Sign in with your new password')}</Link>
        </Muted>
      </Stack>
    );
  }

  const error = confirm.error;
  const passwordIssue = error ? fieldErrorsOf(error).password : undefined;
  const passwordError = mismatch ? null : (passwordIssue ?? null);
  // The server's other refusals (a dead link) show on top, with the way to a new link.
  const linkError = error && !passwordIssue ? messageOf(error) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PageTitle>{t('accountRecovery.newPasswordTitle', 'Choose a new password')}</PageTitle>
        {linkError ? (
          <Alert>
            <Stack $gap={2}>
              <span>{linkError}</span>
              <Link to="/reset-password">{t('accountRecovery.askNewLink', 'Ask for a new link')}</Link>
            </Stack>
          </Alert>
        ) : null}
        <TextField
          label={t('accountRecovery.newPassword', 'New password (at least 8 characters)')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={passwordError}
        />
        <TextField
          label={t('accountRecovery.confirmPassword', 'Confirm the new password')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          error={mismatch ? t('accountRecovery.passwordsDiffer', 'The passwords do not match') : null}
        />
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? t('accountRecovery.saving', 'Saving…') : t('accountRecovery.setPassword', 'Set new password')}
        </Button>
      </Stack>
    </form>
  );
}
