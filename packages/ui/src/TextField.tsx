import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, FieldError } from './primitives';

/** A labelled input whose error, when there is one, is announced with it (aria-invalid, aria-describedby). */
export function TextField({ label, error, ...input }: { label: ReactNode; error?: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = useId();
  return (
    <Field>
      {label}
      <input {...input} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Field>
  );
}
