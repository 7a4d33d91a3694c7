import { useState } from 'react';
import type { Community } from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button, ConfirmDialog } from '@koinonia/ui';
import { useCancelRequest, useJoin, useLeave } from '../api';

/**
 * The one action the reader has on a community: Join (open), Request to join (by request), Requested — which
 * takes the request back — or Leave, after a confirmation.
 */
export function MembershipButton({ community }: { community: Community }) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf } = useErrorText();
  const join = useJoin();
  const cancel = useCancelRequest();
  const leave = useLeave();
  const [confirming, setConfirming] = useState(false);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const params = { params: { communityId: community.id } };
  const failed = (error: Error) => toast({ title: messageOf(error), variant: 'destructive' });

  if (community.myStanding === 'requested') {
    return (
      <Button
        type="button"
        $variant="secondary"
        disabled={cancel.isPending}
        aria-label={t('communities.cancelRequestLabel', 'Requested: cancel your request to join {name}', {
          name: community.name,
        })}
        onClick={() =>
          cancel.mutate(params, {
            onSuccess: () => toast({ title: t('communities.requestCancelled', 'Your request is cancelled') }),
            onError: failed,
          })
        }
      >
        {t('communities.requestedCancel', 'Requested (cancel)')}
      </Button>
    );
  }

  if (community.myStanding === 'none') {
    const byRequest = community.privacy === 'by_request';
    return (
      <Button
        type="button"
        disabled={join.isPending}
        onClick={() =>
          join.mutate(params, {
            onSuccess: (joined) =>
              toast({
                title:
                  joined.myStanding === 'requested'
                    ? t('communities.requestSent', 'Your request to join {name} is sent', { name: community.name })
                    : t('communities.joined', 'You joined {name}', { name: community.name }),
              }),
            onError: failed,
          })
        }
      >
        {byRequest ? t('communities.requestToJoin', 'Request to join') : t('communities.join', 'Join')}
      </Button>
    );
  }

  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => setConfirming(true)}>
        {t('communities.leave', 'Leave')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t('communities.leaveTitle', 'Leave {name}?', { name: community.name })}
          confirmLabel={t('communities.leave', 'Leave')}
          busyLabel={t('communities.leaving', 'Leaving…')}
          cancelLabel={t('common.cancel', 'Cancel')}
          busy={leave.isPending}
          error={leaveError}
          destructive
          onCancel={() => {
            setConfirming(false);
            setLeaveError(null);
          }}
          onConfirm={() =>
            leave.mutate(params, {
              onSuccess: () => {
                setConfirming(false);
                toast({ title: t('communities.left', 'You left {name}', { name: community.name }) });
              },
              onError: (error) => setLeaveError(messageOf(error)),
            })
          }
        >
          <p>
            {community.privacy === 'open'
              ? t('communities.leaveOpenBody', 'You can join again at any time.')
              : t('communities.leaveClosedBody', 'To come back you will need an admin to accept or add you again.')}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
