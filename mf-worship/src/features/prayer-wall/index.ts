// The prayer wall's public API: the section mounts its routes (lazily, as the default export) and the
// dashboard shows its latest requests. Nothing else of this folder is imported from outside it.
export { PrayerWallRoutes as default } from './routes';
export { LatestPrayers } from './components/LatestPrayers';
