import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ForumModerationItem } from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button, Card, Stack } from '@koinonia/ui';
import { useDismissReports } from '../api';
import { reasonLabels } from '../labels';
import { forumPaths } from '../paths';
import { Meta, StatusBadge, When } from './Badges';
import { ModerationButtons } from './ModerationButtons';
import { PostBody } from './PostBody';

/** A post waiting for approval or reported: where it is, who wrote it, what it says, and what a moderator may do. */
export function ModerationItemCard({ item, kind }: { item: ForumModerationItem; kind: 'pending' | 'reported' }) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf } = useErrorText();
  const dismiss = useDismissReports();
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Stack>
        <h3 id={titleId} style={{ margin: 0, fontSize: '1rem', overflowWrap: 'anywhere' }}>
          <Link to={`${forumPaths.thread(item.thread.id)}#post-${item.post.id}`}>{item.thread.title}</Link>
        </h3>
        <Meta>
          <strong>{item.post.authorName || t('forums.someone', 'Someone')}</strong>
          <When at={item.post.createdAt} />
          <StatusBadge status={item.post.status} />
          {kind === 'reported' ? (
            <span>
              {t('forums.reportCount', 'Reports: {count}', { count: item.reportCount })} —{' '}
              {item.reasons.map((reason) => t(`forums.reason.${reason}`, reasonLabels[reason])).join(', ')}
            </span>
          ) : null}
        </Meta>
        <PostBody html={item.post.html} />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          <ModerationButtons post={item.post} />
          {kind === 'reported' ? (
            <Button
              type="button"
              $variant="secondary"
              disabled={dismiss.isPending}
              onClick={() =>
                dismiss.mutate(
                  { params: { postId: item.post.id } },
                  {
                    onSuccess: () => toast({ title: t('forums.dismissed', 'The reports are dismissed') }),
                    onError: (error) => toast({ title: messageOf(error), variant: 'destructive' }),
                  },
                )
              }
            >
              {t('forums.dismiss', 'Dismiss reports')}
            </Button>
          ) : null}
        </div>
      </Stack>
    </Card>
  );
}
