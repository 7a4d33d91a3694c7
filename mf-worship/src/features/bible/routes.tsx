import { Route } from 'react-router-dom';
import { SectionRoutes } from '@koinonia/shell-contract';
import { BibleReaderPage } from './pages/BibleReaderPage';
import { BibleSearchPage } from './pages/BibleSearchPage';

/** The Bible's screens below its path (/bible-reading; /bible redirects there). */
export function BibleRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<BibleReaderPage />} />
      <Route path="search" element={<BibleSearchPage />} />
    </SectionRoutes>
  );
}
