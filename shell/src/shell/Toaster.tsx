import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import styled from 'styled-components';
import type { ToastInput } from '@koinonia/shell-contract';
import { TOAST_DURATION_MS, TOAST_FOCUS_KEY, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX } from './toast-timing';

interface ToastEntry extends ToastInput {
  id: number;
  open: boolean;
}

const Region = styled.ol`
  position: fixed;
  top: 0;
  right: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  list-style: none;
  width: 100%;
  pointer-events: none;
  outline: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    max-width: 420px;
  }
`;

const ToastCard = styled.li<{ $destructive: boolean; $offset: number }>`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  pointer-events: auto;
  touch-action: pan-y;
  background: ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.primary)};
  color: ${({ theme, $destructive }) => ($destructive ? theme.colors.dangerText : theme.colors.primaryText)};
  border-radius: ${({ theme }) => theme.radius.medium};
  padding: ${({ theme }) => theme.space(4)};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.25);
  transform: translateX(${({ $offset }) => $offset}px);
  transition: transform 150ms ease-out;
  &[data-state='closed'] { display: none; }
`;

const ToastText = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const CloseButton = styled.button`
  background: none;
  border: none;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  padding: 0 ${({ theme }) => theme.space(1)};
`;

/**
 * SPEC §4, §9: at most one toast visible; each shows for 5000 ms; a dismissed toast is removed 5000 ms
 * later; a swipe right past 50 px dismisses; F8 focuses the region; top right, 420px wide from medium up.
 */
export function useToaster() {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);
  const regionRef = useRef<HTMLOListElement>(null);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
    setTimeout(() => setToasts((current) => current.filter((entry) => entry.id !== id)), TOAST_REMOVE_DELAY_MS);
  }, []);

  const toast = useCallback(
    (input: ToastInput) => {
      const id = ++nextId.current;
      setToasts((current) => [{ ...input, id, open: true }, ...current].slice(0, TOAST_LIMIT));
      setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );

  useEffect(() => {
    const focusRegion = (event: KeyboardEvent) => {
      if (event.key === TOAST_FOCUS_KEY) regionRef.current?.focus();
    };
    window.addEventListener('keydown', focusRegion);
    return () => window.removeEventListener('keydown', focusRegion);
  }, []);

  const region = (
    <Region ref={regionRef} aria-label={`Notifications (${TOAST_FOCUS_KEY})`} tabIndex={-1}>
      {toasts.map((entry) => (
        <ToastItem key={entry.id} entry={entry} onDismiss={() => dismiss(entry.id)} />
      ))}
    </Region>
  );
  return { toast, region };
}

function ToastItem({ entry, onDismiss }: { entry: ToastEntry; onDismiss(): void }) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  const onPointerDown = (event: ReactPointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = (event: ReactPointerEvent) => {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    start.current = null;
    setOffset(0);
    if (moved > TOAST_SWIPE_THRESHOLD_PX) onDismiss();
  };

  return (
    <ToastCard
      $destructive={entry.variant === 'destructive'}
      $offset={offset}
      data-state={entry.open ? 'open' : 'closed'}
      role={entry.variant === 'destructive' ? 'alert' : 'status'}
      aria-live={entry.variant === 'destructive' ? 'assertive' : 'polite'}
      aria-atomic="true"
      aria-hidden={entry.open ? undefined : true}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <ToastText>
        <strong>{entry.title}</strong>
        {entry.description ? <div>{entry.description}</div> : null}
      </ToastText>
      <CloseButton type="button" aria-label="Close" onClick={onDismiss}>
        ×
      </CloseButton>
    </ToastCard>
  );
}
