import styled, { css, keyframes } from 'styled-components';

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`background: ${theme.colors.primary}; color: ${theme.colors.primaryText};`
      : $variant === 'danger'
        ? css`background: ${theme.colors.danger}; color: ${theme.colors.dangerText};`
        : css`background: transparent; color: ${theme.colors.text}; border-color: ${theme.colors.border};`}
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  padding: ${({ theme }) => theme.space(5)};
`;

export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 4 }) => theme.space($gap)};
`;

export const PageTitle = styled.h1`
  font-size: 1.75rem;
  line-height: 1.2;
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

/** How every text field, select and text area of the app looks. */
const fieldControl = css`
  font: inherit;
  font-weight: 400;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  max-inline-size: 100%;
`;

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 600;
  input,
  select,
  textarea {
    ${fieldControl}
  }
  textarea {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    min-height: 6rem;
    resize: vertical;
  }
  input[aria-invalid='true'],
  textarea[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

/** A field and its button side by side (a search, "go to"): the field takes the room left. */
export const InlineField = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  input {
    ${fieldControl}
    flex: 1;
    min-width: 0;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 400;
  font-size: 0.875rem;
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.div.attrs({ role: 'status', 'aria-label': 'Loading' })`
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

export const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
  padding: ${({ theme }) => theme.space(6)};
`;

export const Alert = styled.div.attrs({ role: 'alert' })`
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
`;

/** A page's sections: stacked, then side by side from desktop width ($desktopColumns, two equal by default). */
export const Columns = styled.div<{ $desktopColumns?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}px) {
    grid-template-columns: ${({ $desktopColumns }) => $desktopColumns ?? 'repeat(2, minmax(0, 1fr))'};
    align-items: start;
  }
  h2 {
    font-size: 1.125rem;
    margin: 0;
  }
`;

/** Text for screen readers only: read out, not shown. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
