import { onboardingSteps, type Interest, type OnboardingStep } from '@koinonia/contracts';

export const stepLabels: Record<OnboardingStep, string> = {
  profile: 'Your profile',
  church: 'Your church',
  interests: 'Interests',
  language: 'Language',
};

export const interestLabels: Record<Interest, string> = {
  prayer: 'Prayer',
  'bible-study': 'Bible study',
  worship: 'Worship',
  volunteering: 'Volunteering',
  'small-groups': 'Small groups',
  youth: 'Youth',
  missions: 'Missions',
  music: 'Music',
  giving: 'Giving',
  events: 'Events',
};

export function isOnboardingStep(value: string | undefined): value is OnboardingStep {
  return (onboardingSteps as readonly string[]).includes(value ?? '');
}

/** The step after this one, or null after the last. */
export function nextStep(step: OnboardingStep): OnboardingStep | null {
  return onboardingSteps[onboardingSteps.indexOf(step) + 1] ?? null;
}

export function previousStep(step: OnboardingStep): OnboardingStep | null {
  return onboardingSteps[onboardingSteps.indexOf(step) - 1] ?? null;
}

/** Where /onboarding without a step starts: the first step not done yet, or the first. */
export function firstOpenStep(completed: readonly OnboardingStep[]): OnboardingStep {
  return onboardingSteps.find((step) => !completed.includes(step)) ?? onboardingSteps[0];
}
