import { Route } from 'react-router-dom';
import { SectionRoutes } from '@koinonia/shell-contract';
import { EventsPage } from './pages/EventsPage';

/** The events list's screens below its path (/events). */
export function EventsRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<EventsPage />} />
    </SectionRoutes>
  );
}
