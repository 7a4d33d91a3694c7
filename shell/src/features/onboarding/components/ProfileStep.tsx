import { useLanguage } from '@koinonia/shell-contract';
import { Field, FieldError } from '@koinonia/ui';
import { stepLabels } from '../steps';
import { generalError, type StepProps } from './step-props';
import { StepForm } from './StepForm';

const FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true },
  { name: 'username', label: 'Username (optional)', autoComplete: 'username', required: false },
] as const;

/** Step 1: the names other members see. */
export function ProfileStep({ state, saving, failure, save, onBack }: StepProps) {
  const { t } = useLanguage();
  const issueFor = (field: string) => failure?.fieldErrors[field];
  return (
    <StepForm
      title={t('onboarding.step.profile', stepLabels.profile)}
      intro={t('onboarding.profileIntro', 'Tell your church family who you are.')}
      error={generalError(failure, FIELDS.map((field) => field.name))}
      saving={saving}
      onBack={onBack}
      onSubmit={(form) => {
        const values = new FormData(form);
        save(Object.fromEntries(FIELDS.map(({ name }) => [name, String(values.get(name) ?? '')])));
      }}
    >
      {FIELDS.map((field) => (
        <Field key={field.name}>
          {t(`onboarding.${field.name}`, field.label)}
          <input
            name={field.name}
            autoComplete={field.autoComplete}
            required={field.required}
            defaultValue={state[field.name] ?? ''}
            aria-invalid={issueFor(field.name) ? true : undefined}
            aria-describedby={issueFor(field.name) ? `${field.name}-error` : undefined}
          />
          {issueFor(field.name) ? <FieldError id={`${field.name}-error`}>{issueFor(field.name)}</FieldError> : null}
        </Field>
      ))}
    </StepForm>
  );
}
