import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ListPage, useLanguage } from '@koinonia/shell-contract';
import { Field } from '@koinonia/ui';
import { useAudiences, useFeed } from '../api';
import { Announcements } from '../components/Announcements';
import { PostCard } from '../components/PostCard';
import { PostComposer } from '../components/PostComposer';

// minmax(0, 1fr) and a capped select: a select is as wide as its longest option (a community's long name), which
// would otherwise widen the whole page past a phone's screen.
const Controls = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  select {
    min-inline-size: min(100%, 14rem);
    max-inline-size: 100%;
  }
`;

/**
 * /social-feed: the posts of the member's church and communities, newest first ("Load more"), the announcements
 * pinned above them, writing a post, and narrowing the feed to one community (?community= keeps it in the address).
 */
export function SocialFeedPage() {
  const { t } = useLanguage();
  const [search, setSearch] = useSearchParams();
  const communityId = search.get('community') || undefined;
  const audiences = useAudiences();
  const communities = (audiences.data?.items ?? []).flatMap((choice) => (choice.community ? [choice.community] : []));
  const filterId = useId();
  return (
    <ListPage
      title={t('feed.title', 'Social feed')}
      list={useFeed(communityId)}
      actions={
        <Controls>
          <PostComposer />
          {communities.length > 0 ? (
            <Field as="div">
              <label htmlFor={filterId}>{t('feed.filterLabel', 'Show posts from')}</label>
              <select
                id={filterId}
                value={communityId ?? ''}
                onChange={(event) =>
                  setSearch(event.target.value ? { community: event.target.value } : {}, { replace: true })
                }
              >
                <option value="">{t('feed.filterAll', 'My church and communities')}</option>
                {communities.map((community) => (
                  <option key={community.id} value={community.id}>
                    {community.name}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          <Announcements communityId={communityId} />
        </Controls>
      }
      empty={{
        title: t('feed.emptyTitle', 'No posts yet'),
        body: t('feed.emptyBody', 'When someone in your church or your communities posts, it appears here.'),
      }}
      keyOf={(post) => post.id}
      renderItem={(post) => <PostCard post={post} />}
    />
  );
}
