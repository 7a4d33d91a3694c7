import { useState } from 'react';
import styled from 'styled-components';
import { interests, type Interest } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { interestLabels, stepLabels } from '../steps';
import { generalError, type StepProps } from './step-props';
import { StepForm } from './StepForm';

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend { font-weight: 600; margin-block-end: ${({ theme }) => theme.space(2)}; }
  div { display: grid; grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr)); gap: ${({ theme }) => theme.space(2)}; }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    cursor: pointer;
  }
  label:has(input:checked) { border-color: ${({ theme }) => theme.colors.primary}; }
  input { width: 1.125rem; height: 1.125rem; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

/** Step 3 (optional): what the member cares about, from the fixed list. */
export function InterestsStep({ state, saving, failure, save, onBack }: StepProps) {
  const { t } = useLanguage();
  const [chosen, setChosen] = useState<Interest[]>(state.interests);
  const toggle = (interest: Interest) =>
    setChosen((current) => (current.includes(interest) ? current.filter((item) => item !== interest) : [...current, interest]));

  return (
    <StepForm
      title={t('onboarding.step.interests', stepLabels.interests)}
      intro={t('onboarding.interestsIntro', 'Choose what you would like to hear about. You can change this later.')}
      error={generalError(failure, [])}
      saving={saving}
      onBack={onBack}
      onSkip={() => save({ interests: [] })}
      onSubmit={() => save({ interests: interests.filter((interest) => chosen.includes(interest)) })}
    >
      <Choices>
        <legend>{t('onboarding.chooseInterests', 'Your interests')}</legend>
        <div>
          {interests.map((interest) => (
            <label key={interest}>
              <input type="checkbox" checked={chosen.includes(interest)} onChange={() => toggle(interest)} />
              {t(`onboarding.interest.${interest}`, interestLabels[interest])}
            </label>
          ))}
        </div>
      </Choices>
    </StepForm>
  );
}
