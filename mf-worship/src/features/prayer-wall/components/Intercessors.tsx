import { useId } from 'react';
import styled from 'styled-components';
import { useLanguage } from '@koinonia/shell-contract';
import { Button, Card, Muted } from '@koinonia/ui';
import { useIntercessors } from '../api';

const Names = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  li {
    padding: 0.15rem 0.6rem;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

/** Who prayed for the request, newest first (SPEC §1 "tracking of who prays"). */
export function Intercessors({ prayerId }: { prayerId: string }) {
  const { t } = useLanguage();
  const list = useIntercessors(prayerId);
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} style={{ marginBlockStart: 0, fontSize: '1.125rem' }}>
        {t('prayer.whoPrayed', 'Who prayed')}
      </h2>
      {list.isPending ? <Muted>{t('common.loading', 'Loading…')}</Muted> : null}
      {list.isError ? <Muted>{t('prayer.whoPrayedFailed', 'Who prayed could not be loaded.')}</Muted> : null}
      {!list.isPending && !list.isError && list.items.length === 0 ? (
        <Muted>{t('prayer.nobodyPrayedYet', 'Nobody has said they prayed yet. Be the first.')}</Muted>
      ) : null}
      {list.items.length > 0 ? (
        <Names>
          {list.items.map((intercessor, index) => (
            <li key={`${intercessor.prayedAt}-${index}`}>
              <bdi>
                {intercessor.isMe ? t('prayer.you', 'You') : (intercessor.name ?? t('prayer.anonymous', 'Anonymous'))}
              </bdi>
            </li>
          ))}
        </Names>
      ) : null}
      {list.hasNextPage ? (
        <Button
          type="button"
          $variant="secondary"
          style={{ marginBlockStart: '0.75rem' }}
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('common.loadMore', 'Load more')}
        </Button>
      ) : null}
    </Card>
  );
}
