// A subpath of its own (@koinonia/ui/comments), not the shared UI kit: the remotes that show comments under a post
// (the prayer wall, the social feed) carry it, the shell's first screen does not.
import { useId, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Field, FieldError, Muted, Stack } from '@koinonia/ui';

/** Comments, oldest first. */
export const CommentList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.li`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  padding-block-end: ${({ theme }) => theme.space(3)};
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  &:target {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 4px;
  }
`;

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: baseline;
  font-size: 0.875rem;
`;

interface CommentItemProps {
  /** The element's id, for links to one comment (`#comment-…`). */
  id?: string;
  author: string;
  /** Beside the author ("Shared the request"). */
  badge?: ReactNode;
  createdAt: string;
  /** The reader's language, for the time. */
  locale: string;
  body: string;
  /** Shown when the reader may remove the comment. */
  remove?: { label: string; onRemove(): void };
}

/** One comment: who wrote it and when, its words, and removing it where the reader may. */
export function CommentItem({ id, author, badge, createdAt, locale, body, remove }: CommentItemProps) {
  return (
    <Item id={id}>
      <Who>
        <strong>
          <bdi>{author}</bdi>
        </strong>
        {badge}
        <Muted as="time" dateTime={createdAt}>
          {new Date(createdAt).toLocaleString(locale, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' })}
        </Muted>
      </Who>
      <p dir="auto">{body}</p>
      {remove ? (
        <Button type="button" $variant="secondary" onClick={remove.onRemove}>
          {remove.label}
        </Button>
      ) : null}
    </Item>
  );
}

interface CommentFormProps {
  label: string;
  value: string;
  onChange(value: string): void;
  maxLength: number;
  rows: number;
  error: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit(): void;
}

/** Writing a comment: the text, what was wrong with it, and sending it. */
export function CommentForm({ label, value, onChange, maxLength, rows, error, busy, submitLabel, busyLabel, onSubmit }: CommentFormProps) {
  const fieldId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack $gap={2}>
        <Field as="div">
          <label htmlFor={fieldId}>{label}</label>
          <textarea
            id={fieldId}
            rows={rows}
            dir="auto"
            value={value}
            maxLength={maxLength}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
          {error ? <FieldError id={errorId}>{error}</FieldError> : null}
        </Field>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
