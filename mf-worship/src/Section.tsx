import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { Prayer } from '@koinonia/contracts';
import { createSection } from '@koinonia/shell-contract';
import { LoadingState } from '@koinonia/ui';
import { DashboardRoutes } from './features/dashboard';

// The dashboard is the first screen after sign-in, so it is in the section's own chunk; every other
// feature loads when its path is first entered (and the dashboard's prayers just after it shows).
const PrayerWall = lazy(() => import('./features/prayer-wall'));
const Bible = lazy(() => import('./features/bible'));
const VerseOfTheDay = lazy(() => import('./features/bible').then((feature) => ({ default: feature.VerseOfTheDay })));
const LatestPrayers = lazy(() =>
  import('./features/prayer-wall').then((feature) => ({ default: feature.LatestPrayers })),
);
const SoapJournal = lazy(() => import('./features/soap-journal'));
const PrayerCircles = lazy(() => import('./features/prayer-circles'));
/** A request in a circle's feed as the wall shows it, with the wall's own actions ("I prayed", comments). */
const WallPrayer = lazy(() =>
  import('./features/prayer-wall').then(({ PrayerCard, PrayerActions }) => ({
    default: ({ prayer }: { prayer: Prayer }) => (
      <PrayerCard prayer={prayer} linked actions={<PrayerActions prayer={prayer} showComments />} />
    ),
  })),
);
const renderWallPrayer = (prayer: Prayer) => (
  <Suspense fallback={null}>
    <WallPrayer prayer={prayer} />
  </Suspense>
);
const ReadingPlans = lazy(() => import('./features/reading-plans'));
const SavedItems = lazy(() => import('./features/saved'));
const TodaysReading = lazy(() =>
  import('./features/reading-plans').then((feature) => ({ default: feature.TodaysReading })),
);
const ReadAloud = lazy(() => import('./features/audio'));
const KeepChaptersOffline = lazy(() =>
  import('./features/reading-plans').then((feature) => ({ default: feature.KeepChaptersOffline })),
);
const NowPlayingElsewhere = lazy(() =>
  import('./features/audio').then((feature) => ({ default: feature.NowPlayingElsewhere })),
);
const KeepSavedOffline = lazy(() => import('./features/saved').then((feature) => ({ default: feature.KeepSavedOffline })));
const JournalOffline = lazy(() => import('./features/soap-journal').then((feature) => ({ default: feature.JournalOffline })));
const AudioRoutines = lazy(() =>
  import('./features/audio').then((feature) => ({ default: feature.AudioRoutinesRoutes })),
);

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
      todaysReading={
        <Suspense fallback={<LoadingState />}>
          <TodaysReading />
        </Suspense>
      }
    />
  );
}

/** The Bible reader with the reading plans below it (/bible-reading/plans). */
function BibleWithPlans() {
  return (
    <Bible
      readingPlans={
        <Suspense fallback={<LoadingState />}>
          <ReadingPlans />
        </Suspense>
      }
    />
  );
}

/** The prayer wall, and its circles below it (/prayer-wall/circles): two features, composed here. */
function PrayerWallAndCircles() {
  return (
    <Routes>
      <Route path="circles/*" element={<PrayerCircles renderPrayer={renderWallPrayer} />} />
      <Route path="*" element={<PrayerWall />} />
    </Routes>
  );
}

/** Saved items (/saved): a saved prayer request is shown as the wall shows it. */
function Saved() {
  return <SavedItems renderPrayer={renderWallPrayer} />;
}

/**
 * Beside every screen: what is being read aloud, with its controls; and offline content (SPEC §1): what was written
 * offline is sent, and the journal, saved items and the plan's chapters are kept for reading offline.
 */
function Beside() {
  return (
    <>
      <NowPlayingElsewhere />
      <JournalOffline />
      <KeepChaptersOffline />
      <KeepSavedOffline />
    </>
  );
}

/** The worship section: home/dashboard, Bible reading, audio, prayer wall, S.O.A.P., media, saved. */
export default createSection({
  '/dashboard': Dashboard,
  '/home': Dashboard,
  '/prayer-wall': PrayerWallAndCircles,
  '/prayer': PrayerWallAndCircles,
  '/bible-reading': BibleWithPlans,
  '/soap': SoapJournal,
  '/soap-journal': SoapJournal,
  '/saved': Saved,
  '/spiritual-audio': ReadAloud,
  '/audio-routines': AudioRoutines,
}, { background: Beside });
