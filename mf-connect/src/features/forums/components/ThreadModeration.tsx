import type { ForumThread } from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button } from '@koinonia/ui';
import { useSetLocked, useSetPinned } from '../api';

/** A moderator pins a thread above the others, and locks it so it takes no new replies. */
export function ThreadModeration({ thread }: { thread: ForumThread }) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf } = useErrorText();
  const pin = useSetPinned();
  const lock = useSetLocked();
  const onError = (error: Error) => toast({ title: messageOf(error), variant: 'destructive' });
  const params = { threadId: thread.id };
  return (
    <div
      role="group"
      aria-label={t('forums.moderateThread', 'Moderate this thread')}
      style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}
    >
      <Button
        type="button"
        $variant="secondary"
        disabled={pin.isPending}
        onClick={() => pin.mutate({ params, body: { pinned: !thread.pinned } }, { onError })}
      >
        {thread.pinned ? t('forums.unpin', 'Unpin') : t('forums.pin', 'Pin')}
      </Button>
      <Button
        type="button"
        $variant="secondary"
        disabled={lock.isPending}
        onClick={() => lock.mutate({ params, body: { locked: !thread.locked } }, { onError })}
      >
        {thread.locked ? t('forums.unlock', 'Unlock') : t('forums.lock', 'Lock')}
      </Button>
    </div>
  );
}
