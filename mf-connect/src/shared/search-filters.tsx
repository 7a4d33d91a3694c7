import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Field } from '@koinonia/ui';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  input[type='search'] {
    min-inline-size: min(18rem, 100%);
  }
  select {
    max-inline-size: 100%;
  }
`;

interface SearchFiltersProps {
  /** The search landmark's name ("Find a thread"). */
  label: string;
  words: { label: string; value: string | undefined; maxLength: number };
  submitLabel: string;
  /** The words as sent (trimmed; undefined when empty). */
  onSearch(words: string | undefined): void;
  /** The choices beside the words (ChoiceFilter), which apply at once. */
  children?: ReactNode;
}

/** A list's filters: words looked for when the form is sent, and choices that apply at once. */
export function SearchFilters({ label, words, submitLabel, onSearch, children }: SearchFiltersProps) {
  const [typed, setTyped] = useState(words.value ?? '');
  const searchId = useId();
  useEffect(() => setTyped(words.value ?? ''), [words.value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim() || undefined);
  };
  return (
    <Form role="search" onSubmit={submit} aria-label={label}>
      <Field as="div">
        <label htmlFor={searchId}>{words.label}</label>
        <input
          id={searchId}
          type="search"
          value={typed}
          maxLength={words.maxLength}
          dir="auto"
          onChange={(event) => setTyped(event.target.value)}
        />
      </Field>
      <Button type="submit" $variant="secondary">
        {submitLabel}
      </Button>
      {children}
    </Form>
  );
}

interface ChoiceFilterProps {
  label: string;
  /** The first option, which chooses nothing ("All categories"). */
  anyLabel: string;
  value: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange(value: string | undefined): void;
}

/** One of a list's choices, as a select whose first option lifts it. */
export function ChoiceFilter({ label, anyLabel, value, options, onChange }: ChoiceFilterProps) {
  const id = useId();
  return (
    <Field as="div">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
