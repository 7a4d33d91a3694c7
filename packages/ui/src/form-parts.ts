// A subpath of its own (@koinonia/ui/form-parts), not the shared UI kit: each remote's forms carry it, the shell's
// first screen does not.
import styled from 'styled-components';
import { Muted } from '@koinonia/ui';

/** A group of radio buttons or checkboxes with its legend, each choice's hint under its label. */
export const ChoiceList = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 600;
    margin-block-end: ${({ theme }) => theme.space(1)};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: flex-start;
  }
  input {
    margin-block-start: 0.3rem;
  }
`;

/** "{count} characters left" under a text field. */
export const CharacterCount = styled(Muted)`
  font-size: 0.8125rem;
  font-weight: 400;
`;
