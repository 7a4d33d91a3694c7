import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ToastInput } from '@koinonia/shell-contract';

/** SPEC §4, §9: one toast at a time, shown for 5000 ms, top right, at most 420px wide from medium screens up. */
export const TOAST_DURATION_MS = 5_000;

const Region = styled.ol`
  position: fixed;
  top: 0;
  inset-inline-end: 0;
  z-index: 100;
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  list-style: none;
  width: 100%;
  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    max-width: 420px;
  }
`;

const ToastCard = styled.li<{ $destructive: boolean }>`
  background: ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.primary)};
  color: ${({ theme, $destructive }) => ($destructive ? theme.colors.dangerText : theme.colors.primaryText)};
  border-radius: ${({ theme }) => theme.radius.medium};
  padding: ${({ theme }) => theme.space(4)};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.2);
`;

export function useToaster() {
  const [current, setCurrent] = useState<(ToastInput & { id: number }) | null>(null);
  const toast = useCallback((input: ToastInput) => setCurrent({ ...input, id: Date.now() }), []);
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current]);
  const region = (
    <Region aria-label="Notifications (F8)" tabIndex={-1}>
      {current ? (
        <ToastCard $destructive={current.variant === 'destructive'} role="status" aria-live="polite">
          <strong>{current.title}</strong>
          {current.description ? <div>{current.description}</div> : null}
        </ToastCard>
      ) : null}
    </Region>
  );
  return { toast, region };
}
