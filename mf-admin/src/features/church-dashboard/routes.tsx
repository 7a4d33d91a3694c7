import { Route } from 'react-router-dom';
import { SectionRoutes } from '@koinonia/shell-contract';
import { ChurchDashboardPage } from './pages/ChurchDashboardPage';

/** The church dashboard's screens below its path (/admin). */
export function ChurchDashboardRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<ChurchDashboardPage />} />
    </SectionRoutes>
  );
}
