import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { PRAYER_COMMENT_MAX_LENGTH, type Prayer, type PrayerComment } from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button, Card, ConfirmDialog, Field, FieldError, Muted, Stack } from '@koinonia/ui';
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
  padding-block-end: ${({ theme }) => theme.space(3)};
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  &:target {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 4px;
  }
`;

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: baseline;
  font-size: 0.875rem;
`;

function CommentItem({ comment, onRemove }: { comment: PrayerComment; onRemove(): void }) {
  const { t, code } = useLanguage();
  const who = comment.authorName ?? t('prayer.anonymous', 'Anonymous');
  return (
    <Item id={`comment-${comment.id}`}>
      <Who>
        <strong>
          <bdi>{comment.isMine ? t('prayer.you', 'You') : who}</bdi>
        </strong>
        {comment.byRequester ? <Muted as="span">{t('prayer.requester', 'Shared the request')}</Muted> : null}
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
          {t('prayer.removeComment', 'Remove comment')}
        </Button>
      ) : null}
    </Item>
  );
}

/** Words of encouragement on the request, oldest first, and writing one. */
export function Comments({ prayer }: { prayer: Prayer }) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const list = useComments(prayer.id);
  const add = useAddComment(prayer.id);
  const remove = useRemoveComment(prayer.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const headingId = useId();
  const fieldId = useId();
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setError(t('prayer.commentRequired', 'Write a few words of encouragement'));
    setError(null);
    add.mutate(text, {
      onSuccess: () => {
        setText('');
        toast({ title: t('prayer.commentSent', 'Your encouragement was sent') });
      },
      onError: (failure) => setError(fieldErrorsOf(failure).body ?? messageOf(failure)),
    });
  }

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack>
        <h2 id={headingId} style={{ margin: 0, fontSize: '1.125rem' }}>
          {t('prayer.commentsTitle', 'Encouragement')}
        </h2>
        {list.isPending ? <Muted>{t('common.loading', 'Loading…')}</Muted> : null}
        {list.isError ? <Muted>{t('prayer.commentsFailed', 'The comments could not be loaded.')}</Muted> : null}
        {!list.isPending && !list.isError && list.items.length === 0 ? (
          <Muted>{t('prayer.noComments', 'No comments yet. A few words can mean a lot.')}</Muted>
        ) : null}
        {list.items.length > 0 ? (
          <List>
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
          <Button
            type="button"
            $variant="secondary"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('common.loadMore', 'Load more')}
          </Button>
        ) : null}
        <form noValidate onSubmit={submit}>
          <Stack $gap={2}>
            <Field as="div">
              <label htmlFor={fieldId}>{t('prayer.commentLabel', 'Write a word of encouragement')}</label>
              <textarea
                id={fieldId}
                rows={3}
                dir="auto"
                value={text}
                maxLength={PRAYER_COMMENT_MAX_LENGTH}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => setText(event.target.value)}
              />
              {error ? <FieldError id={errorId}>{error}</FieldError> : null}
            </Field>
            <div>
              <Button type="submit" disabled={add.isPending}>
                {add.isPending ? t('prayer.sendingComment', 'Sending…') : t('prayer.sendComment', 'Send')}
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
      {removing ? (
        <ConfirmDialog
          title={t('prayer.confirmRemoveComment', 'Remove this comment?')}
          confirmLabel={t('prayer.removeComment', 'Remove comment')}
          busyLabel={t('prayer.removing', 'Deleting…')}
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
          <p>{t('prayer.confirmRemoveCommentBody', 'It will no longer be shown to anyone.')}</p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
