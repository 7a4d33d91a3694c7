import { Route } from 'react-router-dom';
import { SectionRoutes } from '@koinonia/shell-contract';
import { PrayerPage } from './pages/PrayerPage';
import { PrayerWallPage } from './pages/PrayerWallPage';

/** The prayer wall's screens below its path (/prayer-wall, /prayer): the wall, and one request with its comments. */
export function PrayerWallRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<PrayerWallPage />} />
      <Route path=":prayerId" element={<PrayerPage />} />
    </SectionRoutes>
  );
}
