import { useState, type FormEvent } from 'react';
import { useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Alert, Button, Muted, PageTitle, Stack, TextField } from '@koinonia/ui';
import { useRequestEmailLink, type EmailLinkKind } from '../api';

const copy = {
  'password-reset': {
    titleKey: 'accountRecovery.resetTitle',
    title: 'Reset your password',
    introKey: 'accountRecovery.resetIntro',
    intro: 'Enter the email of your account and we will send you a link to choose a new password.',
    submitKey: 'accountRecovery.sendResetLink',
    submit: 'Send reset link',
    sentKey: 'accountRecovery.resetRequested',
  },
  'magic-link': {
    titleKey: 'accountRecovery.magicLinkTitle',
    title: 'Email me a sign-in link',
    introKey: 'accountRecovery.magicLinkIntro',
    intro: 'Enter the email of your account and we will send you a link that signs you in without your password.',
    submitKey: 'accountRecovery.sendSignInLink',
    submit: 'Send sign-in link',
    sentKey: 'accountRecovery.magicLinkRequested',
  },
} as const;

/** Asks for an emailed link, then says to check the inbox (the server's words, the same for any email, translated). */
export function EmailLinkRequestForm({ kind }: { kind: EmailLinkKind }) {
  const { t } = useLanguage();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const request = useRequestEmailLink(kind);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const text = copy[kind];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldError(null);
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    request.mutate(email, {
      onError: (error) => {
        const emailProblem = fieldErrorsOf(error).email;
        if (emailProblem) setFieldError(emailProblem);
      },
    });
  }

  if (request.isSuccess) {
    return (
      <Stack>
        <PageTitle tabIndex={-1} ref={(heading) => heading?.focus()}>
          {t('accountRecovery.checkEmail', 'Check your email')}
        </PageTitle>
        <Muted role="status">{t(text.sentKey, request.data.message)}</Muted>
      </Stack>
    );
  }

  const otherError = request.isError && !fieldError ? messageOf(request.error) : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PageTitle>{t(text.titleKey, text.title)}</PageTitle>
        <Muted>{t(text.introKey, text.intro)}</Muted>
        {otherError ? <Alert>{otherError}</Alert> : null}
        <TextField label={t('auth.email', 'Email')} name="email" type="email" autoComplete="email" required error={fieldError} />
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? t('accountRecovery.sending', 'Sending…') : t(text.submitKey, text.submit)}
        </Button>
      </Stack>
    </form>
  );
}
