import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { OWNER_ROLE } from '@koinonia/contracts';
import { useAuth, useLanguage } from '@koinonia/shell-contract';
import { Icon } from './icons';
import { UserAvatar } from './UserAvatar';
import { MenuButton } from './MenuButton';
import { NavigationList } from './NavigationList';
import type { NavigationGroup } from './navigation';
import type { useNavigationState } from './navigation-state';
import type { Viewport } from './use-viewport';

const Frame = styled.nav<{ $iconMode: boolean }>`
  position: sticky;
  top: var(--header-height);
  /* Above the page, so the user menu and the tooltips that leave the sidebar are not covered by it. */
  z-index: 30;
  display: flex;
  flex-direction: column;
  height: calc(100vh - var(--header-height));
  width: ${({ $iconMode }) => ($iconMode ? '4.25rem' : '16rem')};
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  transition: width 150ms ease-out;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone - 1}px) {
    display: none;
  }
`;

const Scroll = styled.div`
  flex: 1;
  overflow-y: auto;
  overflow-x: visible;
`;

const Footer = styled.div<{ $iconMode: boolean }>`
  display: flex;
  flex-direction: ${({ $iconMode }) => ($iconMode ? 'column' : 'row')};
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const IconButton = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space(2)};
  background: none;
  border: none;
  border-radius: ${({ theme }) => theme.radius.small};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceRaised}; color: ${({ theme }) => theme.colors.text}; }
  [dir='rtl'] & svg { transform: scaleX(-1); }
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  max-width: 9rem;
`;

type Navigation = ReturnType<typeof useNavigationState>;

/**
 * SPEC §2 "Sidebar": below 768px icon mode is forced except for the owner role; from 1024px it is cleared.
 * Below 640px the header's drawer takes its place.
 */
export function Sidebar({ groups, navigation, viewport }: { groups: NavigationGroup[]; navigation: Navigation; viewport: Viewport }) {
  const { user, role, signOut } = useAuth();
  const { t } = useLanguage();
  const navigate = useNavigate();
  const { state, setIconMode } = navigation;
  const forced = viewport === 'mobile' && role !== OWNER_ROLE;
  const iconMode = forced || state.iconMode;

  useEffect(() => {
    if (viewport === 'desktop') setIconMode(false);
  }, [viewport, setIconMode]);

  return (
    <Frame $iconMode={iconMode} aria-label={t('nav.main', 'Main navigation')} data-icon-mode={iconMode}>
      <Scroll>
        <NavigationList groups={groups} iconMode={iconMode} {...navigation} />
      </Scroll>
      <Footer $iconMode={iconMode}>
        {user ? (
          <MenuButton
            label={t('nav.userMenu', 'User menu')}
            placement="above"
            align="start"
            trigger={
              <>
                <UserAvatar user={user} size={32} />
                {iconMode ? null : <Name>{`${user.firstName} ${user.lastName}`}</Name>}
              </>
            }
            entries={[
              { label: t('nav.item.profile', 'Profile'), icon: <Icon name="user" size={18} />, onSelect: () => navigate('/profile') },
              { label: t('nav.item.settings', 'Settings'), icon: <Icon name="settings" size={18} />, onSelect: () => navigate('/settings') },
              { label: t('nav.signOut', 'Sign out'), icon: <Icon name="logout" size={18} />, onSelect: () => void signOut() },
            ]}
          />
        ) : null}
        {forced ? null : (
          <IconButton
            type="button"
            aria-label={iconMode ? t('nav.expandSidebar', 'Expand sidebar') : t('nav.collapseSidebar', 'Collapse sidebar')}
            aria-pressed={iconMode}
            onClick={() => setIconMode(!iconMode)}
          >
            <Icon name={iconMode ? 'expand' : 'collapse'} />
          </IconButton>
        )}
      </Footer>
    </Frame>
  );
}
