import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  PRAYER_REPORT_DETAILS_MAX_LENGTH,
  PRAYER_TESTIMONY_MAX_LENGTH,
  prayerReportReasons,
  type Prayer,
  type PrayerReportReason,
} from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button, ConfirmDialog, Field, Muted } from '@koinonia/ui';
import { ReportFields } from '@koinonia/ui/report-fields';
import { SaveToggle } from '../../../shared/save-toggle';
import { useRemovePrayer, useReportPrayer, useSetAnswered, useTogglePrayed } from '../api';
import { reportReasonLabels } from '../labels/prayer-labels';
import { prayerPath } from './PrayerCard';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(3)};
`;


type Dialog = 'remove' | 'answered' | 'report' | null;

/**
 * "I prayed" for everyone, and a way to the comments on the wall; edit, answered (with a testimony) and
 * delete for the author; report for everyone else. Delete, answered and report ask in a dialog first.
 */
export function PrayerActions({
  prayer,
  onEdit,
  onRemoved,
  showComments = false,
}: {
  prayer: Prayer;
  onEdit?(): void;
  onRemoved?(): void;
  showComments?: boolean;
}) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf } = useErrorText();
  const prayed = useTogglePrayed();
  const setAnswered = useSetAnswered();
  const remove = useRemovePrayer();
  const report = useReportPrayer();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [testimony, setTestimony] = useState('');
  const [reason, setReason] = useState<PrayerReportReason>('spam');
  const [details, setDetails] = useState('');
  const testimonyId = useId();
  const showFailure = (error: Error) => toast({ title: messageOf(error), variant: 'destructive' });
  const open = (which: Dialog) => {
    setDialogError(null);
    setDialog(which);
  };
  const close = () => setDialog(null);
  const failInDialog = (error: Error) => setDialogError(messageOf(error));

  return (
    <Row>
      <Button
        type="button"
        $variant={prayer.prayedByMe ? 'primary' : 'secondary'}
        aria-pressed={prayer.prayedByMe}
        onClick={() => prayed.toggle(prayer, { onError: showFailure })}
      >
        {t('prayer.pray', 'I prayed')}
      </Button>
      {showComments ? <Link to={prayerPath(prayer.id)}>{t('prayer.encourage', 'Encourage')}</Link> : null}
      <SaveToggle target={{ kind: 'prayer', id: prayer.id }} />
      {prayer.isMine ? (
        <>
          {onEdit ? (
            <Button type="button" $variant="secondary" onClick={onEdit}>
              {t('prayer.edit', 'Edit')}
            </Button>
          ) : null}
          <Button
            type="button"
            $variant="secondary"
            disabled={setAnswered.isPending}
            onClick={() =>
              prayer.answered
                ? setAnswered.mutate({ prayer, answered: false }, { onError: showFailure })
                : open('answered')
            }
          >
            {prayer.answered
              ? t('prayer.markUnanswered', 'Mark as not answered')
              : t('prayer.markAnswered', 'Mark as answered')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => open('remove')}>
            {t('prayer.remove', 'Delete')}
          </Button>
        </>
      ) : prayer.reportedByMe ? (
        <Muted as="span">{t('prayer.reported', 'Reported')}</Muted>
      ) : (
        <Button type="button" $variant="secondary" onClick={() => open('report')}>
          {t('prayer.report', 'Report')}
        </Button>
      )}

      {dialog === 'remove' ? (
        <ConfirmDialog
          title={t('prayer.confirmRemove', 'Delete this request?')}
          confirmLabel={t('prayer.remove', 'Delete')}
          busyLabel={t('prayer.removing', 'Deleting…')}
          cancelLabel={t('common.cancel', 'Cancel')}
          destructive
          busy={remove.isPending}
          error={dialogError}
          onCancel={close}
          onConfirm={() =>
            remove.mutate(prayer, {
              onSuccess: () => {
                close();
                toast({ title: t('prayer.removed', 'Your request was deleted') });
                onRemoved?.();
              },
              onError: failInDialog,
            })
          }
        >
          <p>{t('prayer.confirmRemoveBody', 'Who prayed and every comment go with it. This cannot be undone.')}</p>
        </ConfirmDialog>
      ) : null}

      {dialog === 'answered' ? (
        <ConfirmDialog
          title={t('prayer.answeredTitle', 'Mark as answered')}
          confirmLabel={t('prayer.markAnswered', 'Mark as answered')}
          busyLabel={t('prayer.saving', 'Saving…')}
          cancelLabel={t('common.cancel', 'Cancel')}
          busy={setAnswered.isPending}
          error={dialogError}
          onCancel={close}
          onConfirm={() =>
            setAnswered.mutate(
              { prayer, answered: true, testimony },
              {
                onSuccess: () => {
                  close();
                  toast({ title: t('prayer.answeredDone', 'Praise God! Your request is marked answered') });
                },
                onError: failInDialog,
              },
            )
          }
        >
          <Field as="div">
            <label htmlFor={testimonyId}>{t('prayer.testimonyLabel', 'Tell how God answered (optional)')}</label>
            <textarea
              id={testimonyId}
              rows={4}
              dir="auto"
              value={testimony}
              maxLength={PRAYER_TESTIMONY_MAX_LENGTH}
              onChange={(event) => setTestimony(event.target.value)}
            />
          </Field>
        </ConfirmDialog>
      ) : null}

      {dialog === 'report' ? (
        <ConfirmDialog
          title={t('prayer.reportTitle', 'Report this request')}
          confirmLabel={t('prayer.sendReport', 'Send report')}
          busyLabel={t('prayer.sendingReport', 'Sending…')}
          cancelLabel={t('common.cancel', 'Cancel')}
          busy={report.isPending}
          error={dialogError}
          onCancel={close}
          onConfirm={() =>
            report.mutate(
              { params: { prayerId: prayer.id }, body: { reason, details } },
              {
                onSuccess: () => {
                  close();
                  toast({ title: t('prayer.reportSent', "Thank you. Your church's moderators will look at it.") });
                },
                onError: failInDialog,
              },
            )
          }
        >
          <p>
            {t(
              'prayer.reportBody',
              "Your church's moderators see your report; the person who shared the request does not.",
            )}
          </p>
          <ReportFields
            legend={t('prayer.reportWhy', 'Why are you reporting it?')}
            name="report-reason"
            reasons={prayerReportReasons}
            labelOf={(option) => t(`prayer.reportReason.${option}`, reportReasonLabels[option])}
            reason={reason}
            onReason={setReason}
            detailsLabel={t('prayer.reportDetails', 'Anything the moderators should know (optional)')}
            details={details}
            onDetails={setDetails}
            detailsMaxLength={PRAYER_REPORT_DETAILS_MAX_LENGTH}
          />
        </ConfirmDialog>
      ) : null}
    </Row>
  );
}
