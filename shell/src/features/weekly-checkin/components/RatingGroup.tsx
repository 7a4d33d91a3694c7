import styled from 'styled-components';
import { CHECKIN_RATING_MAX, CHECKIN_RATING_MIN } from '@koinonia/contracts';
import { FieldError, Muted } from '@koinonia/ui';

const ratings = Array.from(
  { length: CHECKIN_RATING_MAX - CHECKIN_RATING_MIN + 1 },
  (_, index) => CHECKIN_RATING_MIN + index,
);

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-inline-size: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 600;
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space(1)};
  }
`;

const Scale = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Rating = styled.label`
  position: relative;
  display: inline-grid;
  place-items: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-weight: 600;
  cursor: pointer;
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The hint explaining the scale, shown once above all the ratings. */
export const RATING_SCALE_HINT_ID = 'checkin-rating-scale';

/** One 1–5 rating as a radio group: its legend is the topic, the question and the scale's hint describe it. */
export function RatingGroup({
  name,
  label,
  question,
  value,
  error,
  onChange,
}: {
  name: string;
  label: string;
  question: string;
  value: number | null;
  error?: string;
  onChange(value: number): void;
}) {
  const describedBy = `${name}-question ${RATING_SCALE_HINT_ID}${error ? ` ${name}-error` : ''}`;
  return (
    <Fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend>{label}</legend>
      <Muted id={`${name}-question`}>{question}</Muted>
      <Scale>
        {ratings.map((rating) => (
          <Rating key={rating}>
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
            />
            {rating}
          </Rating>
        ))}
      </Scale>
      {error ? <FieldError id={`${name}-error`}>{error}</FieldError> : null}
    </Fieldset>
  );
}
