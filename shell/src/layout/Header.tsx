import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth, useLanguage } from '@koinonia/shell-contract';
import { Icon } from './icons';
import { UserAvatar } from './UserAvatar';
import { MenuButton } from './MenuButton';
import { HeaderIconButton, ThemeToggle } from './ThemeToggle';
import { DEMO_USER } from '../auth/demo-mode';

const NotificationBell = lazy(() => import(/* webpackChunkName: "deferred-notification-bell" */ '../features/notifications/NotificationBell'));
const MessagesLink = lazy(() =>
  import(/* webpackChunkName: "deferred-messages-link" */ '../features/messages/MessagesLink').then((module) => ({ default: module.MessagesLink })),
);

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  height: var(--header-height);
  padding: 0 ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Brand = styled(Link)`
  font-weight: 800;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const MenuToggle = styled(HeaderIconButton)`
  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-inline-start: auto;
`;

/** SPEC §2 "Header": drawer toggle, notification bell, theme toggle, avatar menu. */
export function Header({ onOpenDrawer }: { onOpenDrawer(): void }) {
  const { user, signOut } = useAuth();
  const { t } = useLanguage();
  const navigate = useNavigate();
  const signedIn = user !== null && user.id !== DEMO_USER.id;
  return (
    <Bar>
      <MenuToggle type="button" aria-label={t('nav.openMenu', 'Open menu')} aria-haspopup="dialog" onClick={onOpenDrawer}>
        <Icon name="menu" />
      </MenuToggle>
      <Brand to="/">Koinonia</Brand>
      <Actions>
        {signedIn ? (
          <Suspense fallback={null}>
            <MessagesLink />
            <NotificationBell />
          </Suspense>
        ) : null}
        <ThemeToggle />
        {user ? (
          <MenuButton
            label={t('nav.accountMenu', 'Account menu')}
            trigger={
              <UserAvatar user={user} size={36} />
            }
            entries={[
              { label: t('nav.item.profile', 'Profile'), icon: <Icon name="user" size={18} />, onSelect: () => navigate('/profile') },
              { label: t('nav.item.settings', 'Settings'), icon: <Icon name="settings" size={18} />, onSelect: () => navigate('/settings') },
              { label: t('nav.helpSupport', 'Help & Support'), icon: <Icon name="help" size={18} />, onSelect: () => navigate('/help') },
              { label: t('nav.signOut', 'Sign out'), icon: <Icon name="logout" size={18} />, onSelect: () => void signOut() },
            ]}
          />
        ) : null}
      </Actions>
    </Bar>
  );
}
