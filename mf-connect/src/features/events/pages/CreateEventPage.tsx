import { Link, useNavigate } from 'react-router-dom';
import { useLanguage } from '@koinonia/shell-contract';
import { PageTitle, Stack } from '@koinonia/ui';
import { EventForm } from '../components/EventForm';
import { eventPaths } from '../labels/event-labels';

/** /events/create: church staff plan the church's events, a community's leaders and admins their community's. */
export function CreateEventPage() {
  const { t } = useLanguage();
  const navigate = useNavigate();
  return (
    <Stack>
      <Link to={eventPaths.list()}>{t('events.back', 'Back to events')}</Link>
      <PageTitle>{t('events.form.createTitle', 'Plan an event')}</PageTitle>
      <EventForm onDone={(saved) => navigate(eventPaths.event(saved.id))} />
    </Stack>
  );
}
