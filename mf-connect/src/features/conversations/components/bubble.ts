import styled from 'styled-components';

/** One message's box: the reader's own at the inline end in the primary colour, the others' at the start. */
export const Bubble = styled.div<{ $mine: boolean; $faded?: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: min(85%, 36rem);
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.surfaceRaised)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.primaryText : theme.colors.text)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  opacity: ${({ $faded }) => ($faded ? 0.7 : 1)};
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export const Meta = styled.span`
  display: block;
  font-size: 0.75rem;
  opacity: 0.85;
`;
