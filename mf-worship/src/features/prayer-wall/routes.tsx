import { Route } from 'react-router-dom';
import { SectionRoutes } from '@koinonia/shell-contract';
import { PrayerWallPage } from './pages/PrayerWallPage';

/** The prayer wall's screens below its path (/prayer-wall, /prayer). */
export function PrayerWallRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<PrayerWallPage />} />
    </SectionRoutes>
  );
}
