import { useId, useState } from 'react';
import { PRAYER_COMMENT_MAX_LENGTH, type Prayer, type PrayerComment } from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button, Card, ConfirmDialog, Muted, Stack } from '@koinonia/ui';
import { CommentForm, CommentItem, CommentList } from '@koinonia/ui/comments';
import { useAddComment, useComments, useRemoveComment } from '../api';

function PrayerCommentItem({ comment, onRemove }: { comment: PrayerComment; onRemove(): void }) {
  const { t, code } = useLanguage();
  const who = comment.authorName ?? t('prayer.anonymous', 'Anonymous');
  return (
    <CommentItem
      id={`comment-${comment.id}`}
      author={comment.isMine ? t('prayer.you', 'You') : who}
      badge={comment.byRequester ? <Muted as="span">{t('prayer.requester', 'Shared the request')}</Muted> : null}
      createdAt={comment.createdAt}
      locale={code}
      body={comment.body}
      remove={comment.canRemove ? { label: t('prayer.removeComment', 'Remove comment'), onRemove } : undefined}
    />
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

  function submit() {
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
          <CommentList>
            {list.items.map((comment) => (
              <PrayerCommentItem
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
          <Button
            type="button"
            $variant="secondary"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('common.loadMore', 'Load more')}
          </Button>
        ) : null}
        <CommentForm
          label={t('prayer.commentLabel', 'Write a word of encouragement')}
          value={text}
          onChange={setText}
          maxLength={PRAYER_COMMENT_MAX_LENGTH}
          rows={3}
          error={error}
          busy={add.isPending}
          submitLabel={t('prayer.sendComment', 'Send')}
          busyLabel={t('prayer.sendingComment', 'Sending…')}
          onSubmit={submit}
        />
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
