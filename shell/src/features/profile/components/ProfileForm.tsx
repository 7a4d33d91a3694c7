import { useState, type FormEvent } from 'react';
import { USERNAME_MAX_LENGTH, type CurrentUser } from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Alert, Button, Field, FieldError, Muted, Stack } from '@koinonia/ui';
import { useUpdateProfile } from '../api';

const FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'username', label: 'Username', autoComplete: 'username' },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];

/** Names and username; the server's field messages show beside each field, anything else above the form. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useLanguage();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const toast = useToast();
  const update = useUpdateProfile();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: FieldName) => String(form.get(name) ?? '');
    setFieldErrors({});
    setError(null);
    try {
      await update.mutateAsync({
        firstName: value('firstName'),
        lastName: value('lastName'),
        username: value('username'),
      });
      toast({ title: t('profile.saved', 'Profile saved') });
    } catch (failure) {
      const problems = fieldErrorsOf(failure);
      setFieldErrors(problems);
      setError(Object.keys(problems).length > 0 ? null : messageOf(failure));
    }
  }

  const initial: Record<FieldName, string> = {
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username ?? '',
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.formLabel', 'Your profile')}>
      <Stack>
        {error ? <Alert>{error}</Alert> : null}
        {FIELDS.map((field) => {
          const problem = fieldErrors[field.name];
          const hintId = field.name === 'username' ? 'profile-username-hint' : undefined;
          // The hint and the error sit outside the label, so the field's name stays just its label.
          return (
            <Stack key={field.name} $gap={1}>
              <Field>
                {t(`profile.${field.name}`, field.label)}
                <input
                  name={field.name}
                  defaultValue={initial[field.name]}
                  autoComplete={field.autoComplete}
                  maxLength={field.name === 'username' ? USERNAME_MAX_LENGTH : undefined}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `profile-${field.name}-error` : hintId}
                  dir="auto"
                />
              </Field>
              {problem ? <FieldError id={`profile-${field.name}-error`}>{problem}</FieldError> : null}
              {hintId && !problem ? (
                <Muted id={hintId}>
                  {t(
                    'profile.usernameHint',
                    "3 to 30 lowercase letters, digits, '.' or '_'. Leave empty to have none.",
                  )}
                </Muted>
              ) : null}
            </Stack>
          );
        })}
        <div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('profile.saving', 'Saving…') : t('profile.save', 'Save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
