import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** The control, given the ids of its hint and error to describe itself with. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled control with its hint and its error, which the control names in aria-describedby. */
export function FormField({ id, label, error, hint, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="k-field">
      <label htmlFor={id}>{label}</label>
      {children(describedBy)}
      {hint && (
        <span id={hintId} className="k-field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="k-field-error">
          {error}
        </span>
      )}
    </div>
  );
}
