import { useId, useState, type FormEvent } from 'react';
import { FORUM_REPORT_DETAILS_MAX_LENGTH, forumReportReasons, type ForumReportReason } from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Alert, Button, Field, Stack } from '@koinonia/ui';
import { useReport } from '../api';
import { reasonLabels } from '../labels';

/** Reporting a post to the moderators: a reason and, if the reader wishes, what is wrong. */
export function ReportForm({ postId, threadId, onDone }: { postId: string; threadId: string; onDone(): void }) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf } = useErrorText();
  const report = useReport(threadId);
  const [reason, setReason] = useState<ForumReportReason>('spam');
  const [details, setDetails] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const reasonId = useId();
  const detailsId = useId();
  const headingId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    report.mutate(
      { params: { postId }, body: { reason, details } },
      {
        onSuccess: () => {
          toast({ title: t('forums.reported', 'Thank you. The moderators will look at it.') });
          onDone();
        },
        onError: (error) => setFailure(messageOf(error)),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId}>
      <Stack>
        <strong id={headingId}>{t('forums.reportTitle', 'Report this post')}</strong>
        {failure ? <Alert>{failure}</Alert> : null}
        <Field as="div">
          <label htmlFor={reasonId}>{t('forums.reasonLabel', 'Reason')}</label>
          <select id={reasonId} value={reason} onChange={(event) => setReason(event.target.value as ForumReportReason)}>
            {forumReportReasons.map((option) => (
              <option key={option} value={option}>
                {t(`forums.reason.${option}`, reasonLabels[option])}
              </option>
            ))}
          </select>
        </Field>
        <Field as="div">
          <label htmlFor={detailsId}>{t('forums.detailsLabel', 'Details (optional)')}</label>
          <textarea
            id={detailsId}
            rows={3}
            dir="auto"
            value={details}
            maxLength={FORUM_REPORT_DETAILS_MAX_LENGTH}
            onChange={(event) => setDetails(event.target.value)}
          />
        </Field>
        <div>
          <Button type="submit" $variant="danger" disabled={report.isPending}>
            {t('forums.sendReport', 'Send report')}
          </Button>{' '}
          <Button type="button" $variant="secondary" onClick={onDone}>
            {t('common.cancel', 'Cancel')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
