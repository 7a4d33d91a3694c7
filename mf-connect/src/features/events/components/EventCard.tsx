import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ChurchEvent } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Card, Muted } from '@koinonia/ui';
import { eventPaths, statusLabels } from '../labels/event-labels';
import { When } from './When';

const Title = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  overflow-wrap: anywhere;
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

export const Badge = styled.span<{ $tone?: 'good' | 'warn' | 'bad' }>`
  display: inline-block;
  padding-block: 0.125rem;
  padding-inline: 0.5rem;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  border: 1px solid currentColor;
  color: ${({ theme, $tone }) => ($tone === 'bad' ? theme.colors.danger : theme.colors.text)};
`;

/** Seats left, "Full" or nothing (no capacity). */
export function SeatsText({ event }: { event: ChurchEvent }) {
  const { t } = useLanguage();
  if (event.seatsLeft === null) return null;
  return event.seatsLeft > 0 ? (
    <span>
      {t('events.seatsLeft', '{count} of {capacity} seats left', {
        count: event.seatsLeft,
        capacity: event.capacity ?? 0,
      })}
    </span>
  ) : (
    <span>{t('events.full', 'Full — “Going” joins the waitlist')}</span>
  );
}

/** One occurrence in the list: what, when, where, seats, and the reader's answer. */
export function EventCard({ event }: { event: ChurchEvent }) {
  const { t } = useLanguage();
  const titleId = `event-${event.id}-${Date.parse(event.occurrence)}`;
  const place = event.locations[0]?.name ?? (event.onlineUrl ? t('events.online', 'Online') : '');
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Title id={titleId}>
        <Link to={eventPaths.event(event.id, event.occurrence)}>{event.title}</Link>
      </Title>
      <Muted>
        <When startsAt={event.startsAt} endsAt={event.endsAt} timeZone={event.timeZone} />
        {place ? ` · ${place}` : ''}
        {event.locations.length > 1
          ? ` ${t('events.morePlaces', '(+{count} more)', { count: event.locations.length - 1 })}`
          : ''}
      </Muted>
      <Facts>
        {event.community ? <Badge>{event.community.name}</Badge> : null}
        {event.cancelled ? <Badge $tone="bad">{t('events.cancelled', 'Cancelled')}</Badge> : null}
        {event.myRsvp ? (
          <Badge>{t(statusLabels[event.myRsvp.status].key, statusLabels[event.myRsvp.status].text)}</Badge>
        ) : null}
        <Muted as="span">
          <SeatsText event={event} />
        </Muted>
      </Facts>
    </Card>
  );
}
