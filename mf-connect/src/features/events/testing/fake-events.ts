import { ApiError } from '@koinonia/api-client';
import type { ChurchEvent, EventAttendee, EventRsvpInput } from '@koinonia/contracts';

let made = 0;

/** An occurrence as the connect service answers it, for tests. */
export function churchEvent(overrides: Partial<ChurchEvent> = {}): ChurchEvent {
  made += 1;
  const startsAt = overrides.startsAt ?? '2030-06-02T09:00:00.000Z';
  const endsAt = overrides.endsAt ?? '2030-06-02T10:30:00.000Z';
  return {
    id: `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`,
    occurrence: startsAt,
    startsAt,
    endsAt,
    seriesStartsAt: startsAt,
    seriesEndsAt: endsAt,
    timeZone: 'Europe/London',
    title: `Event ${made}`,
    description: 'All are welcome.',
    locations: [{ name: 'Main Sanctuary', address: '1 Church Lane', campusId: null, campusName: null }],
    onlineUrl: null,
    capacity: null,
    goingCount: 0,
    seatsLeft: null,
    waitlistCount: 0,
    community: null,
    recurrence: null,
    questions: [],
    cancelled: false,
    createdBy: '00000000-0000-4000-8000-000000000099',
    canManage: false,
    canCheckIn: false,
    myRsvp: null,
    ...overrides,
  };
}

/**
 * A fake of the events' endpoints that keeps RSVPs as the service does (a "going" past capacity waits in
 * line); `failNext` makes the next call of a method and path fail.
 */
export function fakeEvents(initial: ChurchEvent[] = [], initialAttendees: EventAttendee[] = []) {
  let events = [...initial];
  let attendees = [...initialAttendees];
  const failures = new Map<string, ApiError>();
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];
  const apiRequest = jest.fn(async (method: string, url: string, body?: unknown) => {
    calls.push({ method, url, body });
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const failure = failures.get(`${method} ${pathname}`);
    if (failure) {
      failures.delete(`${method} ${pathname}`);
      throw failure;
    }
    if (method === 'GET' && (pathname === '/api/communities/managed' || pathname === '/api/campuses'))
      return { items: [], nextCursor: null };
    if (method === 'GET' && pathname === '/api/events') {
      const filter = searchParams.get('filter') ?? 'all';
      const items = events.filter(
        (event) => filter !== 'going' || event.myRsvp?.status === 'going' || event.myRsvp?.status === 'waitlisted',
      );
      return { items, nextCursor: null };
    }
    if (method === 'POST' && pathname === '/api/events') {
      const input = body as Record<string, unknown>;
      const created = churchEvent({ ...(input as Partial<ChurchEvent>), canManage: true, questions: [] });
      events = [...events, created];
      return created;
    }
    if (method === 'POST' && pathname === '/api/events/calendar-feeds')
      return { url: `/api/events/calendar/${'x'.repeat(43)}.ics` };
    const [, eventId, action] = /^\/api\/events\/([^/]+)(?:\/([\w-]+))?$/.exec(pathname) ?? [];
    const found = events.find((event) => event.id === eventId);
    if (!found) throw new ApiError(404, 'This event was not found', { code: 'event_not_found' });
    if (method === 'GET' && action === 'attendees') return { occurrence: found.occurrence, items: attendees };
    if (method === 'POST' && pathname.endsWith('/check-in')) {
      const { code, userId, checkedIn = true } = body as { code?: string; userId?: string; checkedIn?: boolean };
      const attendee = attendees.find(
        (each) => each.userId === userId || (code !== undefined && code === `code-${each.userId}`),
      );
      if (!attendee)
        throw new ApiError(404, 'No one going to this event has this code', { code: 'event_check_in_code_unknown' });
      const updated = { ...attendee, checkedIn, checkedInAt: checkedIn ? '2030-06-02T09:05:00.000Z' : null };
      attendees = attendees.map((each) => (each.userId === attendee.userId ? updated : each));
      return updated;
    }
    if (method === 'GET') return found;
    if (method === 'PUT' && action === 'rsvp') {
      const answer = body as EventRsvpInput;
      const full = found.capacity !== null && found.goingCount >= found.capacity && found.myRsvp?.status !== 'going';
      const status = answer.status === 'going' && full ? 'waitlisted' : answer.status;
      const wasGoing = found.myRsvp?.status === 'going' ? 1 : 0;
      const goingCount = found.goingCount - wasGoing + (status === 'going' ? 1 : 0);
      const updated: ChurchEvent = {
        ...found,
        goingCount,
        seatsLeft: found.capacity === null ? null : Math.max(0, found.capacity - goingCount),
        myRsvp: {
          status,
          waitlistPosition: status === 'waitlisted' ? found.waitlistCount + 1 : null,
          answers: answer.answers ?? {},
          reminderOffsets: answer.reminderOffsets ?? [],
          checkInCode: status === 'going' ? 'test-check-in-code' : null,
          checkedIn: false,
        },
      };
      events = events.map((event) => (event.id === found.id ? updated : event));
      return updated;
    }
    if (method === 'POST' && action === 'cancel') {
      const cancelled = { ...found, cancelled: true };
      events = events.map((event) => (event.id === found.id ? cancelled : event));
      return cancelled;
    }
    if (method === 'PUT' && !action) {
      const updated = { ...found, ...(body as Partial<ChurchEvent>) };
      events = events.map((event) => (event.id === found.id ? updated : event));
      return updated;
    }
    throw new ApiError(404, 'Not found', { code: 'not_found' });
  });
  return {
    apiRequest,
    calls,
    failNext(method: string, path: string, error: ApiError) {
      failures.set(`${method} ${path}`, error);
    },
  };
}
