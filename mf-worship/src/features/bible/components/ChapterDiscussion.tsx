import { BIBLE_COMMENT_MAX_LENGTH, type BibleBookCode, type BibleComment } from '@koinonia/contracts';
import { QueryErrorState, useErrorText, useLanguage, useShell } from '@koinonia/shell-contract';
import { Button, Card, LoadingState, Muted, Stack } from '@koinonia/ui';
import { useDiscussion, usePostComment, useRemoveComment } from '../api';
import { WritingForm } from './WritingForm';

function Comment({ comment, book, chapter }: { comment: BibleComment; book: BibleBookCode; chapter: number }) {
  const { t, code } = useLanguage();
  const { toast } = useShell();
  const errorText = useErrorText();
  const remove = useRemoveComment({ book, chapter });
  const date = new Date(comment.createdAt).toLocaleDateString(code, { day: 'numeric', month: 'short' });
  return (
    <Card as="article" aria-label={t('reader.commentBy', 'Comment by {name}', { name: comment.authorName })}>
      <p dir="auto" style={{ marginTop: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {comment.body}
      </p>
      <Muted as="div" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center', fontSize: '0.875rem' }}>
        <bdi>{comment.authorName}</bdi>
        <time dateTime={comment.createdAt}>{date}</time>
        {comment.canRemove ? (
          <Button
            type="button"
            $variant="secondary"
            disabled={remove.isPending}
            onClick={() => remove.mutate(comment, { onError: (error) => toast({ title: errorText.messageOf(error), variant: 'destructive' }) })}
          >
            {t('reader.removeComment', 'Take down')}
          </Button>
        ) : null}
      </Muted>
    </Card>
  );
}

/** SPEC §1 "community discussion": what the reader's church says about the chapter, and their own word. */
export function ChapterDiscussion({ book, chapter, title }: { book: BibleBookCode; chapter: number; title: string }) {
  const { t } = useLanguage();
  const discussion = useDiscussion(book, chapter);
  const post = usePostComment();
  let list;
  if (discussion.isPending) list = <LoadingState />;
  else if (discussion.isError) list = <QueryErrorState error={discussion.error} onRetry={() => void discussion.refetch()} />;
  else if (discussion.items.length === 0) list = <Muted>{t('reader.discussionEmpty', 'Nobody in your church has written about this chapter yet.')}</Muted>;
  else
    list = (
      <Stack>
        {discussion.items.map((comment) => (
          <Comment key={comment.id} comment={comment} book={book} chapter={chapter} />
        ))}
        {discussion.hasNextPage ? (
          <div>
            <Button type="button" $variant="secondary" disabled={discussion.isFetchingNextPage} onClick={() => void discussion.fetchNextPage()}>
              {discussion.isFetchingNextPage ? t('common.loading', 'Loading…') : t('common.loadMore', 'Load more')}
            </Button>
          </div>
        ) : null}
      </Stack>
    );
  return (
    <section aria-labelledby="chapter-discussion-title">
      <h2 id="chapter-discussion-title">{t('reader.discussion', 'Discussion of {chapter}', { chapter: title })}</h2>
      <WritingForm
        id={`comment-${book}-${chapter}`}
        label={t('reader.yourComment', 'Share a thought with your church')}
        maxLength={BIBLE_COMMENT_MAX_LENGTH}
        submitLabel={t('reader.postComment', 'Post')}
        save={(body) => post.mutateAsync({ book, chapter, body })}
      />
      <div style={{ marginTop: '1rem' }}>{list}</div>
    </section>
  );
}
