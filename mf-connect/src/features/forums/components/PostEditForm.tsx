import { useState, type FormEvent, type ReactNode } from 'react';
import { FORUM_THREAD_TITLE_MAX_LENGTH, FORUM_THREAD_TITLE_MIN_LENGTH, type ForumPost } from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Alert, Button, Stack, TextField } from '@koinonia/ui';
import { useEditPost } from '../api';
import { MarkdownField } from './MarkdownField';

const Buttons = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>{children}</div>
);

/**
 * Its author edits a post in place: its Markdown, and the thread's title when it is the opening post. The service
 * renders and sanitizes it again, and a post waiting for approval still waits.
 */
export function PostEditForm({
  post,
  threadId,
  title,
  onDone,
}: {
  post: ForumPost;
  threadId: string;
  /** The thread's title, when the post is its opening post. */
  title?: string;
  onDone(): void;
}) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const edit = useEditPost(threadId);
  const [body, setBody] = useState(post.markdown);
  const [newTitle, setNewTitle] = useState(title ?? '');
  const [errors, setErrors] = useState<{ title?: string; body?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const opening = title !== undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = {
      title:
        opening && newTitle.trim().length < FORUM_THREAD_TITLE_MIN_LENGTH
          ? t('forums.titleTooShort', 'The title needs at least {count} characters', {
              count: FORUM_THREAD_TITLE_MIN_LENGTH,
            })
          : undefined,
      body: body.trim() ? undefined : t('forums.bodyRequired', 'Write something'),
    };
    setErrors(found);
    if (found.title || found.body) return;
    edit.mutate(
      { params: { postId: post.id }, body: opening ? { body, title: newTitle } : { body } },
      {
        onSuccess: () => {
          toast({ title: t('forums.postSaved', 'Your changes are saved') });
          onDone();
        },
        onError: (problem) => {
          const byField = fieldErrorsOf(problem);
          setErrors({ title: byField.title, body: byField.body });
          if (!byField.title && !byField.body) setFailure(messageOf(problem));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t('forums.editTitle', 'Edit your post')}>
      <Stack $gap={3}>
        {failure ? <Alert>{failure}</Alert> : null}
        {opening ? (
          <TextField
            label={t('forums.titleLabel', 'Title')}
            value={newTitle}
            maxLength={FORUM_THREAD_TITLE_MAX_LENGTH}
            dir="auto"
            error={errors.title}
            onChange={(event) => setNewTitle(event.target.value)}
          />
        ) : null}
        <MarkdownField
          label={opening ? t('forums.bodyLabel', 'Message') : t('forums.replyLabel', 'Your reply')}
          value={body}
          error={errors.body}
          rows={4}
          onChange={setBody}
        />
        <Buttons>
          <Button type="submit" disabled={edit.isPending}>
            {edit.isPending ? t('forums.saving', 'Saving…') : t('forums.save', 'Save')}
          </Button>
          <Button type="button" $variant="secondary" disabled={edit.isPending} onClick={onDone}>
            {t('common.cancel', 'Cancel')}
          </Button>
        </Buttons>
      </Stack>
    </form>
  );
}
