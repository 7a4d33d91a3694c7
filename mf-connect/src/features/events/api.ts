import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  campusEndpoints,
  churchEventsEndpoints,
  communityEndpoints,
  type ChurchEvent,
  type EventListFilter,
} from '@koinonia/contracts';
import {
  endpointQueryKey,
  updateCachedListItems,
  useEndpointList,
  useEndpointMutation,
  useEndpointQuery,
} from '@koinonia/shell-contract';

/** Every list of events is cached under this path (each filter, each page). */
const listPath = churchEventsEndpoints.list.path;

/** The church's upcoming occurrences, soonest first, a page at a time. */
export const useEvents = (filter: EventListFilter, pageSize = 20) =>
  useEndpointList(churchEventsEndpoints.list, { query: { limit: pageSize, filter } });

/** One occurrence (the next one unless the address names another) with the reader's RSVP. */
export const useChurchEvent = (eventId: string, occurrence?: string) =>
  useEndpointQuery(churchEventsEndpoints.get, { params: { eventId }, query: occurrence ? { occurrence } : {} });

/** Shows an occurrence as it now stands in every list and on its own page. */
function showEverywhere(queryClient: QueryClient, updated: ChurchEvent) {
  updateCachedListItems<ChurchEvent>(queryClient, listPath, (item) =>
    item.id === updated.id && item.occurrence === updated.occurrence ? updated : item,
  );
  queryClient.setQueryData(
    endpointQueryKey(churchEventsEndpoints.get, {
      params: { eventId: updated.id },
      query: { occurrence: updated.occurrence },
    }),
    updated,
  );
}

/** Lists and pages of the event are read again (its time, places or capacity may have changed them all). */
const refreshAll = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(listPath),
  });

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useEndpointMutation(churchEventsEndpoints.create, { onSuccess: () => refreshAll(queryClient) });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useEndpointMutation(churchEventsEndpoints.update, { onSuccess: () => refreshAll(queryClient) });
}

export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useEndpointMutation(churchEventsEndpoints.cancel, {
    toCall: (eventId: string) => ({ params: { eventId } }),
    onSuccess: () => refreshAll(queryClient),
  });
}

/** Going / maybe / not going: the occurrence as it now stands (seats, waitlist place) shows everywhere. */
export function useRsvp() {
  const queryClient = useQueryClient();
  return useEndpointMutation(churchEventsEndpoints.rsvp, {
    onSuccess: (updated) => {
      showEverywhere(queryClient, updated);
      // The page may be the event's without an occurrence named (its next one), and lists count seats.
      void refreshAll(queryClient);
    },
  });
}

/** The check-in list of an occurrence (the next one unless named). */
export const useAttendees = (eventId: string, occurrence?: string) =>
  useEndpointQuery(churchEventsEndpoints.attendees, { params: { eventId }, query: occurrence ? { occurrence } : {} });

/** Checks someone in or out, by code or from the list; the list is read again. */
export function useCheckIn(eventId: string) {
  const queryClient = useQueryClient();
  return useEndpointMutation(churchEventsEndpoints.checkIn, {
    toCall: (body: { code?: string; userId?: string; checkedIn: boolean; occurrence?: string }) => ({
      params: { eventId },
      body,
    }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          typeof query.queryKey[0] === 'string' && query.queryKey[0] === `${listPath}/${eventId}/attendees`,
      }),
  });
}

/** A new secret calendar address of the reader's events (or one community's); the previous one stops working. */
export const useCalendarFeed = () => useEndpointMutation(churchEventsEndpoints.calendarFeed);

/** The communities the reader runs: where they may plan an event (church staff run them all). */
export const useManagedCommunities = () => useEndpointList(communityEndpoints.managed, { query: { limit: 100 } });

/** The church's campuses, to say which one a place is. */
export const useCampuses = () => useEndpointList(campusEndpoints.list, { query: { limit: 100 } });
