import { useId } from 'react';
import styled from 'styled-components';
import { useLanguage } from '@koinonia/shell-contract';
import { Stack } from '@koinonia/ui';
import { useAnnouncements } from '../api';
import { PostCard } from './PostCard';

const Block = styled.section`
  margin-block-end: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.125rem;
  }
`;

/** The announcements in force, pinned above the feed (newest first, at most five); nothing when there are none. */
export function Announcements({ communityId }: { communityId?: string }) {
  const { t } = useLanguage();
  const pinned = useAnnouncements(communityId);
  const headingId = useId();
  const items = pinned.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Block aria-labelledby={headingId}>
      <h2 id={headingId}>{t('feed.announcements', 'Announcements')}</h2>
      <Stack $gap={3}>
        {items.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </Stack>
    </Block>
  );
}
