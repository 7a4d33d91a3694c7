import { lazy, Suspense } from 'react';
import { createSection } from '@koinonia/shell-contract';
import { LoadingState } from '@koinonia/ui';
import { DashboardRoutes } from './features/dashboard';

// The dashboard is the first screen after sign-in, so it is in the section's own chunk; every other
// feature loads when its path is first entered (and the dashboard's prayers just after it shows).
const PrayerWall = lazy(() => import('./features/prayer-wall'));
const Bible = lazy(() => import('./features/bible'));
const VerseOfTheDay = lazy(() => import('./features/bible').then((feature) => ({ default: feature.VerseOfTheDay })));
const LatestPrayers = lazy(() => import('./features/prayer-wall').then((feature) => ({ default: feature.LatestPrayers })));
const SoapJournal = lazy(() => import('./features/soap-journal'));

function Dashboard() {
  return (
    <DashboardRoutes
      latestPrayers={
        <Suspense fallback={<LoadingState />}>
          <LatestPrayers />
        </Suspense>
      }
      verseOfTheDay={
        <Suspense fallback={null}>
          <VerseOfTheDay />
        </Suspense>
      }
    />
  );
}

/** The worship section: home/dashboard, Bible reading, audio, prayer wall, S.O.A.P., media, saved. */
export default createSection({
  '/dashboard': Dashboard,
  '/home': Dashboard,
  '/prayer-wall': PrayerWall,
  '/prayer': PrayerWall,
  '/bible-reading': Bible,
  '/soap': SoapJournal,
  '/soap-journal': SoapJournal,
});
