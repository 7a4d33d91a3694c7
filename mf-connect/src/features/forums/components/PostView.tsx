import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ForumPost, ForumThread } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Button, Muted } from '@koinonia/ui';
import { Edited, Meta, StatusBadge, When } from './Badges';
import { ModerationButtons } from './ModerationButtons';
import { PostAuthorActions } from './PostAuthorActions';
import { PostBody } from './PostBody';
import { PostEditForm } from './PostEditForm';
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

/** Where the focus goes when what had it goes away: the Edit button after editing, the placeholder after deleting. */
type FocusAfter = 'edit' | 'placeholder' | null;

/**
 * One post of `thread`: who wrote it and when (and whether they edited it), its text, its reactions, reporting it,
 * the author's edit and delete, and a moderator's choices. A reply its author deleted keeps its place as a placeholder.
 */
export function PostView({
  post,
  thread,
  opening = false,
}: {
  post: ForumPost;
  thread: ForumThread;
  opening?: boolean;
}) {
  const { t } = useLanguage();
  const [reporting, setReporting] = useState(false);
  const [editing, setEditing] = useState(false);
  const [focusAfter, setFocusAfter] = useState<FocusAfter>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const placeholderRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusAfter === 'edit' && !editing) editRef.current?.focus();
    if (focusAfter === 'placeholder' && post.deletedAt) placeholderRef.current?.focus();
  }, [focusAfter, editing, post.deletedAt]);

  if (post.deletedAt) {
    return (
      <Muted ref={placeholderRef} tabIndex={-1}>
        {t('forums.replyDeleted', 'This reply was deleted')}
      </Muted>
    );
  }
  const canReport = !post.isMine && !post.reportedByMe && post.status === 'published';
  // A locked thread takes no edits, but from those who moderate it; a locked thread stays, but for its moderators.
  const open = !thread.locked || thread.canModerate;
  return (
    <Layout>
      <Meta>
        <Author>{post.authorName || t('forums.someone', 'Someone')}</Author>
        <When at={post.createdAt} />
        {post.editedAt ? <Edited at={post.editedAt} /> : null}
        <StatusBadge status={post.status} />
      </Meta>
      {editing ? (
        <PostEditForm
          post={post}
          threadId={thread.id}
          title={opening ? thread.title : undefined}
          onDone={() => {
            setEditing(false);
            setFocusAfter('edit');
          }}
        />
      ) : (
        <PostBody html={post.html} />
      )}
      {post.status === 'published' ? <Reactions post={post} threadId={thread.id} /> : null}
      <Actions>
        {post.isMine && !editing ? (
          <PostAuthorActions
            post={post}
            threadId={thread.id}
            opening={opening}
            canEdit={open}
            canDelete={!opening || open}
            editRef={editRef}
            onEdit={() => setEditing(true)}
            onDeleted={() => setFocusAfter('placeholder')}
          />
        ) : null}
        {canReport && !reporting ? (
          <Button type="button" $variant="secondary" onClick={() => setReporting(true)}>
            {t('forums.report', 'Report')}
          </Button>
        ) : null}
        {post.reportedByMe ? <Muted>{t('forums.youReported', 'You reported this post')}</Muted> : null}
        {thread.canModerate ? <ModerationButtons post={post} threadId={thread.id} /> : null}
      </Actions>
      {reporting ? <ReportForm postId={post.id} threadId={thread.id} onDone={() => setReporting(false)} /> : null}
    </Layout>
  );
}
