import { useId, type ReactNode } from 'react';
import type { Prayer } from '@koinonia/contracts';
import { QueryErrorState, useLanguage } from '@koinonia/shell-contract';
import { Button, EmptyState, LoadingState, Stack } from '@koinonia/ui';
import { useCircleFeed } from '../api';
import { SectionHeading } from './parts';

export type RenderPrayer = (prayer: Prayer) => ReactNode;

/** The circle's private feed: the requests its members shared with it, newest first, a page at a time. */
export function CircleFeed({ circleId, renderPrayer }: { circleId: string; renderPrayer: RenderPrayer }) {
  const { t } = useLanguage();
  const feed = useCircleFeed(circleId);
  const headingId = useId();

  let content: ReactNode;
  if (feed.isPending) content = <LoadingState />;
  else if (feed.isError) content = <QueryErrorState error={feed.error} onRetry={() => void feed.refetch()} />;
  else if (feed.items.length === 0)
    content = (
      <EmptyState title={t('circles.feedEmptyTitle', 'No requests shared with this circle yet')}>
        {t(
          'circles.feedEmptyBody',
          'On the prayer wall, share a request as Private and choose this circle: only its members will see it.',
        )}
      </EmptyState>
    );
  else
    content = (
      <>
        {feed.items.map((prayer) => (
          <div key={prayer.id}>{renderPrayer(prayer)}</div>
        ))}
        {feed.hasNextPage ? (
          <div>
            <Button
              type="button"
              $variant="secondary"
              disabled={feed.isFetchingNextPage}
              onClick={() => void feed.fetchNextPage()}
            >
              {feed.isFetchingNextPage ? t('common.loading', 'Loading…') : t('common.loadMore', 'Load more')}
            </Button>
          </div>
        ) : null}
      </>
    );

  return (
    <section aria-labelledby={headingId}>
      <Stack>
        <SectionHeading id={headingId}>{t('circles.feedTitle', 'Requests shared with this circle')}</SectionHeading>
        {content}
      </Stack>
    </section>
  );
}
