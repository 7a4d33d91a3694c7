import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PrayerCircle } from '@koinonia/contracts';
import { paths, useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button, ConfirmDialog } from '@koinonia/ui';
import { useEndPrayerCircle, useForgetCircle, useLeaveCircle } from '../api';
import { ButtonRow } from './parts';

/** Who takes an owner's circle when they leave: the member who has been in it longest (the service's rule). */
function successorOf(circle: PrayerCircle) {
  return circle.members.filter((member) => !member.isMe).sort((a, b) => a.joinedAt.localeCompare(b.joinedAt))[0];
}

/** Leaving the circle (anyone), and ending it (its owner); each asks first, then goes back to the list. */
export function LeaveOrEnd({ circle }: { circle: PrayerCircle }) {
  const { t } = useLanguage();
  const toast = useToast();
  const navigate = useNavigate();
  const { messageOf } = useErrorText();
  const forget = useForgetCircle();
  const leave = useLeaveCircle();
  const end = useEndPrayerCircle();
  const [asking, setAsking] = useState<'leave' | 'end' | null>(null);
  const action = asking === 'end' ? end : leave;

  const done = (message: string) => {
    toast({ title: message });
    navigate(paths.prayerCircles(), { replace: true });
    forget(circle.id);
  };

  const successor = successorOf(circle);
  const leaveBody = !circle.isOwner
    ? t(
        'circles.leaveBody',
        'You will no longer see the requests shared with it. You can come back through an invitation link.',
      )
    : successor
      ? t(
          'circles.leaveOwnerBody',
          'You own this circle: when you leave, {name} takes it over, as its longest member.',
          { name: successor.name },
        )
      : t('circles.leaveAloneBody', 'You are the only one in this circle: when you leave, it ends.');

  return (
    <>
      <ButtonRow>
        <Button type="button" $variant="secondary" onClick={() => setAsking('leave')}>
          {t('circles.leave', 'Leave the circle')}
        </Button>
        {circle.isOwner ? (
          <Button type="button" $variant="danger" onClick={() => setAsking('end')}>
            {t('circles.end', 'End the circle')}
          </Button>
        ) : null}
      </ButtonRow>
      {asking ? (
        <ConfirmDialog
          title={
            asking === 'end' ? t('circles.endTitle', 'End this circle?') : t('circles.leaveTitle', 'Leave this circle?')
          }
          confirmLabel={asking === 'end' ? t('circles.end', 'End the circle') : t('circles.leave', 'Leave the circle')}
          busyLabel={asking === 'end' ? t('circles.ending', 'Ending…') : t('circles.leaving', 'Leaving…')}
          cancelLabel={t('common.cancel', 'Cancel')}
          destructive
          busy={action.isPending}
          error={action.isError ? messageOf(action.error) : null}
          onCancel={() => {
            action.reset();
            setAsking(null);
          }}
          onConfirm={() =>
            action.mutate(
              { params: { circleId: circle.id } },
              {
                onSuccess: () =>
                  done(
                    asking === 'end'
                      ? t('circles.ended', 'The circle has ended')
                      : t('circles.left', 'You left the circle'),
                  ),
              },
            )
          }
        >
          <p>
            {asking === 'end'
              ? t(
                  'circles.endBody',
                  'Every member leaves it and its link stops working. The requests shared with it stay with the people who wrote them.',
                )
              : leaveBody}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
