import type { ForumModerationStatus, ForumPost } from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button } from '@koinonia/ui';
import { useModeratePost } from '../api';

/** A moderator's choices for one post: approve or reject what waits, hide what shows, restore what was hidden. */
export function ModerationButtons({ post, threadId }: { post: ForumPost; threadId?: string }) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf } = useErrorText();
  const moderate = useModeratePost(threadId ?? post.threadId);
  const set = (status: ForumModerationStatus, done: string) =>
    moderate.mutate(
      { params: { postId: post.id }, body: { status } },
      {
        onSuccess: () => toast({ title: done }),
        onError: (error) => toast({ title: messageOf(error), variant: 'destructive' }),
      },
    );
  const busy = moderate.isPending;
  if (post.status === 'pending') {
    return (
      <>
        <Button type="button" disabled={busy} onClick={() => set('published', t('forums.approved', 'Approved'))}>
          {t('forums.approve', 'Approve')}
        </Button>
        <Button
          type="button"
          $variant="danger"
          disabled={busy}
          onClick={() => set('rejected', t('forums.rejected', 'Rejected'))}
        >
          {t('forums.reject', 'Reject')}
        </Button>
      </>
    );
  }
  if (post.status === 'published') {
    return (
      <Button
        type="button"
        $variant="danger"
        disabled={busy}
        onClick={() => set('hidden', t('forums.hiddenDone', 'The post is hidden'))}
      >
        {t('forums.hide', 'Hide')}
      </Button>
    );
  }
  return (
    <Button
      type="button"
      $variant="secondary"
      disabled={busy}
      onClick={() => set('published', t('forums.restored', 'The post shows again'))}
    >
      {t('forums.restore', 'Restore')}
    </Button>
  );
}
