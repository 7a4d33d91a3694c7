import { Route } from 'react-router-dom';
import { SectionRoutes } from '@koinonia/shell-contract';
import { ReadAloudPage } from './pages/ReadAloudPage';
import { RoutinePage } from './pages/RoutinePage';
import { RoutinesPage } from './pages/RoutinesPage';

/** /spiritual-audio (and the audio-Bible paths SPEC §2 sends there): a chapter read aloud. */
export function ReadAloudRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<ReadAloudPage />} />
    </SectionRoutes>
  );
}

/** /audio-routines: the member's routines, and each one's page. */
export function AudioRoutinesRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<RoutinesPage />} />
      <Route path=":routineId" element={<RoutinePage />} />
    </SectionRoutes>
  );
}
