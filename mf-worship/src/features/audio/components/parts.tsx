import styled from 'styled-components';

/** Buttons side by side, wrapping on a phone. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export const SectionHeading = styled.h2`
  font-size: 1.125rem;
  margin: 0;
`;

/** A select beside its label, full width on a phone. */
export const Select = styled.select`
  min-height: 2.5rem;
  max-inline-size: 100%;
  padding-inline: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  & > label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    font-weight: 600;
    min-inline-size: 8rem;
  }
`;
