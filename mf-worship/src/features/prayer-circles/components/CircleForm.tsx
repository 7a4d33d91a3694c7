import { useId, useState, type FormEvent } from 'react';
import {
  PRAYER_CIRCLE_DESCRIPTION_MAX_LENGTH,
  PRAYER_CIRCLE_NAME_MAX_LENGTH,
  type PrayerCircleFields,
} from '@koinonia/contracts';
import { useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Alert, Button, Field, FieldError, Stack } from '@koinonia/ui';
import { CharacterCount } from '@koinonia/ui/form-parts';
import { ButtonRow } from './parts';

interface CircleFormProps {
  initial?: { name: string; description: string };
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Sends the fields; `failed` is called with the server's refusal, which the form shows by field. */
  onSubmit(fields: PrayerCircleFields, failed: (error: Error) => void): void;
  onCancel?(): void;
}

/** A circle's name (with what is left of its length) and description: to start a circle, or to edit one. */
export function CircleForm({
  initial = { name: '', description: '' },
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  onCancel,
}: CircleFormProps) {
  const { t } = useLanguage();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const [fields, setFields] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const ids = {
    name: useId(),
    nameCounter: useId(),
    nameError: useId(),
    description: useId(),
    descriptionCounter: useId(),
    descriptionError: useId(),
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!fields.name.trim()) {
      setFieldErrors({ name: t('circles.nameRequired', 'Give the circle a name') });
      return;
    }
    setFieldErrors({});
    onSubmit(fields, (error) => {
      const byField = fieldErrorsOf(error);
      setFieldErrors(byField);
      if (Object.keys(byField).length === 0) setFailure(messageOf(error));
    });
  }

  const describedBy = (counter: string, error: string, hasError: boolean) =>
    hasError ? `${counter} ${error}` : counter;

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        {failure ? <Alert>{failure}</Alert> : null}
        <Field as="div">
          <label htmlFor={ids.name}>{t('circles.nameLabel', 'Name')}</label>
          <input
            id={ids.name}
            dir="auto"
            value={fields.name}
            maxLength={PRAYER_CIRCLE_NAME_MAX_LENGTH}
            aria-invalid={fieldErrors.name ? true : undefined}
            aria-describedby={describedBy(ids.nameCounter, ids.nameError, Boolean(fieldErrors.name))}
            onChange={(event) => setFields({ ...fields, name: event.target.value })}
          />
          <CharacterCount as="span" id={ids.nameCounter}>
            {t('circles.charactersLeft', '{count} characters left', {
              count: PRAYER_CIRCLE_NAME_MAX_LENGTH - fields.name.length,
            })}
          </CharacterCount>
          {fieldErrors.name ? <FieldError id={ids.nameError}>{fieldErrors.name}</FieldError> : null}
        </Field>
        <Field as="div">
          <label htmlFor={ids.description}>{t('circles.descriptionLabel', 'Description (optional)')}</label>
          <textarea
            id={ids.description}
            rows={3}
            dir="auto"
            value={fields.description}
            maxLength={PRAYER_CIRCLE_DESCRIPTION_MAX_LENGTH}
            aria-invalid={fieldErrors.description ? true : undefined}
            aria-describedby={describedBy(
              ids.descriptionCounter,
              ids.descriptionError,
              Boolean(fieldErrors.description),
            )}
            onChange={(event) => setFields({ ...fields, description: event.target.value })}
          />
          <CharacterCount as="span" id={ids.descriptionCounter}>
            {t('circles.charactersLeft', '{count} characters left', {
              count: PRAYER_CIRCLE_DESCRIPTION_MAX_LENGTH - fields.description.length,
            })}
          </CharacterCount>
          {fieldErrors.description ? (
            <FieldError id={ids.descriptionError}>{fieldErrors.description}</FieldError>
          ) : null}
        </Field>
        <ButtonRow>
          <Button type="submit" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
          {onCancel ? (
            <Button type="button" $variant="secondary" onClick={onCancel}>
              {t('common.cancel', 'Cancel')}
            </Button>
          ) : null}
        </ButtonRow>
      </Stack>
    </form>
  );
}
