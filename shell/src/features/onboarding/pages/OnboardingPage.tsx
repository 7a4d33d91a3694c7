import type { ComponentType } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { SIGNED_IN_HOME, type OnboardingStep } from '@koinonia/contracts';
import { paths, QueryErrorState, useAuth, useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Card, LoadingState, Muted, Stack } from '@koinonia/ui';
import { SignupForm } from '../../../auth/SignupForm';
import { useOnboarding, useSaveOnboardingStep } from '../api';
import { ChurchStep, JOIN_CODE_PARAMETER } from '../components/ChurchStep';
import { InterestsStep } from '../components/InterestsStep';
import { LanguageStep } from '../components/LanguageStep';
import { ProfileStep } from '../components/ProfileStep';
import { StepProgress } from '../components/StepProgress';
import type { StepProps } from '../components/step-props';
import { firstOpenStep, isOnboardingStep, nextStep, previousStep } from '../steps';

const OnboardingCard = styled(Card)`
  max-width: 36rem;
  margin: 6vh auto;
`;

const stepComponents: Record<OnboardingStep, ComponentType<StepProps>> = {
  profile: ProfileStep,
  church: ChurchStep,
  interests: InterestsStep,
  language: LanguageStep,
};

/** A staff invitation link (/signup?invite=staff&communityId=…&role=…&communityName=…) says what it is for. */
function InvitationNotice() {
  const { t } = useLanguage();
  const [search] = useSearchParams();
  const community = search.get('communityName');
  if (search.get('invite') !== 'staff' || !community) return null;
  const role = (search.get('role') ?? 'member').replace(/[_-]/g, ' ');
  return (
    <Muted role="note">
      {t('onboarding.invited', "You're invited to join {community} as {role}").replace('{community}', community).replace('{role}', role)}
    </Muted>
  );
}

/**
 * A church's shared join link opened signed out: the account comes first, then the church step offers to
 * join; someone who has an account signs in and comes back to the link.
 */
function JoinLinkNotice() {
  const { t } = useLanguage();
  const [search] = useSearchParams();
  const { pathname, search: query } = useLocation();
  if (!search.get(JOIN_CODE_PARAMETER)) return null;
  return (
    <Muted role="note">
      {t('onboarding.joinLinkSignUp', 'Create your account to join the church that shared this link.')}{' '}
      <Link to={paths.login(`${pathname}${query}`)}>{t('onboarding.joinLinkSignIn', 'I have an account: sign in to join')}</Link>
    </Muted>
  );
}

/** The steps, one at a time, each saved to the server before the next opens. */
function OnboardingSteps({ step }: { step: string | undefined }) {
  const { t, setLanguage } = useLanguage();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const navigate = useNavigate();
  const { search } = useLocation();
  const onboarding = useOnboarding(true);
  const saveStep = useSaveOnboardingStep();

  if (onboarding.isPending) return <LoadingState label={t('onboarding.loading', 'Loading your progress')} />;
  if (onboarding.isError) {
    return <QueryErrorState error={onboarding.error} onRetry={() => void onboarding.refetch()} />;
  }
  if (!isOnboardingStep(step)) return <Navigate to={`/onboarding/${firstOpenStep(onboarding.data.completedSteps)}${search}`} replace />;

  const goTo = (target: OnboardingStep) => {
    saveStep.reset();
    navigate(`/onboarding/${target}${search}`);
  };
  const save = (body: unknown) =>
    saveStep.mutate(
      { step, body },
      {
        onSuccess: (state) => {
          if (step === 'language' && state.preferredLanguage) setLanguage(state.preferredLanguage);
          const next = nextStep(step);
          if (next) goTo(next);
          else navigate(SIGNED_IN_HOME, { replace: true });
        },
      },
    );
  const previous = previousStep(step);
  const Step = stepComponents[step];
  const error = saveStep.error;
  return (
    <Stack>
      <StepProgress current={step} />
      <Step
        key={step}
        state={onboarding.data}
        saving={saveStep.isPending}
        failure={error ? { message: messageOf(error), fieldErrors: fieldErrorsOf(error) } : null}
        save={save}
        onBack={previous ? () => goTo(previous) : undefined}
      />
    </Stack>
  );
}

/**
 * /onboarding and /onboarding/{step} (SPEC §2; /signup redirects here with its query): signed out, the
 * sign-up form comes first; then profile → church → interests → language, and the dashboard.
 */
export default function OnboardingPage() {
  const { isAuthenticated } = useAuth();
  const { step } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <main>
      <OnboardingCard>
        {isAuthenticated ? (
          <OnboardingSteps step={step} />
        ) : (
          <SignupForm
            notice={
              <>
                <InvitationNotice />
                <JoinLinkNotice />
              </>
            }
            onSignedUp={() => navigate(`/onboarding/profile${search}`, { replace: true })}
          />
        )}
      </OnboardingCard>
    </main>
  );
}
