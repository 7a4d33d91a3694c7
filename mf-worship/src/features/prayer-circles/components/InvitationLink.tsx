import { useId, useState } from 'react';
import { paths, QueryErrorState, useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button, Card, ConfirmDialog, LoadingState, Muted, Stack, TextField } from '@koinonia/ui';
import { useCircleInvitation, useRenewInvitation } from '../api';
import { ButtonRow, SectionHeading } from './parts';

/** The full address of an invitation, to send to someone (by message, email, anything that carries a link). */
export const invitationUrl = (code: string) => `${window.location.origin}${paths.prayerCircleInvitation(code)}`;

/** For the owner: the circle's invitation link, to copy, or to replace when it went further than it should. */
export function InvitationLink({ circleId }: { circleId: string }) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf } = useErrorText();
  const invitation = useCircleInvitation(circleId);
  const renew = useRenewInvitation();
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();

  async function copy(url: string) {
    try {
      // navigator.clipboard is missing outside a secure context: the field stays there to copy by hand.
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      toast({ title: t('circles.copied', 'Link copied') });
    } catch {
      toast({
        title: t('circles.copyFailed', 'The link could not be copied: select it and copy it yourself'),
        variant: 'destructive',
      });
    }
  }

  let content;
  if (invitation.isPending) content = <LoadingState />;
  else if (invitation.isError)
    content = <QueryErrorState error={invitation.error} onRetry={() => void invitation.refetch()} />;
  else {
    const url = invitationUrl(invitation.data.code);
    content = (
      <>
        <TextField
          label={t('circles.invitationLabel', 'Invitation link')}
          value={url}
          readOnly
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
        />
        <ButtonRow>
          <Button type="button" onClick={() => void copy(url)}>
            {t('circles.copy', 'Copy link')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setConfirming(true)}>
            {t('circles.renew', 'New link')}
          </Button>
        </ButtonRow>
      </>
    );
  }

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack $gap={3}>
        <SectionHeading id={headingId}>{t('circles.invitationTitle', 'Invite people')}</SectionHeading>
        <Muted>{t('circles.invitationHint', 'Anyone in your church who opens this link can join the circle.')}</Muted>
        {content}
      </Stack>
      {confirming ? (
        <ConfirmDialog
          title={t('circles.renewTitle', 'Make a new link?')}
          confirmLabel={t('circles.renew', 'New link')}
          busyLabel={t('circles.renewing', 'Making a new link…')}
          cancelLabel={t('common.cancel', 'Cancel')}
          busy={renew.isPending}
          error={renew.isError ? messageOf(renew.error) : null}
          onCancel={() => {
            renew.reset();
            setConfirming(false);
          }}
          onConfirm={() =>
            renew.mutate(
              { params: { circleId } },
              {
                onSuccess: () => {
                  toast({ title: t('circles.renewed', 'The new link is ready; the old one no longer works') });
                  setConfirming(false);
                },
              },
            )
          }
        >
          <p>
            {t(
              'circles.renewBody',
              'The current link stops working: whoever has it can no longer join with it. Members stay in the circle.',
            )}
          </p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
