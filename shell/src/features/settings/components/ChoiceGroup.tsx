import { useId } from 'react';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-inline-size: 0;
  legend {
    font-weight: 600;
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space(2)};
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** One option: the radio stays a real (visually hidden) input, so arrows, Tab and screen readers work as usual. */
const Option = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

/** A radio group with a legend, shown as a row of buttons. */
export function ChoiceGroup<Value extends string>({
  legend,
  choices,
  value,
  onChange,
}: {
  legend: string;
  choices: ReadonlyArray<Choice<Value>>;
  value: Value;
  onChange(value: Value): void;
}) {
  const name = useId();
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Options>
        {choices.map((choice) => (
          <Option key={choice.value}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
