import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '@koinonia/api-client';
import { useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Alert, Button, LoadingState, Muted, PageTitle, Stack } from '@koinonia/ui';
import { AuthCard } from '../../../auth/LoginPage';
import { useConfirmEmailVerification, useSendVerificationEmail } from '../api';

/**
 * Sends a (new) verification email. SPEC §2 makes no auth check on this page, so it does not ask who is
 * signed in: it just tries, and a 401 turns into a way to sign in and come back.
 */
function SendVerificationEmail() {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const send = useSendVerificationEmail();
  if (send.isSuccess) return <Muted role="status">{t('emailVerification.sent', send.data.message)}</Muted>;
  const signedOut = send.error instanceof ApiError && send.error.status === 401;
  return (
    <Stack $gap={3}>
      {signedOut ? (
        <Alert>
          <Link to="/login?returnTo=%2Femail-verification">
            {t('emailVerification.signInToSend', 'Sign in to send a verification email')}
          </Link>
        </Alert>
      ) : send.isError ? (
        <Alert>{messageOf(send.error)}</Alert>
      ) : null}
      <div>
        <Button type="button" onClick={() => send.mutate()} disabled={send.isPending}>
          {send.isPending ? t('accountRecovery.sending', 'Sending…') : t('emailVerification.send', 'Send verification email')}
        </Button>
      </div>
    </Stack>
  );
}

/** Confirms the emailed token once, even when React runs the effect twice (StrictMode). */
function ConfirmToken({ token }: { token: string }) {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const confirm = useConfirmEmailVerification();
  const started = useRef<string | null>(null);
  const { mutate } = confirm;
  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    mutate(token);
  }, [token, mutate]);

  if (confirm.isSuccess) {
    return (
      <Stack>
        <PageTitle>{t('emailVerification.verified', 'Your email is verified')}</PageTitle>
        <Muted role="status">
          <Link to="/">{t('emailVerification.continue', 'Continue to Koinonia')}</Link>
        </Muted>
      </Stack>
    );
  }
  if (confirm.isError) {
    return (
      <Stack>
        <PageTitle>{t('emailVerification.title', 'Verify your email')}</PageTitle>
        <Alert>{messageOf(confirm.error)}</Alert>
        <SendVerificationEmail />
      </Stack>
    );
  }
  return <LoadingState label={t('emailVerification.verifying', 'Verifying your email')} />;
}

/** /email-verification (SPEC §2): confirms an emailed ?token=, or sends a verification email. */
export default function EmailVerificationPage() {
  const { t } = useLanguage();
  const [search] = useSearchParams();
  const token = search.get('token');
  return (
    <main>
      <AuthCard>
        {token ? (
          <ConfirmToken token={token} />
        ) : (
          <Stack>
            <PageTitle>{t('emailVerification.title', 'Verify your email')}</PageTitle>
            <Muted>{t('emailVerification.intro', 'We send a link to the email of your account. Open it to confirm the address is yours.')}</Muted>
            <SendVerificationEmail />
          </Stack>
        )}
      </AuthCard>
    </main>
  );
}
