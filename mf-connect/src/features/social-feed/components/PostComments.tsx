import { useState } from 'react';
import { SOCIAL_FEED_COMMENT_MAX_LENGTH, type SocialFeedComment, type SocialFeedPost } from '@koinonia/contracts';
import { useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Button, ConfirmDialog, Muted, Stack } from '@koinonia/ui';
import { CommentForm, CommentItem, CommentList } from '@koinonia/ui/comments';
import { useAddComment, useComments, useRemoveComment } from '../api';

function FeedCommentItem({ comment, onRemove }: { comment: SocialFeedComment; onRemove(): void }) {
  const { t, code } = useLanguage();
  return (
    <CommentItem
      author={comment.isMine ? t('feed.you', 'You') : comment.authorName}
      createdAt={comment.createdAt}
      locale={code}
      body={comment.body}
      remove={comment.canRemove ? { label: t('feed.removeComment', 'Delete comment'), onRemove } : undefined}
    />
  );
}

/** The comments on a post, oldest first ("Load more" for the rest), and writing one. */
export function PostComments({ post }: { post: SocialFeedPost }) {
  const { t } = useLanguage();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const list = useComments(post.id);
  const add = useAddComment(post.id);
  const remove = useRemoveComment(post.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  function submit() {
    if (!text.trim()) return setError(t('feed.commentRequired', 'Write a comment'));
    setError(null);
    add.mutate(text, {
      onSuccess: () => setText(''),
      onError: (failure) => setError(fieldErrorsOf(failure).body ?? messageOf(failure)),
    });
  }

  return (
    <Stack $gap={3}>
      {list.isPending ? <Muted>{t('common.loading', 'Loading…')}</Muted> : null}
      {list.isError ? <Muted>{t('feed.commentsFailed', 'The comments could not be loaded.')}</Muted> : null}
      {!list.isPending && !list.isError && list.items.length === 0 ? (
        <Muted>{t('feed.noComments', 'No comments yet.')}</Muted>
      ) : null}
      {list.items.length > 0 ? (
        <CommentList aria-label={t('feed.commentsLabel', 'Comments')}>
          {list.items.map((comment) => (
            <FeedCommentItem
              key={comment.id}
              comment={comment}
              onRemove={() => {
                setRemoveError(null);
                setRemoving(comment.id);
              }}
            />
          ))}
        </CommentList>
      ) : null}
      {list.hasNextPage ? (
        <div>
          <Button
            type="button"
            $variant="secondary"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('feed.moreComments', 'Load more comments')}
          </Button>
        </div>
      ) : null}
      <CommentForm
        label={t('feed.commentLabel', 'Write a comment')}
        value={text}
        onChange={setText}
        maxLength={SOCIAL_FEED_COMMENT_MAX_LENGTH}
        rows={2}
        error={error}
        busy={add.isPending}
        submitLabel={t('feed.sendComment', 'Comment')}
        busyLabel={t('feed.sendingComment', 'Sending…')}
        onSubmit={submit}
      />
      {removing ? (
        <ConfirmDialog
          title={t('feed.confirmRemoveComment', 'Delete this comment?')}
          confirmLabel={t('feed.removeComment', 'Delete comment')}
          busyLabel={t('feed.removing', 'Deleting…')}
          cancelLabel={t('common.cancel', 'Cancel')}
          destructive
          busy={remove.isPending}
          error={removeError}
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(removing, {
              onSuccess: () => setRemoving(null),
              onError: (failure) => setRemoveError(messageOf(failure)),
            })
          }
        >
          <p>{t('feed.confirmRemoveCommentBody', 'It will no longer be shown to anyone.')}</p>
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}
