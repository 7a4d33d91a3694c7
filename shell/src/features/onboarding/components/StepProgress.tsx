import styled from 'styled-components';
import { onboardingSteps, type OnboardingStep } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Muted } from '@koinonia/ui';
import { stepLabels } from '../steps';

const Steps = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    flex: 1;
    min-width: 0;
    padding-block-start: ${({ theme }) => theme.space(2)};
    border-block-start: 4px solid ${({ theme }) => theme.colors.border};
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  li[data-done='true'] { border-block-start-color: ${({ theme }) => theme.colors.primary}; }
  li[aria-current='step'] {
    border-block-start-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
  }
`;

/** "Step 2 of 4" and the four steps, the current one marked for assistive technology too. */
export function StepProgress({ current }: { current: OnboardingStep }) {
  const { t } = useLanguage();
  const index = onboardingSteps.indexOf(current);
  const position = t('onboarding.stepOf', 'Step {current} of {total}')
    .replace('{current}', String(index + 1))
    .replace('{total}', String(onboardingSteps.length));
  return (
    <nav aria-label={t('onboarding.progress', 'Onboarding progress')}>
      <Muted>{position}</Muted>
      <Steps>
        {onboardingSteps.map((step, stepIndex) => (
          <li key={step} aria-current={step === current ? 'step' : undefined} data-done={stepIndex < index}>
            {t(`onboarding.step.${step}`, stepLabels[step])}
          </li>
        ))}
      </Steps>
    </nav>
  );
}
