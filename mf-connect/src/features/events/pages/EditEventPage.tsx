import { Link, useNavigate, useParams } from 'react-router-dom';
import { QueryErrorState, SectionNotFound, useLanguage } from '@koinonia/shell-contract';
import { Alert, EmptyState, LoadingState, PageTitle, Stack } from '@koinonia/ui';
import { useChurchEvent } from '../api';
import { EventForm } from '../components/EventForm';
import { eventPaths } from '../labels/event-labels';

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** /events/:eventId/edit: its creator or church staff change the event. */
export function EditEventPage() {
  const { eventId = '' } = useParams();
  return isUuid(eventId) ? <EditEvent eventId={eventId} /> : <SectionNotFound />;
}

function EditEvent({ eventId }: { eventId: string }) {
  const { t } = useLanguage();
  const navigate = useNavigate();
  const event = useChurchEvent(eventId);
  const back = <Link to={eventPaths.event(eventId)}>{t('events.backToEvent', 'Back to the event')}</Link>;
  let content;
  if (event.isPending) content = <LoadingState />;
  else if (event.isError)
    content =
      (event.error as { status?: number }).status === 404 ? (
        <EmptyState title={t('events.notFoundTitle', 'This event is not here')}>
          {t('events.notFoundBody', 'It may have been removed, or it belongs to another church.')}
        </EmptyState>
      ) : (
        <QueryErrorState error={event.error} onRetry={() => void event.refetch()} />
      );
  else if (!event.data.canManage || event.data.cancelled)
    content = (
      <Alert>
        {t(
          'events.cannotEdit',
          'Only the person who created this event or church staff can change it, while it is not cancelled.',
        )}
      </Alert>
    );
  else content = <EventForm event={event.data} onDone={(saved) => navigate(eventPaths.event(saved.id))} />;
  return (
    <Stack>
      {back}
      <PageTitle>{t('events.form.editTitle', 'Edit the event')}</PageTitle>
      {content}
    </Stack>
  );
}
