import styled from 'styled-components';
import { useLanguage } from '@koinonia/shell-contract';
import { Button } from '@koinonia/ui';

/** The rows of a list of people: name and email at the start edge, actions at the end, wrapping on a phone. */
export const PersonList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-busy='true'] { opacity: 0.7; }
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  }
  > li + li { border-block-start: 1px solid ${({ theme }) => theme.colors.border}; }
`;

export const PersonDetails = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 1 14rem;
  min-width: 0;
  gap: ${({ theme }) => theme.space(0.5)};
  strong, span { overflow-wrap: anywhere; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9375rem; }
`;

/** Beside the details when they fit, else below them; either way at the end edge, wrapping from there. */
export const RowActions = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Tag = styled.span`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Where focus goes when the row a control is in leaves the list: the first control of the next row, else of
 * the previous one, else the panel. Found while the row is still on the page; focused once it has gone.
 */
export function focusAfterRowLeaves(control: HTMLElement): () => void {
  const row = control.closest('li');
  const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
  const target = neighbour?.querySelector<HTMLElement>('button, select') ?? control.closest<HTMLElement>('[role="tabpanel"]');
  return () => requestAnimationFrame(() => target?.focus());
}

/** "3 March 2027" in the reader's language; the plain date if the language cannot format it. */
export function formatDay(iso: string, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}

/** "Load more" under a list that has a next page (react-query's infinite list state). */
export function LoadMore({ list }: { list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): unknown } }) {
  const { t } = useLanguage();
  if (!list.hasNextPage) return null;
  return (
    <div>
      <Button type="button" $variant="secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
        {list.isFetchingNextPage ? t('common.loading', 'Loading…') : t('common.loadMore', 'Load more')}
      </Button>
    </div>
  );
}
