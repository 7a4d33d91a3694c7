import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';

/** The dimmed page behind a modal dialog, which centres its panel. */
export const ModalBackdrop = styled.div`
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
export const ModalPanel = styled.div<{ $width?: string }>`
  position: relative;
  width: min(100%, ${({ $width }) => $width ?? '28rem'});
  max-height: calc(100dvh - 1.5rem);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  padding: ${({ theme }) => theme.space(5)};
  box-shadow: 0 1.5rem 3rem rgb(0 0 0 / 0.3);
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal's keyboard and focus: focus moves in (to `initialFocus`, else the panel), Tab and Shift+Tab stay
 * inside, Escape calls `onEscape`, and focus goes back to where it was when the modal closes.
 */
export function useModalFocus(options: { onEscape(): void; initialFocus?: RefObject<HTMLElement | null> }) {
  const panelRef = useRef<HTMLDivElement>(null);
  const initialFocus = options.initialFocus;

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? panelRef.current)?.focus();
    return () => returnTo?.focus();
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      options.onEscape();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return { panelRef, onKeyDown };
}
