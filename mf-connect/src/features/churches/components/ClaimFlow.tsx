import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  CHURCH_CLAIM_CODE_LENGTH,
  CHURCH_CLAIM_CODE_MINUTES,
  CHURCH_CLAIM_MESSAGE_MAX_LENGTH,
  CHURCH_CLAIM_MESSAGE_MIN_LENGTH,
  type ChurchClaim,
  type ChurchClaimMethod,
  type ChurchListing,
} from '@koinonia/contracts';
import { paths, useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Alert, Button, Card, Field, FieldError, Muted, Stack, TextField } from '@koinonia/ui';
import { ChoiceList } from '@koinonia/ui/form-parts';
import { useStartClaim, useVerifyClaim, useWithdrawClaim } from '../api';
import { churchesPath, claimingPath } from '../paths';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Hint = styled(Muted)`
  display: block;
  font-size: 0.875rem;
  margin: 0;
`;

type Step =
  | { kind: 'choose' }
  | { kind: 'email' }
  | { kind: 'code'; claim: ChurchClaim }
  | { kind: 'review' }
  | { kind: 'submitted' }
  | { kind: 'done' };

const stepOfOpenClaim = (claim: ChurchClaim | undefined): Step =>
  !claim ? { kind: 'choose' } : claim.method === 'email' ? { kind: 'code', claim } : { kind: 'submitted' };

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack>
        <h2 id={headingId} style={{ margin: 0, fontSize: '1.125rem' }}>
          {title}
        </h2>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * Claiming one church: the way to prove it (a code mailed to an address at the church's domain, or support's
 * review), then the code or the message, then the outcome. The caller's open claim on it, if any, is taken up.
 */
export function ClaimFlow({ church, openClaim }: { church: ChurchListing; openClaim?: ChurchClaim }) {
  const { t } = useLanguage();
  const [step, setStep] = useState<Step>(() => stepOfOpenClaim(openClaim));

  if (step.kind === 'done') {
    return (
      <Panel title={t('churches.doneTitle', 'You are now the admin of {name}', { name: church.name })}>
        <p style={{ margin: 0 }}>
          {t(
            'churches.doneBody',
            '{name} is your church on Koinonia now. Its dashboard is in the sidebar, under CHURCH ADMIN.',
            { name: church.name },
          )}
        </p>
        <Buttons>
          <Link to={paths.churchDashboard()}>{t('churches.openDashboard', 'Open the church dashboard')}</Link>
          <Link to={churchesPath}>{t('churches.backToDirectory', 'Back to the directory')}</Link>
        </Buttons>
      </Panel>
    );
  }
  if (step.kind === 'submitted') {
    return (
      <Panel title={t('churches.submittedTitle', 'Your claim is with our support team')}>
        <p style={{ margin: 0 }}>
          {t(
            'churches.submittedBody',
            'They check what you wrote with {name} and decide. You can follow your claim under My claims.',
            { name: church.name },
          )}
        </p>
        <Link to={claimingPath}>{t('churches.myClaimsLink', 'My claims')}</Link>
      </Panel>
    );
  }
  if (church.claimed) {
    return (
      <Alert>
        {t(
          'churches.alreadyClaimed',
          'Its own staff already run {name} on Koinonia. Ask them to add you, or contact support.',
          { name: church.name },
        )}{' '}
        <Link to="/support">{t('churches.contactSupport', 'Contact support')}</Link>
      </Alert>
    );
  }
  return (
    <Stack>
      <Muted>
        {t(
          'churches.membershipNote',
          'If your claim succeeds, {name} becomes your church on Koinonia and you become its admin. If you belong to another church now, you leave it.',
          { name: church.name },
        )}
      </Muted>
      {step.kind === 'choose' ? (
        <ChooseMethod church={church} onChoose={(method) => setStep({ kind: method })} />
      ) : null}
      {step.kind === 'email' ? (
        <EmailStep
          church={church}
          onBack={() => setStep({ kind: 'choose' })}
          onSent={(claim) => setStep({ kind: 'code', claim })}
        />
      ) : null}
      {step.kind === 'code' ? (
        <CodeStep
          claim={step.claim}
          onDone={() => setStep({ kind: 'done' })}
          onStartAgain={() => setStep({ kind: 'email' })}
        />
      ) : null}
      {step.kind === 'review' ? (
        <ReviewStep
          church={church}
          onBack={() => setStep({ kind: 'choose' })}
          onSent={() => setStep({ kind: 'submitted' })}
        />
      ) : null}
    </Stack>
  );
}

function ChooseMethod({ church, onChoose }: { church: ChurchListing; onChoose(method: ChurchClaimMethod): void }) {
  const { t } = useLanguage();
  const [method, setMethod] = useState<ChurchClaimMethod>(church.emailDomain ? 'email' : 'review');
  return (
    <Panel title={t('churches.chooseTitle', 'How will you show the church is yours?')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onChoose(method);
        }}
      >
        <Stack>
          <ChoiceList>
            <legend>{t('churches.chooseLegend', 'Choose one')}</legend>
            <label>
              <input
                type="radio"
                name="method"
                value="email"
                disabled={!church.emailDomain}
                checked={method === 'email'}
                onChange={() => setMethod('email')}
              />
              <span>
                {t('churches.methodEmail', 'With an email address at the church')}
                <Hint as="span">
                  {church.emailDomain
                    ? t('churches.methodEmailHint', 'We send a code to an address at {domain}. It works at once.', {
                        domain: church.emailDomain,
                      })
                    : t(
                        'churches.methodEmailNoDomain',
                        'This church has no website, so an address at its domain cannot prove it.',
                      )}
                </Hint>
              </span>
            </label>
            <label>
              <input
                type="radio"
                name="method"
                value="review"
                checked={method === 'review'}
                onChange={() => setMethod('review')}
              />
              <span>
                {t('churches.methodReview', 'Ask our support team to review it')}
                <Hint as="span">
                  {t('churches.methodReviewHint', 'Tell us your role at the church; we check it with them and decide.')}
                </Hint>
              </span>
            </label>
          </ChoiceList>
          <Buttons>
            <Button type="submit">{t('churches.continue', 'Continue')}</Button>
          </Buttons>
        </Stack>
      </form>
    </Panel>
  );
}

function EmailStep({
  church,
  onBack,
  onSent,
}: {
  church: ChurchListing;
  onBack(): void;
  onSent(claim: ChurchClaim): void;
}) {
  const { t } = useLanguage();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const start = useStartClaim();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!email.trim()) {
      setFieldError(
        t('churches.emailRequired', 'Enter an email address at {domain}', { domain: church.emailDomain ?? '' }),
      );
      return;
    }
    setFieldError(null);
    start.mutate(
      { body: { churchId: church.id, method: 'email', email: email.trim() } },
      {
        onSuccess: onSent,
        onError: (error) => {
          const byField = fieldErrorsOf(error);
          if (byField.email) setFieldError(byField.email);
          else setFailure(messageOf(error));
        },
      },
    );
  }

  return (
    <Panel title={t('churches.emailTitle', 'Your email at the church')}>
      <form noValidate onSubmit={submit}>
        <Stack>
          {failure ? <Alert>{failure}</Alert> : null}
          <TextField
            label={
              <>
                {t('churches.emailLabel', 'Email address')}
                <Hint as="span">
                  {t('churches.emailHint', 'Use an address at {domain}.', { domain: church.emailDomain ?? '' })}
                </Hint>
              </>
            }
            type="email"
            autoComplete="email"
            dir="ltr"
            value={email}
            autoFocus
            error={fieldError}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Buttons>
            <Button type="submit" disabled={start.isPending}>
              {start.isPending ? t('churches.sending', 'Sending…') : t('churches.sendCode', 'Send the code')}
            </Button>
            <Button type="button" $variant="secondary" onClick={onBack}>
              {t('churches.back', 'Back')}
            </Button>
          </Buttons>
        </Stack>
      </form>
    </Panel>
  );
}

function CodeStep({ claim, onDone, onStartAgain }: { claim: ChurchClaim; onDone(): void; onStartAgain(): void }) {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const verify = useVerifyClaim();
  const withdraw = useWithdrawClaim();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ text: string; over: boolean } | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const digits = code.replace(/\s/g, '');
    if (!new RegExp(`^\\d{${CHURCH_CLAIM_CODE_LENGTH}}$`).test(digits)) {
      setFieldError(
        t('churches.codeInvalid', 'Enter the {length}-digit code from the email', { length: CHURCH_CLAIM_CODE_LENGTH }),
      );
      return;
    }
    setFieldError(null);
    verify.mutate(
      { claim, code: digits },
      {
        onSuccess: onDone,
        onError: (error) => {
          const errorCode = (error as { code?: string }).code;
          setFailure({
            text: messageOf(error),
            over: errorCode === 'church_claim_expired' || errorCode === 'church_claim_closed',
          });
        },
      },
    );
  }

  const useAnotherAddress = () => withdraw.mutate(claim, { onSettled: onStartAgain });

  return (
    <Panel title={t('churches.codeTitle', 'Enter the code')}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <p style={{ margin: 0 }}>
            {t('churches.codeSent', 'We sent a {length}-digit code to {email}. It works for {minutes} minutes.', {
              length: CHURCH_CLAIM_CODE_LENGTH,
              email: claim.email ?? '',
              minutes: CHURCH_CLAIM_CODE_MINUTES,
            })}
          </p>
          {failure ? <Alert>{failure.text}</Alert> : null}
          {failure?.over ? (
            <Buttons>
              <Button type="button" onClick={onStartAgain}>
                {t('churches.startAgain', 'Start again')}
              </Button>
            </Buttons>
          ) : (
            <>
              <TextField
                label={t('churches.codeLabel', 'Code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                dir="ltr"
                maxLength={CHURCH_CLAIM_CODE_LENGTH + 2}
                value={code}
                autoFocus
                error={fieldError}
                onChange={(event) => setCode(event.target.value)}
              />
              <Buttons>
                <Button type="submit" disabled={verify.isPending}>
                  {verify.isPending ? t('churches.confirming', 'Confirming…') : t('churches.confirmCode', 'Confirm')}
                </Button>
                <Button type="button" $variant="secondary" disabled={withdraw.isPending} onClick={useAnotherAddress}>
                  {t('churches.useAnotherAddress', 'Use another address')}
                </Button>
              </Buttons>
            </>
          )}
        </Stack>
      </form>
    </Panel>
  );
}

function ReviewStep({ church, onBack, onSent }: { church: ChurchListing; onBack(): void; onSent(): void }) {
  const { t } = useLanguage();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const start = useStartClaim();
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const messageId = useId();
  const counterId = useId();
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (message.trim().length < CHURCH_CLAIM_MESSAGE_MIN_LENGTH) {
      setFieldError(
        t('churches.messageTooShort', 'Write at least {minimum} characters', {
          minimum: CHURCH_CLAIM_MESSAGE_MIN_LENGTH,
        }),
      );
      return;
    }
    setFieldError(null);
    start.mutate(
      { body: { churchId: church.id, method: 'review', message: message.trim() } },
      {
        onSuccess: onSent,
        onError: (error) => {
          const byField = fieldErrorsOf(error);
          if (byField.message) setFieldError(byField.message);
          else setFailure(messageOf(error));
        },
      },
    );
  }

  return (
    <Panel title={t('churches.reviewTitle', 'Ask for a review')}>
      <form noValidate onSubmit={submit}>
        <Stack>
          {failure ? <Alert>{failure}</Alert> : null}
          <Field as="div">
            <label htmlFor={messageId}>
              {t('churches.messageLabel', 'Your role at the church, and how we can check it')}
            </label>
            <textarea
              id={messageId}
              rows={5}
              dir="auto"
              value={message}
              maxLength={CHURCH_CLAIM_MESSAGE_MAX_LENGTH}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${counterId} ${errorId}` : counterId}
              onChange={(event) => setMessage(event.target.value)}
            />
            <Hint as="span" id={counterId}>
              {t('churches.charactersLeft', '{count} characters left', {
                count: CHURCH_CLAIM_MESSAGE_MAX_LENGTH - message.length,
              })}
            </Hint>
            {fieldError ? <FieldError id={errorId}>{fieldError}</FieldError> : null}
          </Field>
          <Buttons>
            <Button type="submit" disabled={start.isPending}>
              {start.isPending ? t('churches.sending', 'Sending…') : t('churches.sendForReview', 'Send for review')}
            </Button>
            <Button type="button" $variant="secondary" onClick={onBack}>
              {t('churches.back', 'Back')}
            </Button>
          </Buttons>
        </Stack>
      </form>
    </Panel>
  );
}
