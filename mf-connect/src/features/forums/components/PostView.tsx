import { useState } from 'react';
import styled from 'styled-components';
import type { ForumPost } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Button, Muted } from '@koinonia/ui';
import { Meta, StatusBadge, When } from './Badges';
import { ModerationButtons } from './ModerationButtons';
import { PostBody } from './PostBody';
import { Reactions } from './Reactions';
import { ReportForm } from './ReportForm';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Author = styled.strong`
  color: ${({ theme }) => theme.colors.text};
`;

/** One post: who wrote it and when, its text, its reactions, reporting it, and a moderator's choices. */
export function PostView({ post, threadId, canModerate }: { post: ForumPost; threadId: string; canModerate: boolean }) {
  const { t } = useLanguage();
  const [reporting, setReporting] = useState(false);
  const canReport = !post.isMine && !post.reportedByMe && post.status === 'published';
  return (
    <Layout>
      <Meta>
        <Author>{post.authorName || t('forums.someone', 'Someone')}</Author>
        <When at={post.createdAt} />
        <StatusBadge status={post.status} />
      </Meta>
      <PostBody html={post.html} />
      {post.status === 'published' ? <Reactions post={post} threadId={threadId} /> : null}
      <Actions>
        {canReport && !reporting ? (
          <Button type="button" $variant="secondary" onClick={() => setReporting(true)}>
            {t('forums.report', 'Report')}
          </Button>
        ) : null}
        {post.reportedByMe ? <Muted>{t('forums.youReported', 'You reported this post')}</Muted> : null}
        {canModerate ? <ModerationButtons post={post} threadId={threadId} /> : null}
      </Actions>
      {reporting ? <ReportForm postId={post.id} threadId={threadId} onDone={() => setReporting(false)} /> : null}
    </Layout>
  );
}
