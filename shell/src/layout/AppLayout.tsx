import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth, useLanguage, useTheme } from '@koinonia/shell-contract';
import { Button } from '@koinonia/ui';
import { visibleGroups } from './navigation';

const Frame = styled.div`
  display: grid;
  min-height: 100vh;
  grid-template-columns: 1fr;
  grid-template-rows: auto 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    grid-template-columns: 15rem 1fr;
  }
`;

const Header = styled.header`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Brand = styled.a`
  font-weight: 800;
  font-size: 1.25rem;
  text-decoration: none;
`;

const Sidebar = styled.nav`
  display: none;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    display: block;
  }
  h2 {
    font-size: 0.75rem;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.textMuted};
    margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(1)};
  }
  ul { list-style: none; margin: 0; padding: 0; }
  a {
    display: block;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.small};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a.active { background: ${({ theme }) => theme.colors.surfaceRaised}; font-weight: 700; color: ${({ theme }) => theme.colors.primary}; }
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The signed-in frame: header and sidebar (SPEC §2 "Layout"); sections render in <main>. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { user, role, signOut } = useAuth();
  const { t } = useLanguage();
  const theme = useTheme();
  return (
    <Frame>
      <Header>
        <Brand href="/">Koinonia</Brand>
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            aria-label={theme.mode === 'dark' ? t('theme.useLight', 'Use light theme') : t('theme.useDark', 'Use dark theme')}
            onClick={() => theme.setMode(theme.mode === 'dark' ? 'light' : 'dark')}
          >
            {theme.mode === 'dark' ? '☀' : '☾'}
          </Button>
          <span>{user ? `${user.firstName} ${user.lastName}` : null}</span>
          <Button type="button" $variant="secondary" onClick={() => void signOut()}>
            {t('nav.signOut', 'Sign out')}
          </Button>
        </Actions>
      </Header>
      <Sidebar aria-label={t('nav.main', 'Main navigation')}>
        {visibleGroups(role).map((group) => (
          <div key={group.id}>
            {group.label ? <h2>{group.label}</h2> : null}
            <ul>
              {group.items.map((item) => (
                <li key={item.path}>
                  <NavLink to={item.path}>{item.label}</NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Sidebar>
      <Main>{children}</Main>
    </Frame>
  );
}
