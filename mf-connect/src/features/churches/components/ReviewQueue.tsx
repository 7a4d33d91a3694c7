import { useId, useState } from 'react';
import styled from 'styled-components';
import { CHURCH_CLAIM_REASON_MAX_LENGTH, type ChurchClaim } from '@koinonia/contracts';
import { QueryErrorState, useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button, Card, EmptyState, Field, FieldError, LoadingState, Muted, Stack } from '@koinonia/ui';
import { useApproveClaim, useClaimQueue, useRejectClaim } from '../api';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Message = styled.blockquote`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(3)};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

function QueuedClaim({ claim }: { claim: ChurchClaim }) {
  const { t, code } = useLanguage();
  const toast = useToast();
  const { messageOf, fieldErrorsOf } = useErrorText();
  const approve = useApproveClaim();
  const reject = useRejectClaim();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const headingId = `review-${claim.id}`;
  const reasonId = useId();
  const reasonErrorId = useId();
  const failed = (error: Error) => toast({ title: messageOf(error), variant: 'destructive' });

  const sendRejection = () => {
    if (!reason.trim()) {
      setReasonError(t('churches.reasonRequired', 'Say why the claim is rejected'));
      return;
    }
    reject.mutate(
      { claim, reason: reason.trim() },
      {
        onSuccess: () =>
          toast({ title: t('churches.rejected', 'The claim on {name} is rejected', { name: claim.church.name }) }),
        onError: (error) => {
          const byField = fieldErrorsOf(error);
          if (byField.reason) setReasonError(byField.reason);
          else failed(error);
        },
      },
    );
  };

  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack>
        <h3 id={headingId} style={{ margin: 0, fontSize: '1rem' }}>
          {claim.church.name}
        </h3>
        <Muted style={{ margin: 0 }}>
          {t('churches.claimedBy', '{name} ({email})', {
            name: claim.claimant?.name ?? '',
            email: claim.claimant?.email ?? '',
          })}{' '}
          ·{' '}
          <time dateTime={claim.createdAt}>
            {new Date(claim.createdAt).toLocaleString(code, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </Muted>
        {claim.message ? <Message dir="auto">{claim.message}</Message> : null}
        {rejecting ? (
          <Field as="div">
            <label htmlFor={reasonId}>
              {t('churches.reasonLabel', 'Why is it rejected? The claimant reads this.')}
            </label>
            <textarea
              id={reasonId}
              rows={3}
              dir="auto"
              value={reason}
              maxLength={CHURCH_CLAIM_REASON_MAX_LENGTH}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? reasonErrorId : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {reasonError ? <FieldError id={reasonErrorId}>{reasonError}</FieldError> : null}
          </Field>
        ) : null}
        <Buttons>
          {rejecting ? (
            <>
              <Button type="button" $variant="danger" disabled={reject.isPending} onClick={sendRejection}>
                {t('churches.confirmReject', 'Reject the claim')}
              </Button>
              <Button type="button" $variant="secondary" onClick={() => setRejecting(false)}>
                {t('churches.cancel', 'Cancel')}
              </Button>
            </>
          ) : (
            <>
              <Button
                type="button"
                disabled={approve.isPending}
                onClick={() =>
                  approve.mutate(claim, {
                    onSuccess: () =>
                      toast({
                        title: t('churches.approved', '{name} is now the admin of {church}', {
                          name: claim.claimant?.name ?? '',
                          church: claim.church.name,
                        }),
                      }),
                    onError: failed,
                  })
                }
              >
                {t('churches.approve', 'Approve')}
              </Button>
              <Button type="button" $variant="secondary" onClick={() => setRejecting(true)}>
                {t('churches.reject', 'Reject')}
              </Button>
            </>
          )}
        </Buttons>
      </Stack>
    </Card>
  );
}

/** Platform support's queue: the review claims waiting, oldest first, to approve or reject with a reason. */
export function ReviewQueue() {
  const { t } = useLanguage();
  const queue = useClaimQueue('pending');
  let content;
  if (queue.isPending) content = <LoadingState />;
  else if (queue.isError) content = <QueryErrorState error={queue.error} onRetry={() => void queue.refetch()} />;
  else if (queue.items.length === 0)
    content = <EmptyState title={t('churches.queueEmpty', 'No claims are waiting for review')} />;
  else
    content = (
      <>
        {queue.items.map((claim) => (
          <QueuedClaim key={claim.id} claim={claim} />
        ))}
        {queue.hasNextPage ? (
          <div>
            <Button
              type="button"
              $variant="secondary"
              disabled={queue.isFetchingNextPage}
              onClick={() => void queue.fetchNextPage()}
            >
              {t('common.loadMore', 'Load more')}
            </Button>
          </div>
        ) : null}
      </>
    );
  return (
    <section aria-labelledby="review-queue-title">
      <Stack>
        <h2 id="review-queue-title" style={{ margin: 0, fontSize: '1.25rem' }}>
          {t('churches.queueTitle', 'Claims to review')}
        </h2>
        {content}
      </Stack>
    </section>
  );
}
