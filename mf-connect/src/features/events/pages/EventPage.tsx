import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ChurchEvent } from '@koinonia/contracts';
import { QueryErrorState, SectionNotFound, useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Alert, Button, Card, ConfirmDialog, EmptyState, LoadingState, Muted, PageTitle, Stack } from '@koinonia/ui';
import { useCancelEvent, useChurchEvent } from '../api';
import { icsHref, occurrenceIcs } from '../calendar';
import { Badge, SeatsText } from '../components/EventCard';
import { CheckInQr } from '../components/CheckInQr';
import { RsvpPanel } from '../components/RsvpPanel';
import { When } from '../components/When';
import { eventPaths } from '../labels/event-labels';

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
const isNotFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;

const Places = styled.ul`
  margin: 0;
  padding-inline-start: 1.25rem;
  li {
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

/** /events/:eventId: one occurrence with when, where, seats, the reader's RSVP and the organiser's actions. */
export function EventPage() {
  const { eventId = '' } = useParams();
  const [search] = useSearchParams();
  return isUuid(eventId) ? (
    <OneEvent eventId={eventId} occurrence={search.get('occurrence') ?? undefined} />
  ) : (
    <SectionNotFound />
  );
}

function OneEvent({ eventId, occurrence }: { eventId: string; occurrence?: string }) {
  const { t } = useLanguage();
  const event = useChurchEvent(eventId, occurrence);
  const back = <Link to={eventPaths.list()}>{t('events.back', 'Back to events')}</Link>;
  if (event.isPending) return <LoadingState />;
  if (event.isError) {
    return (
      <Stack>
        {back}
        {isNotFound(event.error) ? (
          <EmptyState title={t('events.notFoundTitle', 'This event is not here')}>
            {t('events.notFoundBody', 'It may have been removed, or it belongs to another church.')}
          </EmptyState>
        ) : (
          <QueryErrorState error={event.error} onRetry={() => void event.refetch()} />
        )}
      </Stack>
    );
  }
  return (
    <Stack>
      {back}
      <EventDetails event={event.data} />
    </Stack>
  );
}

function EventDetails({ event }: { event: ChurchEvent }) {
  const { t } = useLanguage();
  const ended = Date.parse(event.endsAt) < Date.now();
  return (
    <>
      <Card as="article" aria-labelledby="event-title">
        <Stack>
          <PageTitle id="event-title" style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {event.title}
          </PageTitle>
          {event.cancelled ? <Alert>{t('events.cancelledNotice', 'This event is cancelled.')}</Alert> : null}
          <Row>
            {event.community ? <Badge>{event.community.name}</Badge> : null}
            {event.recurrence ? <Badge>{t('events.repeats', 'Repeats')}</Badge> : null}
          </Row>
          <p style={{ margin: 0, fontWeight: 600 }}>
            <When startsAt={event.startsAt} endsAt={event.endsAt} timeZone={event.timeZone} />
          </p>
          {event.locations.length > 0 ? (
            <section aria-label={t('events.where', 'Where')}>
              <Places>
                {event.locations.map((place, index) => (
                  <li key={index}>
                    <strong>{place.name}</strong>
                    {place.campusName ? ` (${place.campusName})` : ''}
                    {place.address ? <Muted as="span"> · {place.address}</Muted> : null}
                  </li>
                ))}
              </Places>
            </section>
          ) : null}
          {event.onlineUrl ? (
            <p style={{ margin: 0 }}>
              {t('events.onlineLink', 'Online:')}{' '}
              <a href={event.onlineUrl} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                {event.onlineUrl}
              </a>
            </p>
          ) : null}
          {event.description ? (
            <p dir="auto" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
              {event.description}
            </p>
          ) : null}
          <Muted>
            {t('events.goingCount', '{count} going', { count: event.goingCount })}
            {event.capacity !== null ? (
              <>
                {' · '}
                <SeatsText event={event} />
              </>
            ) : null}
            {event.waitlistCount > 0
              ? ` · ${t('events.waitlistCount', '{count} on the waitlist', { count: event.waitlistCount })}`
              : null}
          </Muted>
          <Row>
            <a
              href={icsHref(occurrenceIcs(event, window.location.origin))}
              download={`${event.title.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60) || 'event'}.ics`}
            >
              {t('events.addToCalendar', 'Add to calendar')}
            </a>
          </Row>
          {event.canCheckIn && !event.cancelled ? (
            <Link to={`${eventPaths.checkIn(event.id)}?occurrence=${encodeURIComponent(event.occurrence)}`}>
              {t('events.checkIn.open', 'Check-in list')}
            </Link>
          ) : null}
          {event.canManage && !event.cancelled ? <OrganiserActions event={event} /> : null}
        </Stack>
      </Card>
      {event.myRsvp?.checkInCode && !event.cancelled && !ended ? (
        <Card as="section" aria-labelledby="check-in-code">
          <Stack>
            <h2 id="check-in-code" style={{ margin: 0, fontSize: '1.125rem' }}>
              {t('events.checkIn.yourCode', 'Your check-in code')}
            </h2>
            {event.myRsvp.checkedIn ? (
              <p style={{ margin: 0, fontWeight: 600 }}>{t('events.checkIn.youAreIn', 'You are checked in.')}</p>
            ) : (
              <>
                <Muted>
                  {t('events.checkIn.showIt', 'Show it at the door: the leader scans it or types the code.')}
                </Muted>
                <CheckInQr
                  text={`${window.location.origin}${eventPaths.checkIn(event.id, event.myRsvp.checkInCode)}&occurrence=${encodeURIComponent(event.occurrence)}`}
                  label={t('events.checkIn.qrLabel', 'QR code to check in')}
                />
                <code style={{ fontSize: '1rem', overflowWrap: 'anywhere' }}>{event.myRsvp.checkInCode}</code>
              </>
            )}
          </Stack>
        </Card>
      ) : null}
      {event.cancelled || ended ? null : <RsvpPanel key={`${event.id}@${event.occurrence}`} event={event} />}
    </>
  );
}

function OrganiserActions({ event }: { event: ChurchEvent }) {
  const { t } = useLanguage();
  const toast = useToast();
  const navigate = useNavigate();
  const { messageOf } = useErrorText();
  const cancel = useCancelEvent();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Row>
      <Link to={eventPaths.edit(event.id)}>{t('events.edit', 'Edit event')}</Link>
      <Button type="button" $variant="danger" onClick={() => setAsking(true)}>
        {t('events.cancel', 'Cancel event')}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={t('events.cancelTitle', 'Cancel this event?')}
          confirmLabel={t('events.cancel', 'Cancel event')}
          busyLabel={t('events.cancelling', 'Cancelling…')}
          cancelLabel={t('events.keep', 'Keep it')}
          busy={cancel.isPending}
          error={failure}
          destructive
          onCancel={() => setAsking(false)}
          onConfirm={() =>
            cancel.mutate(event.id, {
              onSuccess: () => {
                setAsking(false);
                toast({ title: t('events.cancelledToast', 'The event is cancelled; everyone who answered is told') });
                navigate(eventPaths.event(event.id), { replace: true });
              },
              onError: (error) => setFailure(messageOf(error)),
            })
          }
        >
          {t('events.cancelBody', 'Everyone who answered going or maybe gets a notification. This cannot be undone.')}
        </ConfirmDialog>
      ) : null}
    </Row>
  );
}
