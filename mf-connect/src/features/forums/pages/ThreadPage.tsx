import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ForumPost, ForumThread } from '@koinonia/contracts';
import { QueryErrorState, useLanguage } from '@koinonia/shell-contract';
import { Button, Card, LoadingState, Muted, PageTitle, Stack } from '@koinonia/ui';
import { useReplies, useThread } from '../api';
import { Badge, Meta, StatusBadge } from '../components/Badges';
import { PostView } from '../components/PostView';
import { ReplyForm } from '../components/ReplyForm';
import { ThreadModeration } from '../components/ThreadModeration';
import { forumPaths } from '../paths';

const Below = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-start: ${({ theme }) => theme.space(4)};
`;

const RepliesHeading = styled.h2`
  margin-block: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
  font-size: 1.125rem;
`;

function Reply({ post, thread }: { post: ForumPost; thread: ForumThread }) {
  const { t } = useLanguage();
  return (
    <Card
      as="article"
      id={`post-${post.id}`}
      aria-label={
        post.deletedAt
          ? t('forums.replyDeleted', 'This reply was deleted')
          : t('forums.replyBy', 'Reply by {name}', { name: post.authorName || t('forums.someone', 'Someone') })
      }
    >
      <PostView post={post} thread={thread} />
    </Card>
  );
}

function Replies({ thread }: { thread: ForumThread }) {
  const { t } = useLanguage();
  const replies = useReplies(thread.id);
  const headingId = useId();
  let content;
  if (replies.isPending) content = <LoadingState label={t('forums.loadingReplies', 'Loading replies')} />;
  else if (replies.isError) content = <QueryErrorState error={replies.error} onRetry={() => void replies.refetch()} />;
  else if (replies.items.length === 0) content = <Muted>{t('forums.noReplies', 'No replies yet.')}</Muted>;
  else
    content = (
      <Stack>
        {replies.items.map((post) => (
          <Reply key={post.id} post={post} thread={thread} />
        ))}
        {replies.hasNextPage ? (
          <div>
            <Button
              type="button"
              $variant="secondary"
              disabled={replies.isFetchingNextPage}
              onClick={() => void replies.fetchNextPage()}
            >
              {replies.isFetchingNextPage ? t('common.loading', 'Loading…') : t('common.loadMore', 'Load more')}
            </Button>
          </div>
        ) : null}
      </Stack>
    );
  return (
    <section aria-labelledby={headingId}>
      <RepliesHeading id={headingId}>{t('forums.replies', 'Replies')}</RepliesHeading>
      {content}
    </section>
  );
}

/** /forums/:threadId: the thread with its opening post, its replies (oldest first), the reply box and moderation. */
export function ThreadPage() {
  const { t } = useLanguage();
  const { threadId = '' } = useParams();
  const query = useThread(threadId);
  const titleId = useId();
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const thread = query.data;
  return (
    <article aria-labelledby={titleId}>
      <p>
        <Link to={forumPaths.list()}>{t('forums.backToForums', 'Back to the forums')}</Link>
      </p>
      <Stack>
        <Meta>
          {thread.pinned ? <Badge>{t('forums.pinned', 'Pinned')}</Badge> : null}
          {thread.locked ? <Badge>{t('forums.locked', 'Locked')}</Badge> : null}
          <StatusBadge status={thread.status} />
          <Badge>{thread.category.name}</Badge>
          {thread.community ? <span>{thread.community.name}</span> : null}
        </Meta>
        <PageTitle id={titleId} dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {thread.title}
        </PageTitle>
        {thread.canModerate ? <ThreadModeration thread={thread} /> : null}
        <Card id={`post-${thread.opening.id}`}>
          <PostView post={thread.opening} thread={thread} opening />
        </Card>
      </Stack>
      {thread.status === 'published' ? <Replies thread={thread} /> : null}
      <Below>
        {thread.locked ? (
          <Muted role="status">{t('forums.lockedNotice', 'This thread is locked: it takes no new replies.')}</Muted>
        ) : null}
        {thread.canReply ? <ReplyForm threadId={thread.id} /> : null}
      </Below>
    </article>
  );
}
