import { Route } from 'react-router-dom';
import { SectionRoutes } from '@koinonia/shell-contract';
import { ServeHubPage } from './pages/ServeHubPage';

/** The Serve Hub's screens below its path (/divine). */
export function ServeHubRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<ServeHubPage />} />
    </SectionRoutes>
  );
}
