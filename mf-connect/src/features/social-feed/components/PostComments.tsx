import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SOCIAL_FEED_COMMENT_MAX_LENGTH, type SocialFeedComment, type SocialFeedPost } from '@koinonia/contracts';
import { useErrorText, useLanguage } from '@koinonia/shell-contract';
import { Button, ConfirmDialog, Field, FieldError, Muted, Stack } from '@koinonia/ui';
import { useAddComment, useComments, useRemoveComment } from '../api';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.li`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  padding-block-end: ${({ theme }) => theme.space(2)};
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: baseline;
  font-size: 0.875rem;
`;

function CommentItem({ comment, onRemove }: { comment: SocialFeedComment; onRemove(): void }) {
  const { t, code } = useLanguage();
  return (
    <Item>
      <Who>
        <strong>
          <bdi>{comment.isMine ? t('feed.you', 'You') : comment.authorName}</bdi>
        </strong>
        <Muted as="time" dateTime={comment.createdAt}>
          {new Date(comment.createdAt).toLocaleString(code, {
            day: 'numeric',
            month: 'short',
            hour: 'numeric',
            minute: '2-digit',
          })}
        </Muted>
      </Who>
      <p dir="auto">{comment.body}</p>
      {comment.canRemove ? (
        <Button type="button" $variant="secondary" onClick={onRemove}>
          {t('feed.removeComment', 'Delete comment')}
        </Button>
      ) : null}
    </Item>
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
  const fieldId = useId();
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
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
        <List aria-label={t('feed.commentsLabel', 'Comments')}>
          {list.items.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              onRemove={() => {
                setRemoveError(null);
                setRemoving(comment.id);
              }}
            />
          ))}
        </List>
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
      <form noValidate onSubmit={submit}>
        <Stack $gap={2}>
          <Field as="div">
            <label htmlFor={fieldId}>{t('feed.commentLabel', 'Write a comment')}</label>
            <textarea
              id={fieldId}
              rows={2}
              dir="auto"
              value={text}
              maxLength={SOCIAL_FEED_COMMENT_MAX_LENGTH}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setText(event.target.value)}
            />
            {error ? <FieldError id={errorId}>{error}</FieldError> : null}
          </Field>
          <div>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? t('feed.sendingComment', 'Sending…') : t('feed.sendComment', 'Comment')}
            </Button>
          </div>
        </Stack>
      </form>
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
