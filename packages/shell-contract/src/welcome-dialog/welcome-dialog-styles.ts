import styled from 'styled-components';
import { ModalPanel } from '@koinonia/ui';

/** The welcome dialog's panel is wider than a confirmation's: it lists languages and prices. */
export const Panel = styled(ModalPanel).attrs({ $width: '34rem' })``;

export const Title = styled.h2`
  margin: 0;
  padding-inline-end: ${({ theme }) => theme.space(8)};
  font-size: 1.4rem;
`;

export const CloseButton = styled.button`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space(3)};
  inset-inline-end: ${({ theme }) => theme.space(3)};
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceRaised}; color: ${({ theme }) => theme.colors.text}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; }
`;

export const Section = styled.section`
  margin-block-start: ${({ theme }) => theme.space(4)};
`;

export const SectionHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1rem;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 600; }
`;

export const LanguageFieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  legend { padding: 0; margin-block-end: ${({ theme }) => theme.space(2)}; font-weight: 600; }
`;

export const LanguageOption = styled.label<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surfaceRaised : 'transparent')};
  cursor: pointer;
  &:focus-within { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
  input { margin: 0; accent-color: ${({ theme }) => theme.colors.primary}; }
  small { color: ${({ theme }) => theme.colors.textMuted}; margin-inline-start: auto; }
`;

export const ToggleButton = styled.button`
  border: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-align: start;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; }
`;

export const AllLanguages = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(2)};
`;

export const Note = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(5)};
  button { flex: 1 1 10rem; }
`;
