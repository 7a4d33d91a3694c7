import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useLanguage } from '@koinonia/shell-contract';
import { Icon } from './icons';
import { NavigationList } from './NavigationList';
import type { NavigationGroup } from './navigation';
import type { useNavigationState } from './navigation-state';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 80;
  background: rgb(0 0 0 / 0.45);
`;

const Panel = styled.div`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: 81;
  display: flex;
  flex-direction: column;
  width: min(20rem, 85vw);
  padding: ${({ theme }) => theme.space(3)};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 0 32px rgb(0 0 0 / 0.3);
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  font-weight: 800;
  font-size: 1.25rem;
`;

const CloseButton = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space(2)};
  background: none;
  border: none;
  color: inherit;
  cursor: pointer;
`;

/** SPEC §2 "Header": the mobile navigation drawer, a modal dialog holding the whole navigation. */
export function MobileDrawer(props: { groups: NavigationGroup[]; navigation: ReturnType<typeof useNavigationState>; onClose(): void }) {
  const { groups, navigation, onClose } = props;
  const { t } = useLanguage();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const returnTo = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    return () => returnTo?.focus();
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') return onClose();
    if (event.key !== 'Tab' || !panelRef.current) return;
    // Keep focus inside the open drawer.
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
      (element) => element.offsetParent !== null,
    );
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

  return (
    <>
      <Backdrop onClick={onClose} />
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-label={t('nav.main', 'Main navigation')} onKeyDown={onKeyDown}>
        <Top>
          Koinonia
          <CloseButton type="button" aria-label={t('nav.closeMenu', 'Close menu')} onClick={onClose}>
            <Icon name="close" />
          </CloseButton>
        </Top>
        <nav aria-label={t('nav.main', 'Main navigation')}>
          <NavigationList groups={groups} iconMode={false} {...navigation} onNavigate={onClose} />
        </nav>
      </Panel>
    </>
  );
}
