import { useState, type FormEvent } from 'react';
import { BIBLE_NOTE_MAX_LENGTH } from '@koinonia/contracts';
import { useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Button, Field, FieldError } from '@koinonia/ui';

/**
 * A short text the reader writes (a study note, a comment): written, or edited from `initial`, and saved
 * through `save`, whose failure shows the server's objection under the field.
 */
export function WritingForm({
  id,
  label,
  initial = '',
  maxLength = BIBLE_NOTE_MAX_LENGTH,
  submitLabel,
  save,
  onCancel,
}: {
  id: string;
  label: string;
  initial?: string;
  maxLength?: number;
  submitLabel: string;
  save(body: string): Promise<unknown>;
  onCancel?(): void;
}) {
  const { t } = useLanguage();
  const errorText = useErrorText();
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(t('reader.wordsRequired', 'Write a few words first'));
      return;
    }
    setSaving(true);
    try {
      await save(body.trim());
      setBody('');
      setError(null);
    } catch (failure) {
      setError(errorText.fieldErrorsOf(failure).body ?? errorText.messageOf(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Field as="div">
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          rows={4}
          dir="auto"
          value={body}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setBody(event.target.value)}
        />
        {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      </Field>
      <div style={{ display: 'flex', gap: '0.5rem', marginTop: '0.5rem' }}>
        <Button type="submit" disabled={saving}>
          {saving ? t('reader.saving', 'Saving…') : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('reader.cancel', 'Cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
