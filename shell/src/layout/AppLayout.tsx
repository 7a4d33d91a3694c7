import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Header } from './Header';
import { MobileDrawer } from './MobileDrawer';
import { OfflineNotice } from './OfflineNotice';
import { Sidebar } from './Sidebar';
import { visibleGroups } from './navigation';
import { useNavigationState } from './navigation-state';
import { useNavigationAccess } from './use-navigation-access';
import { useViewport } from './use-viewport';

const Frame = styled.div`
  --header-height: 3.75rem;
  min-height: 100vh;
`;

const Body = styled.div`
  display: flex;
  align-items: flex-start;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space(6)};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone - 1}px) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

/** The signed-in frame (SPEC §2 "Layout"): header on top, sidebar beside the section in <main>. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { role, admin } = useNavigationAccess();
  const groups = useMemo(() => visibleGroups({ role, admin }), [role, admin]);
  const navigation = useNavigationState();
  const viewport = useViewport();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Frame>
      <Header onOpenDrawer={() => setDrawerOpen(true)} />
      <Body>
        <Sidebar groups={groups} navigation={navigation} viewport={viewport} />
        <Main id="main">
          <OfflineNotice />
          {children}
        </Main>
      </Body>
      {drawerOpen ? <MobileDrawer groups={groups} navigation={navigation} onClose={() => setDrawerOpen(false)} /> : null}
    </Frame>
  );
}
