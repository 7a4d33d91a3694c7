import styled from 'styled-components';
import type { ChurchEvent } from '@koinonia/contracts';
import { ListPage, useKeysetList, useLanguage } from '@koinonia/shell-contract';
import { Card, Muted } from '@koinonia/ui';

const When = styled(Muted)`
  font-weight: 600;
`;

function EventCard({ event }: { event: ChurchEvent }) {
  const { code } = useLanguage();
  const starts = new Date(event.startsAt);
  const when = starts.toLocaleString(code, { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' });
  return (
    <Card as="article" aria-labelledby={`event-${event.id}`}>
      <h2 id={`event-${event.id}`} style={{ margin: 0, fontSize: '1.125rem' }}>
        {event.title}
      </h2>
      <When>
        <time dateTime={event.startsAt}>{when}</time> · {event.location}
      </When>
      <p>{event.description}</p>
    </Card>
  );
}

/** /events: the church's upcoming events, soonest first. */
export function EventsPage() {
  const { t } = useLanguage();
  return (
    <ListPage
      title={t('events.title', 'Events')}
      list={useKeysetList<ChurchEvent>('/api/events')}
      empty={{ title: t('events.emptyTitle', 'No upcoming events'), body: t('events.emptyBody', 'New events from your church will appear here.') }}
      keyOf={(event) => event.id}
      renderItem={(event) => <EventCard event={event} />}
    />
  );
}
