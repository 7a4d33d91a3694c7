// The prayer circles' public API: the section mounts their routes below /prayer-wall/circles (lazily, as the
// default export) and may hand the prayer wall a link to them. Nothing else of this folder is imported from outside it.
export { PrayerCircleRoutes as default } from './routes';
export type { RenderPrayer } from './components/CircleFeed';
export { PrayerCirclesLink } from './components/PrayerCirclesLink';
