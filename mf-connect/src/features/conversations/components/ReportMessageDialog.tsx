import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MESSAGE_REPORT_DETAILS_MAX_LENGTH, messageReportReasons, type MessageReportReason } from '@koinonia/contracts';
import { useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Alert, Button, ModalBackdrop, ModalPanel, Stack, useModalFocus } from '@koinonia/ui';
import { ReportFields } from '@koinonia/ui/report-fields';
import { useReportMessage } from '../api';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Asks why a message of someone else is reported (a reason, and a note if they like) and sends it, once. */
export function ReportMessageDialog({ messageId, onClose }: { messageId: string; onClose(): void }) {
  const { t } = useLanguage();
  const { messageOf } = useErrorText();
  const toast = useToast();
  const titleId = useId();
  const first = useRef<HTMLInputElement>(null);
  const report = useReportMessage();
  const { panelRef, onKeyDown } = useModalFocus({ onEscape: () => !report.isPending && onClose(), initialFocus: first });
  const [reason, setReason] = useState<MessageReportReason>('spam');
  const [details, setDetails] = useState('');
  const reasonLabel: Record<MessageReportReason, string> = {
    spam: t('conversations.reportReasonSpam', 'Spam'),
    harassment: t('conversations.reportReasonHarassment', 'Harassment or bullying'),
    inappropriate: t('conversations.reportReasonInappropriate', 'Inappropriate content'),
    other: t('conversations.reportReasonOther', 'Something else'),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate(
      { messageId, reason, details: details.trim() },
      {
        onSuccess: () => {
          toast({ title: t('conversations.reported', 'Thank you. The church’s moderators will look at this message.') });
          onClose();
        },
      },
    );
  };

  return (
    <ModalBackdrop onClick={(event) => event.target === event.currentTarget && !report.isPending && onClose()}>
      <ModalPanel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        $width="30rem"
      >
        <form onSubmit={submit} noValidate>
          <Stack $gap={3}>
            <h2 id={titleId} style={{ margin: 0, fontSize: '1.25rem' }}>
              {t('conversations.reportTitle', 'Report this message')}
            </h2>
            <ReportFields
              legend={t('conversations.reportReason', 'Why are you reporting it?')}
              name="reason"
              reasons={messageReportReasons}
              labelOf={(choice) => reasonLabel[choice]}
              reason={reason}
              onReason={setReason}
              detailsLabel={t('conversations.reportDetails', 'Anything the moderators should know (optional)')}
              details={details}
              onDetails={setDetails}
              detailsMaxLength={MESSAGE_REPORT_DETAILS_MAX_LENGTH}
              firstReasonRef={first}
            />
            {report.error ? <Alert>{messageOf(report.error)}</Alert> : null}
            <Actions>
              <Button type="button" $variant="secondary" onClick={onClose} disabled={report.isPending}>
                {t('conversations.cancel', 'Cancel')}
              </Button>
              <Button type="submit" disabled={report.isPending}>
                {report.isPending
                  ? t('conversations.sending', 'Sending…')
                  : t('conversations.reportSend', 'Send report')}
              </Button>
            </Actions>
          </Stack>
        </form>
      </ModalPanel>
    </ModalBackdrop>
  );
}
