import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { ModalBackdrop, ModalPanel, useModalFocus } from './Modal';
import { Alert, Button } from './primitives';

/** Its panel lays out the title, the text and the buttons one under another. */
const Panel = styled(ModalPanel)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  h2 { margin: 0; font-size: 1.25rem; overflow-wrap: anywhere; }
  p { margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(2)};
`;

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** What the confirm button says while the action runs. */
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** Why the action failed; the dialog stays open so the person can read it, try again or cancel. */
  error?: string | null;
  destructive?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before an action that cannot be undone. A modal alert dialog: focus starts on Cancel (the safe
 * choice), Tab stays inside, Escape cancels, and focus goes back to where it was when the dialog closes.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const { busy, onCancel } = props;
  const { panelRef, onKeyDown } = useModalFocus({ initialFocus: cancel, onEscape: () => !busy && onCancel() });

  return createPortal(
    <ModalBackdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <Panel ref={panelRef} role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId} onKeyDown={onKeyDown}>
        <h2 id={titleId}>{props.title}</h2>
        <div id={bodyId}>{props.children}</div>
        {props.error ? <Alert>{props.error}</Alert> : null}
        <Actions>
          <Button ref={cancel} type="button" $variant="secondary" onClick={onCancel} disabled={busy}>
            {props.cancelLabel}
          </Button>
          <Button type="button" $variant={props.destructive ? 'danger' : 'primary'} onClick={props.onConfirm} disabled={busy}>
            {busy ? props.busyLabel : props.confirmLabel}
          </Button>
        </Actions>
      </Panel>
    </ModalBackdrop>,
    document.body,
  );
}
