import { Route } from 'react-router-dom';
import { SectionRoutes } from '@koinonia/shell-contract';
import { CheckInPage } from './pages/CheckInPage';
import { CreateEventPage } from './pages/CreateEventPage';
import { EditEventPage } from './pages/EditEventPage';
import { EventPage } from './pages/EventPage';
import { EventsPage } from './pages/EventsPage';

/** The events' screens below their path (/events): the list, planning one, one event, editing it. */
export function EventsRoutes() {
  return (
    <SectionRoutes>
      <Route index element={<EventsPage />} />
      <Route path="create" element={<CreateEventPage />} />
      <Route path=":eventId" element={<EventPage />} />
      <Route path=":eventId/edit" element={<EditEventPage />} />
      <Route path=":eventId/check-in" element={<CheckInPage />} />
    </SectionRoutes>
  );
}
