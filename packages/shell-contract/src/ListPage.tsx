import type { ReactNode } from 'react';
import { Button, EmptyState, LoadingState, PageTitle, Stack } from '@koinonia/ui';
import { QueryErrorState } from './QueryErrorState';
import { useLanguage } from './shell-context';
import type { useKeysetList } from './use-keyset-list';

interface ListPageProps<Item> {
  title: string;
  list: ReturnType<typeof useKeysetList<Item>>;
  empty: { title: string; body: string };
  renderItem(item: Item): ReactNode;
  keyOf(item: Item): string;
}

/** A section page that shows one paginated list with its loading, error and empty states. */
export function ListPage<Item>({ title, list, empty, renderItem, keyOf }: ListPageProps<Item>) {
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
      {content}
    </section>
  );
}
