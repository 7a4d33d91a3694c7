import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@koinonia/shell-contract';
import { BibleReaderPage } from './pages/BibleReaderPage';
import { BibleSearchPage } from './pages/BibleSearchPage';

/**
 * The Bible's screens below its path (/bible-reading; /bible redirects there), and below plans/ the reading plans,
 * which the section hands in (a feature does not import another).
 */
export function BibleRoutes({ readingPlans }: { readingPlans?: ReactNode }) {
  return (
    <SectionRoutes>
      <Route index element={<BibleReaderPage />} />
      <Route path="search" element={<BibleSearchPage />} />
      {readingPlans ? <Route path="plans/*" element={readingPlans} /> : null}
    </SectionRoutes>
  );
}
