import { useState } from 'react';
import styled from 'styled-components';
import { isSupportedLanguage, languages } from '@koinonia/i18n';
import { useLanguage } from '@koinonia/shell-contract';
import { Field } from '@koinonia/ui';
import { stepLabels } from '../steps';
import { generalError, type StepProps } from './step-props';
import { StepForm } from './StepForm';

const Select = styled.select`
  font: inherit;
  font-weight: 400;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
`;

/** Step 4: the language of the app (SPEC §9's list); saving it also switches the app to it. */
export function LanguageStep({ state, saving, failure, save, onBack }: StepProps) {
  const { t, code } = useLanguage();
  const initial = state.preferredLanguage && isSupportedLanguage(state.preferredLanguage) ? state.preferredLanguage : code;
  const [chosen, setChosen] = useState(initial);
  return (
    <StepForm
      title={t('onboarding.step.language', stepLabels.language)}
      intro={t('onboarding.languageIntro', 'Koinonia speaks 31 languages. Which one is yours?')}
      error={generalError(failure, [])}
      saving={saving}
      onBack={onBack}
      continueLabel={t('onboarding.finish', 'Finish')}
      onSubmit={() => save({ preferredLanguage: chosen })}
    >
      <Field>
        {t('onboarding.languageLabel', 'Choose your language')}
        <Select value={chosen} onChange={(event) => setChosen(event.target.value)}>
          {languages.map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.nativeName === language.name ? language.name : `${language.nativeName} (${language.name})`}
            </option>
          ))}
        </Select>
      </Field>
    </StepForm>
  );
}
