import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Alert, Button } from '@koinonia/ui';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 70;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(3)};
  background: rgb(0 0 0 / 0.55);
`;

/** Fits a 375px screen: full width there, scrolling inside when taller than the window. */
const Panel = styled.div`
  width: min(100%, 28rem);
  max-height: calc(100dvh - 1.5rem);
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  padding: ${({ theme }) => theme.space(5)};
  box-shadow: 0 1.5rem 3rem rgb(0 0 0 / 0.3);
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
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const { busy, onCancel } = props;

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancel.current?.focus();
    return () => returnTo?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <Panel ref={panel} role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId} onKeyDown={onKeyDown}>
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
    </Backdrop>,
    document.body,
  );
}
