import { Route } from 'react-router-dom';
import { SectionRoutes } from '@koinonia/shell-contract';
import { CommunityHomePage } from './pages/CommunityHomePage';
import { CommunityPage } from './pages/CommunityPage';
import { DirectoryPage } from './pages/DirectoryPage';
import { ManageCommunityPage } from './pages/ManageCommunityPage';
import { ManagementPage } from './pages/ManagementPage';

/** /communities: the church's directory, and one community. */
export function DirectoryRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<DirectoryPage />} />
      <Route path=":communityId" element={<CommunityPage />} />
    </SectionRoutes>
  );
}

/** /community (and /discussions, which the shell sends here): the member's own communities. */
export function CommunityHomeRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<CommunityHomePage />} />
    </SectionRoutes>
  );
}

/** /community-management: the communities the reader runs, and one of them. */
export function ManagementRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<ManagementPage />} />
      <Route path=":communityId" element={<ManageCommunityPage />} />
    </SectionRoutes>
  );
}
