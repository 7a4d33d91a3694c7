import styled from 'styled-components';
import { PageTitle } from '@koinonia/ui';

/** A small label beside a name: "Owner", "you". */
export const Badge = styled.span`
  display: inline-block;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.4;
  padding: 0.05rem 0.5rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
`;

/** Buttons side by side, wrapping on a narrow screen. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A heading inside a page's card. */
export const SectionHeading = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;

/** Text a member wrote: kept as written, broken anywhere rather than overflowing a phone's width. */
export const UserText = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** A page's title. It takes focus when the page shows, but is no control: it shows no focus ring. */
export const PageHeading = styled(PageTitle)`
  margin: 0;
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
`;
