import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  SOCIAL_FEED_REPORT_DETAILS_MAX_LENGTH,
  socialFeedReactionEmoji,
  socialFeedReactions,
  socialFeedReportReasons,
  type SocialFeedPost,
  type SocialFeedReportReason,
} from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button, Card, ConfirmDialog, Muted } from '@koinonia/ui';
import { ReportFields } from '@koinonia/ui/report-fields';
import { usePin, useReact, useRemovePost, useReportPost } from '../api';
import { reactionLabels, reportReasonLabels } from './labels';
import { PostComments } from './PostComments';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Body = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
  margin: ${({ theme }) => theme.space(2)} 0;
`;

const Badge = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.primary};
  border: 1px solid ${({ theme }) => theme.colors.primary};
`;

/** One image fills the width; more share a grid of two columns (one on a phone below 24rem). */
const Images = styled.ul<{ $count: number }>`
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: ${({ $count }) => ($count > 1 ? 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))' : '1fr')};
  img {
    display: block;
    inline-size: 100%;
    max-block-size: 28rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(2)};
`;

const Comments = styled.div`
  margin-block-start: ${({ theme }) => theme.space(3)};
  padding-inline-start: ${({ theme }) => theme.space(3)};
  border-inline-start: 2px solid ${({ theme }) => theme.colors.border};
`;

type Dialog = 'remove' | 'report' | null;

/**
 * One post: who wrote it where and when, its words and images, reactions (one per member, shown at once), its
 * comments on demand, and what the reader may do — pin or unpin, delete, report.
 */
export function PostCard({ post }: { post: SocialFeedPost }) {
  const { t, code } = useLanguage();
  const toast = useToast();
  const { messageOf } = useErrorText();
  const react = useReact();
  const remove = useRemovePost();
  const report = useReportPost();
  const { pin, unpin } = usePin();
  const [showComments, setShowComments] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [reason, setReason] = useState<SocialFeedReportReason>('spam');
  const [details, setDetails] = useState('');
  const headingId = useId();
  const commentsId = useId();
  const showFailure = (error: Error) => toast({ title: messageOf(error), variant: 'destructive' });
  const open = (which: Dialog) => {
    setDialogError(null);
    setDialog(which);
  };
  const close = () => setDialog(null);
  const author = post.isMine ? t('feed.you', 'You') : post.authorName;
  const where = post.community ? post.community.name : t('feed.everyone', 'Everyone at your church');

  return (
    <Card as="article" aria-labelledby={headingId}>
      <Header>
        <h3 id={headingId}>
          <bdi>{t('feed.postBy', 'Post by {name}', { name: post.authorName })}</bdi>
        </h3>
        {post.isAnnouncement ? <Badge>{t('feed.announcement', 'Announcement')}</Badge> : null}
      </Header>
      <Muted as="p" style={{ margin: 0, fontSize: '0.875rem' }}>
        <bdi>{author}</bdi> · <bdi>{where}</bdi> ·{' '}
        <time dateTime={post.createdAt}>
          {new Date(post.createdAt).toLocaleString(code, {
            day: 'numeric',
            month: 'short',
            hour: 'numeric',
            minute: '2-digit',
          })}
        </time>
      </Muted>
      {post.body ? <Body dir="auto">{post.body}</Body> : null}
      {post.images.length > 0 ? (
        <Images $count={post.images.length}>
          {post.images.map((image) => (
            <li key={image.id}>
              <img src={image.url} alt={image.alt} loading="lazy" decoding="async" />
            </li>
          ))}
        </Images>
      ) : null}

      <Row role="group" aria-label={t('feed.reactions', 'Reactions')}>
        {socialFeedReactions.map((reaction) => {
          const pressed = post.myReaction === reaction;
          const label = t(`feed.reaction.${reaction}`, reactionLabels[reaction]);
          return (
            <Button
              key={reaction}
              type="button"
              $variant={pressed ? 'primary' : 'secondary'}
              aria-pressed={pressed}
              aria-label={t('feed.reactionCount', '{reaction}: {count}', {
                reaction: label,
                count: post.reactions[reaction],
              })}
              onClick={() => react.mutate({ post, reaction: pressed ? null : reaction }, { onError: showFailure })}
            >
              <span aria-hidden="true">
                {socialFeedReactionEmoji[reaction]} {post.reactions[reaction]}
              </span>
            </Button>
          );
        })}
        <Button
          type="button"
          $variant="secondary"
          aria-expanded={showComments}
          aria-controls={commentsId}
          onClick={() => setShowComments((shown) => !shown)}
        >
          {showComments
            ? t('feed.hideComments', 'Hide comments')
            : t('feed.showComments', 'Comments ({count})', { count: post.commentCount })}
        </Button>
      </Row>

      <Row>
        {post.canPin ? (
          <Button
            type="button"
            $variant="secondary"
            disabled={pin.isPending || unpin.isPending}
            onClick={() => (post.isAnnouncement ? unpin : pin).mutate(post, { onError: showFailure })}
          >
            {post.isAnnouncement ? t('feed.unpin', 'Unpin') : t('feed.pin', 'Pin as announcement')}
          </Button>
        ) : null}
        {post.canRemove ? (
          <Button type="button" $variant="secondary" onClick={() => open('remove')}>
            {t('feed.remove', 'Delete post')}
          </Button>
        ) : null}
        {post.isMine ? null : post.reportedByMe ? (
          <Muted as="span">{t('feed.reported', 'Reported')}</Muted>
        ) : (
          <Button type="button" $variant="secondary" onClick={() => open('report')}>
            {t('feed.report', 'Report')}
          </Button>
        )}
      </Row>

      <div id={commentsId} hidden={!showComments}>
        {showComments ? (
          <Comments>
            <PostComments post={post} />
          </Comments>
        ) : null}
      </div>

      {dialog === 'remove' ? (
        <ConfirmDialog
          title={t('feed.confirmRemove', 'Delete this post?')}
          confirmLabel={t('feed.remove', 'Delete post')}
          busyLabel={t('feed.removing', 'Deleting…')}
          cancelLabel={t('common.cancel', 'Cancel')}
          destructive
          busy={remove.isPending}
          error={dialogError}
          onCancel={close}
          onConfirm={() =>
            remove.mutate(post, {
              onSuccess: () => {
                close();
                toast({ title: t('feed.removed', 'The post was deleted') });
              },
              onError: (error) => setDialogError(messageOf(error)),
            })
          }
        >
          <p>{t('feed.confirmRemoveBody', 'Its images, comments and reactions go with it. This cannot be undone.')}</p>
        </ConfirmDialog>
      ) : null}

      {dialog === 'report' ? (
        <ConfirmDialog
          title={t('feed.reportTitle', 'Report this post')}
          confirmLabel={t('feed.sendReport', 'Send report')}
          busyLabel={t('feed.sendingReport', 'Sending…')}
          cancelLabel={t('common.cancel', 'Cancel')}
          busy={report.isPending}
          error={dialogError}
          onCancel={close}
          onConfirm={() =>
            report.mutate(
              { params: { postId: post.id }, body: { reason, details } },
              {
                onSuccess: () => {
                  close();
                  toast({ title: t('feed.reportSent', 'Thank you. The moderators will look at it.') });
                },
                onError: (error) => setDialogError(messageOf(error)),
              },
            )
          }
        >
          <p>{t('feed.reportBody', 'The moderators see your report; the person who posted does not.')}</p>
          <ReportFields
            legend={t('feed.reportWhy', 'Why are you reporting it?')}
            name={`report-reason-${post.id}`}
            reasons={socialFeedReportReasons}
            labelOf={(option) => t(`feed.reportReason.${option}`, reportReasonLabels[option])}
            reason={reason}
            onReason={setReason}
            detailsLabel={t('feed.reportDetails', 'Anything the moderators should know (optional)')}
            details={details}
            onDetails={setDetails}
            detailsMaxLength={SOCIAL_FEED_REPORT_DETAILS_MAX_LENGTH}
          />
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
