import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface MenuEntry {
  label: string;
  icon?: ReactNode;
  onSelect(): void;
}

const Wrapper = styled.div`
  position: relative;
  display: inline-flex;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  background: none;
  border: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  padding: ${({ theme }) => theme.space(1)};
  color: inherit;
  font: inherit;
  cursor: pointer;
  min-width: 0;
  &:hover { background: ${({ theme }) => theme.colors.surfaceRaised}; }
`;

const List = styled.ul<{ $placement: 'below' | 'above'; $align: 'start' | 'end' }>`
  position: absolute;
  ${({ $placement }) => ($placement === 'below' ? 'top: calc(100% + 4px);' : 'bottom: calc(100% + 4px);')}
  ${({ $align }) => ($align === 'end' ? 'inset-inline-end: 0;' : 'inset-inline-start: 0;')}
  z-index: 70;
  min-width: 12rem;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.2);
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  background: none;
  border: none;
  border-radius: ${({ theme }) => theme.radius.small};
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.surfaceRaised}; }
`;

/**
 * A button that opens a menu (WAI-ARIA menu button): arrows move, Escape closes and returns focus. The menu lines
 * up with the trigger's inline end (a header menu at the screen's edge) or its inline start (the sidebar's menu,
 * which must open toward the page rather than off the screen).
 */
export function MenuButton(props: { label: string; trigger: ReactNode; entries: MenuEntry[]; placement?: 'below' | 'above'; align?: 'start' | 'end' }) {
  const { label, trigger, entries, placement = 'below', align = 'end' } = props;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = itemRefs.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <Wrapper ref={wrapperRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((current) => !current)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {trigger}
      </Trigger>
      {open ? (
        <List id={menuId} role="menu" aria-label={label} $placement={placement} $align={align} onKeyDown={onMenuKeyDown}>
          {entries.map((entry, index) => (
            <li key={entry.label} role="none">
              <Item
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(true);
                  entry.onSelect();
                }}
              >
                {entry.icon}
                {entry.label}
              </Item>
            </li>
          ))}
        </List>
      ) : null}
    </Wrapper>
  );
}
