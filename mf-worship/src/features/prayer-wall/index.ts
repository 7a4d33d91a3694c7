// The prayer wall's public API: the section mounts its routes (lazily, as the default export), the dashboard
// shows its latest requests, and a circle's feed shows requests as the wall does. Nothing else of this folder
// is imported from outside it.
export { PrayerWallRoutes as default } from './routes';
export { LatestPrayers } from './components/LatestPrayers';
export { PrayerCard } from './components/PrayerCard';
export { PrayerActions } from './components/PrayerActions';
