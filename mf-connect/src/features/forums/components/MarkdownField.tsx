import { useId } from 'react';
import { FORUM_POST_MAX_LENGTH } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Field, FieldError, Muted } from '@koinonia/ui';

/** A post's text in Markdown, with a hint of what it takes and its problem, if any. */
export function MarkdownField({
  label,
  value,
  error,
  rows = 6,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  rows?: number;
  onChange(value: string): void;
}) {
  const { t } = useLanguage();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Field as="div">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        dir="auto"
        value={value}
        maxLength={FORUM_POST_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      <Muted as="span" id={hintId} style={{ fontSize: '0.8125rem', fontWeight: 400 }}>
        {t('forums.markdownHint', 'Markdown works: **bold**, _italic_, > quote, - list, [link](https://…)')}
      </Muted>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
}
