import { createSection } from '@koinonia/shell-contract';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { PrayerWallPage } from './features/prayer-wall/PrayerWallPage';

/** The worship section: home/dashboard, Bible reading, audio, prayer wall, S.O.A.P., media, saved. */
export default createSection({
  '/dashboard': DashboardPage,
  '/home': DashboardPage,
  '/prayer-wall': PrayerWallPage,
  '/prayer': PrayerWallPage,
});
