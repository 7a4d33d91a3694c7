import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@koinonia/shell-contract';
import { DashboardPage } from './pages/DashboardPage';

/** The dashboard's screens below its path (/dashboard, /home). */
export function DashboardRoutes({ latestPrayers, verseOfTheDay, todaysReading }: { latestPrayers: ReactNode; verseOfTheDay: ReactNode; todaysReading?: ReactNode }) {
  return (
    <SectionRoutes>
      <Route index element={<DashboardPage latestPrayers={latestPrayers} verseOfTheDay={verseOfTheDay} todaysReading={todaysReading} />} />
    </SectionRoutes>
  );
}
