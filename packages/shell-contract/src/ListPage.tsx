import type { ReactNode } from 'react';
import { Button, EmptyState, LoadingState, PageTitle, Stack } from '@koinonia/ui';
import { QueryErrorState } from './QueryErrorState';
import { useLanguage } from './shell-context';

/** What a paginated list hook (useEndpointList, useKeysetList) tells the page. */
export interface PagedList<Item> {
  items: Item[];
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch(): Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
}

interface ListPageProps<Item> {
  title: string;
  list: PagedList<Item>;
  /** Shown under the title, above the list (e.g. a button that opens a form). */
  actions?: ReactNode;
  empty: { title: string; body: string };
  renderItem(item: Item): ReactNode;
  keyOf(item: Item): string;
}

/** A section page that shows one paginated list with its loading, error and empty states. */
export function ListPage<Item>({ title, list, actions, empty, renderItem, keyOf }: ListPageProps<Item>) {
  const { t } = useLanguage();
  let content: ReactNode;
  if (list.isPending) content = <LoadingState />;
  else if (list.isError) content = <QueryErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.items.length === 0) content = <EmptyState title={empty.title}>{empty.body}</EmptyState>;
  else
    content = (
      <Stack>
        {list.items.map((item) => (
          <div key={keyOf(item)}>{renderItem(item)}</div>
        ))}
        {list.hasNextPage ? (
          <div>
            <Button type="button" $variant="secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? t('common.loading', 'Loading…') : t('common.loadMore', 'Load more')}
            </Button>
          </div>
        ) : null}
      </Stack>
    );
  const headingId = `${title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <section aria-labelledby={headingId}>
      <PageTitle id={headingId}>{title}</PageTitle>
      {actions}
      {content}
    </section>
  );
}
