import { Route } from 'react-router-dom';
import { SectionRoutes } from '@koinonia/shell-contract';
import { MemberManagementPage } from './pages/MemberManagementPage';

/** Member management's screens below its path (/member-management). */
export function MemberManagementRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<MemberManagementPage />} />
    </SectionRoutes>
  );
}
