import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { churchMembershipMessages } from '@koinonia/contracts';
import { QueryErrorState, useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Alert, LoadingState } from '@koinonia/ui';
import { useAskToJoinChurch, useJoinChurchByLink, useJoinLinkPreview, useMyChurchMembership, useWithdrawJoinRequest } from '../api';
import { stepLabels } from '../steps';
import { ChurchMemberNotice, JoinLinkOffer, PendingRequestNotice } from './ChurchNotices';
import { ChurchSearch } from './ChurchSearch';
import { generalError, type StepProps } from './step-props';
import { StepForm } from './StepForm';

/** The query parameter of a church's shared join link (churchJoinPath in @koinonia/contracts). */
export const JOIN_CODE_PARAMETER = 'join';

/** Whether a failure is the server refusing the link (unknown, replaced or malformed), not a passing fault. */
const isRefusedLink = (error: unknown) => {
  const { status } = error as { status?: number };
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * Step 2 (optional): the member's church. Choosing one asks to join it, and the step then says the request
 * waits for the church's staff (withdraw it, or choose another church, and go on). A shared join link
 * (?join=<code>) offers to join its church at once instead.
 */
export function ChurchStep({ state, saving, failure, save, onBack }: StepProps) {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const [searchParams, setSearchParams] = useSearchParams();
  const joinCode = searchParams.get(JOIN_CODE_PARAMETER);
  const membership = useMyChurchMembership();
  const preview = useJoinLinkPreview(joinCode);
  const askToJoin = useAskToJoinChurch();
  const withdraw = useWithdrawJoinRequest();
  const join = useJoinChurchByLink();
  const [selected, setSelected] = useState<string | null>(null);
  const [choosingAnother, setChoosingAnother] = useState(false);
  // Set when the member acted, so that what appears next takes focus (not when the step first opens).
  const [acted, setActed] = useState(false);

  const dropJoinCode = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(JOIN_CODE_PARAMETER);
        return next;
      },
      { replace: true },
    );
  const actionError = [askToJoin.error, withdraw.error, join.error].find((failure) => failure !== null);
  const stepError = actionError ? messageOf(actionError) : generalError(failure, []);
  const resetActions = () => {
    askToJoin.reset();
    withdraw.reset();
    join.reset();
  };
  // Going on keeps whatever the member has: a pending request stays, a church stays (null records the step only).
  const goOn = () => save({ churchId: null });
  const common = { title: t('onboarding.step.church', stepLabels.church), saving: saving || askToJoin.isPending || join.isPending, onBack };

  if (membership.isPending) {
    return (
      <StepForm {...common} error={stepError} onSkip={goOn} continueDisabled onSubmit={goOn}>
        <LoadingState label={t('onboarding.loadingChurch', 'Loading your church')} />
      </StepForm>
    );
  }
  if (membership.isError) {
    return (
      <StepForm {...common} error={stepError} onSkip={goOn} continueDisabled onSubmit={goOn}>
        <QueryErrorState error={membership.error} onRetry={() => void membership.refetch()} />
      </StepForm>
    );
  }

  const { status, church, requestedAt } = membership.data;
  const linkRefused = joinCode !== null && preview.isError && isRefusedLink(preview.error);
  const linkFailed = joinCode !== null && preview.isError && !linkRefused;
  const linkNotice = linkRefused ? (
    <Alert>{t('onboarding.joinLinkInvalid', churchMembershipMessages.invalidJoinLink)}</Alert>
  ) : linkFailed ? (
    <QueryErrorState error={preview.error} onRetry={() => void preview.refetch()} />
  ) : null;

  if (status === 'member' && church) {
    const otherChurchLink = joinCode !== null && preview.data !== undefined && preview.data.church.id !== church.id;
    return (
      <StepForm {...common} error={stepError} onSubmit={goOn}>
        {otherChurchLink ? <Alert>{t('onboarding.alreadyMember', churchMembershipMessages.alreadyMember)}</Alert> : null}
        {/* Joined just now: the church's reads are refetched before the join reports success. */}
        <ChurchMemberNotice church={church.name} justJoined={join.isSuccess || join.isPending} focus={join.isSuccess} />
      </StepForm>
    );
  }

  if (joinCode !== null && !preview.isError) {
    const linkChurch = preview.data?.church.name ?? null;
    return (
      <StepForm
        {...common}
        intro={t('onboarding.churchIntro', 'Find your church to see its events, groups and news.')}
        error={stepError}
        onSkip={goOn}
        continueDisabled={linkChurch === null}
        continueLabel={linkChurch ? t('onboarding.joinChurch', 'Join {church}').replace('{church}', linkChurch) : undefined}
        savingLabel={join.isPending ? t('onboarding.joining', 'Joining…') : undefined}
        onSubmit={() => {
          resetActions();
          join.mutate(joinCode, { onSuccess: dropJoinCode });
        }}
      >
        <JoinLinkOffer
          church={linkChurch}
          onDecline={() => {
            resetActions();
            dropJoinCode();
          }}
        />
      </StepForm>
    );
  }

  if (status === 'pending' && church && !choosingAnother) {
    return (
      <StepForm {...common} error={stepError} onSubmit={goOn}>
        {linkNotice}
        <PendingRequestNotice
          church={church.name}
          requestedAt={requestedAt}
          focus={acted}
          busy={withdraw.isPending}
          onWithdraw={() => {
            resetActions();
            withdraw.mutate(undefined, { onSuccess: () => setActed(true) });
          }}
          onChooseAnother={() => {
            resetActions();
            setSelected(null);
            setActed(true);
            setChoosingAnother(true);
          }}
        />
      </StepForm>
    );
  }

  const pendingChurch = status === 'pending' ? church : null;
  return (
    <StepForm
      {...common}
      intro={
        pendingChurch
          ? t('onboarding.replaceRequest', 'Asking another church replaces your request to join {church}.').replace('{church}', pendingChurch.name)
          : t('onboarding.churchIntro', 'Find your church to see its events, groups and news.')
      }
      error={stepError}
      // With a request standing, "Keep my request" goes back to it; otherwise the step may be skipped.
      onSkip={pendingChurch ? undefined : goOn}
      secondaryAction={
        pendingChurch
          ? {
              label: t('onboarding.keepRequest', 'Keep my request'),
              onClick: () => {
                resetActions();
                setChoosingAnother(false);
              },
            }
          : undefined
      }
      continueDisabled={selected === null}
      continueLabel={t('onboarding.askToJoin', 'Ask to join')}
      savingLabel={askToJoin.isPending ? t('onboarding.sendingRequest', 'Sending request…') : undefined}
      onSubmit={() => {
        if (selected === null) return;
        resetActions();
        askToJoin.mutate(selected, {
          onSuccess: () => {
            if (joinCode !== null) dropJoinCode();
            setActed(true);
            setChoosingAnother(false);
            setSelected(null);
          },
        });
      }}
    >
      {linkNotice}
      <ChurchSearch selected={selected} onSelect={setSelected} requestedChurchId={pendingChurch?.id ?? state.pendingChurch?.id ?? null} focusOnOpen={acted} />
    </StepForm>
  );
}
