import { useState, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ForumPost } from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button, ConfirmDialog } from '@koinonia/ui';
import { useDeletePost } from '../api';
import { forumPaths } from '../paths';

/**
 * The author's own choices for their post: edit it (when `canEdit`: not on a locked thread, unless they moderate it)
 * and delete it after a confirm dialog, which says so when the post is the opening one and takes the whole thread.
 */
export function PostAuthorActions({
  post,
  threadId,
  opening,
  canEdit,
  canDelete,
  editRef,
  onEdit,
  onDeleted,
}: {
  post: ForumPost;
  threadId: string;
  opening: boolean;
  canEdit: boolean;
  canDelete: boolean;
  editRef: Ref<HTMLButtonElement>;
  onEdit(): void;
  onDeleted(): void;
}) {
  const { t } = useLanguage();
  const toast = useToast();
  const navigate = useNavigate();
  const { messageOf } = useErrorText();
  const remove = useDeletePost(threadId);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function confirm() {
    remove.mutate(
      { post, opening },
      {
        onSuccess: () => {
          setConfirming(false);
          if (opening) {
            toast({ title: t('forums.threadDeleted', 'The thread is deleted') });
            navigate(forumPaths.list());
          } else {
            toast({ title: t('forums.replyDeletedDone', 'Your reply is deleted') });
            onDeleted();
          }
        },
        onError: (problem) => setError(messageOf(problem)),
      },
    );
  }

  return (
    <>
      {canEdit ? (
        <Button ref={editRef} type="button" $variant="secondary" onClick={onEdit}>
          {t('forums.edit', 'Edit')}
        </Button>
      ) : null}
      {canDelete ? (
        <Button type="button" $variant="danger" onClick={() => setConfirming(true)}>
          {t('forums.delete', 'Delete')}
        </Button>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={
            opening
              ? t('forums.deleteThreadTitle', 'Delete this thread?')
              : t('forums.deleteReplyTitle', 'Delete your reply?')
          }
          confirmLabel={opening ? t('forums.deleteThread', 'Delete thread') : t('forums.delete', 'Delete')}
          busyLabel={t('forums.deleting', 'Deleting…')}
          cancelLabel={t('common.cancel', 'Cancel')}
          busy={remove.isPending}
          error={error}
          destructive
          onCancel={() => {
            setConfirming(false);
            setError(null);
          }}
          onConfirm={confirm}
        >
          <p>
            {opening
              ? t(
                  'forums.deleteThreadBody',
                  'This is the opening post: deleting it deletes the whole thread, with every reply in it. This cannot be undone.',
                )
              : t(
                  'forums.deleteReplyBody',
                  'Its text is removed for good. The thread will show that a reply was deleted.',
                )}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
