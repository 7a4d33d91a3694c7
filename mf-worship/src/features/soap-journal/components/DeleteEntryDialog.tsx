import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useLanguage } from '@koinonia/shell-contract';
import { Alert, Button, ModalBackdrop, ModalPanel, useModalFocus } from '@koinonia/ui';

const Panel = styled(ModalPanel)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * Asks before an entry is deleted for good: a modal alert dialog whose focus starts on Cancel (the safe choice),
 * stays inside on Tab, and goes back where it was when it closes; Escape cancels.
 */
export function DeleteEntryDialog({
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  error: string | null;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useLanguage();
  const titleId = useId();
  const bodyId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const { panelRef, onKeyDown } = useModalFocus({ initialFocus: cancel, onEscape: () => !busy && onCancel() });
  return createPortal(
    <ModalBackdrop onMouseDown={(event) => event.target === event.currentTarget && !busy && onCancel()}>
      <Panel
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{t('soap.deleteTitle', 'Delete this entry?')}</h2>
        <p id={bodyId}>{t('soap.deleteBody', 'It is deleted for good and cannot be brought back.')}</p>
        {error ? <Alert>{error}</Alert> : null}
        <Actions>
          <Button ref={cancel} type="button" $variant="secondary" disabled={busy} onClick={onCancel}>
            {t('reader.cancel', 'Cancel')}
          </Button>
          <Button type="button" $variant="danger" disabled={busy} onClick={onConfirm}>
            {busy ? t('soap.deleting', 'Deleting…') : t('soap.delete', 'Delete')}
          </Button>
        </Actions>
      </Panel>
    </ModalBackdrop>,
    document.body,
  );
}
