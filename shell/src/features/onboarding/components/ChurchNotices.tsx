import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLanguage } from '@koinonia/shell-contract';
import { Button, Muted } from '@koinonia/ui';

/** A boxed message of the church step, marked at its start edge (the right one in right-to-left languages). */
const Box = styled.section<{ $tone: 'waiting' | 'done' | 'invite' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid
    ${({ theme, $tone }) => ($tone === 'done' ? theme.colors.success : $tone === 'waiting' ? theme.colors.accent : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  h3 { margin: 0; font-size: 1.125rem; overflow-wrap: anywhere; }
  h3:focus { outline: none; }
  p { margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(1)};
`;

/** A notice whose heading takes focus when it appears after the member acted, so a screen reader reads it out. */
function Notice(props: { tone: 'waiting' | 'done' | 'invite'; title: string; focus?: boolean; children: ReactNode; label?: string }) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (props.focus) heading.current?.focus();
  }, [props.focus]);
  return (
    <Box $tone={props.tone} aria-labelledby={titleId}>
      {props.label ? <Muted>{props.label}</Muted> : null}
      <h3 id={titleId} ref={heading} tabIndex={-1}>
        {props.title}
      </h3>
      {props.children}
    </Box>
  );
}

/** "Sent on 3 March 2027" in the reader's language; the plain date text if the language cannot format it. */
function sentOn(iso: string, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}

/** The member asked to join a church and waits for its staff; they may withdraw or choose another church. */
export function PendingRequestNotice(props: {
  church: string;
  requestedAt: string | null;
  focus?: boolean;
  busy: boolean;
  onWithdraw(): void;
  onChooseAnother(): void;
}) {
  const { t, code } = useLanguage();
  return (
    <Notice tone="waiting" title={t('onboarding.pendingTitle', 'Waiting for {church}').replace('{church}', props.church)} focus={props.focus}>
      <p>{t('onboarding.pendingBody', "Your request to join {church} is waiting for the church's staff to accept it.").replace('{church}', props.church)}</p>
      <Muted>
        {t('onboarding.pendingMeanwhile', "You can finish setting up your account meanwhile. Once you are accepted you will see the church's prayers, events and news.")}
      </Muted>
      {props.requestedAt ? <Muted>{t('onboarding.requestedOn', 'Sent on {date}').replace('{date}', sentOn(props.requestedAt, code))}</Muted> : null}
      <Actions>
        <Button type="button" $variant="secondary" onClick={props.onWithdraw} disabled={props.busy}>
          {props.busy ? t('onboarding.withdrawing', 'Withdrawing…') : t('onboarding.withdrawRequest', 'Withdraw request')}
        </Button>
        <Button type="button" $variant="secondary" onClick={props.onChooseAnother} disabled={props.busy}>
          {t('onboarding.chooseAnotherChurch', 'Choose another church')}
        </Button>
      </Actions>
    </Notice>
  );
}

/** The member belongs to a church (accepted, or joined through its link just now). */
export function ChurchMemberNotice(props: { church: string; justJoined: boolean; focus?: boolean }) {
  const { t } = useLanguage();
  const title = props.justJoined
    ? t('onboarding.joinedTitle', 'Welcome to {church}')
    : t('onboarding.memberTitle', 'Your church: {church}');
  return (
    <Notice tone="done" title={title.replace('{church}', props.church)} focus={props.focus}>
      <p>{t('onboarding.memberBody', "You are a member of {church}. You can see the church's prayers, events and news.").replace('{church}', props.church)}</p>
    </Notice>
  );
}

/** A shared join link (churchJoinPath) names its church; the step's main button joins it. */
export function JoinLinkOffer(props: { church: string | null; onDecline(): void }) {
  const { t } = useLanguage();
  return (
    <Notice
      tone="invite"
      label={t('onboarding.joinLinkLabel', 'Invitation to join a church')}
      title={props.church ?? t('onboarding.joinLinkLoading', 'Checking your invitation…')}
    >
      {props.church ? (
        <p>
          {t('onboarding.joinLinkBody', '{church} shared this link with you: join now to see its prayers, events and news, without waiting to be accepted.').replace(
            '{church}',
            props.church,
          )}
        </p>
      ) : null}
      <Actions>
        <Button type="button" $variant="secondary" onClick={props.onDecline}>
          {t('onboarding.findAnotherChurch', 'Find another church instead')}
        </Button>
      </Actions>
    </Notice>
  );
}
