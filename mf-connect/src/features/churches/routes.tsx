import { Route } from 'react-router-dom';
import { SectionRoutes } from '@koinonia/shell-contract';
import { ChurchPage } from './pages/ChurchPage';
import { ClaimingPage } from './pages/ClaimingPage';
import { DirectoryPage } from './pages/DirectoryPage';

/** The directory's screens below /churches: the search, and one church. */
export function ChurchesRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<DirectoryPage />} />
      <Route path=":churchId" element={<ChurchPage />} />
    </SectionRoutes>
  );
}

/** /church-claiming: claiming one church (?churchId=), or the caller's claims and support's review queue. */
export function ChurchClaimingRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<ClaimingPage />} />
    </SectionRoutes>
  );
}
