import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EVENT_PLANNER_ROLES, eventListFilters, hasAnyRole, type EventListFilter } from '@koinonia/contracts';
import { ListPage, useAuth, useLanguage } from '@koinonia/shell-contract';
import { Button } from '@koinonia/ui';
import { useEvents } from '../api';
import { CalendarFeed } from '../components/CalendarFeed';
import { EventCard } from '../components/EventCard';
import { eventPaths, filterLabels } from '../labels/event-labels';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(4)};
`;

const Spacer = styled.span`
  flex: 1;
`;

/** /events: the church's upcoming events, soonest first, each occurrence of a repeating one on its own. */
export function EventsPage() {
  const { t } = useLanguage();
  const { role } = useAuth();
  const plans = role !== null && hasAnyRole(role, EVENT_PLANNER_ROLES);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('filter');
  const filter: EventListFilter = eventListFilters.includes(asked as EventListFilter)
    ? (asked as EventListFilter)
    : 'all';
  const empty =
    filter === 'going'
      ? {
          title: t('events.noneGoing', 'You are not going to any upcoming event'),
          body: t('events.noneGoingBody', 'Answer “Going” on an event and it shows here.'),
        }
      : filter === 'communities'
        ? {
            title: t('events.noneCommunities', 'No events in your communities'),
            body: t('events.noneCommunitiesBody', 'Events your groups and ministries plan show here.'),
          }
        : {
            title: t('events.emptyTitle', 'No upcoming events'),
            body: t('events.emptyBody', 'New events from your church will appear here.'),
          };
  return (
    <ListPage
      title={t('events.title', 'Events')}
      list={useEvents(filter)}
      actions={
        <>
          <Bar>
            <div
              role="group"
              aria-label={t('events.show', 'Show')}
              style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}
            >
              {eventListFilters.map((value) => (
                <Button
                  key={value}
                  type="button"
                  $variant={value === filter ? 'primary' : 'secondary'}
                  aria-pressed={value === filter}
                  onClick={() => setSearch(value === 'all' ? {} : { filter: value }, { replace: true })}
                >
                  {t(filterLabels[value].key, filterLabels[value].text)}
                </Button>
              ))}
            </div>
            <Spacer />
            {plans ? <Link to={eventPaths.create()}>{t('events.create', 'Plan an event')}</Link> : null}
          </Bar>
          {filter === 'going' ? <CalendarFeed /> : null}
        </>
      }
      empty={empty}
      keyOf={(event) => `${event.id}@${event.occurrence}`}
      renderItem={(event) => <EventCard event={event} />}
    />
  );
}
