import { eventListQuerySchema, nextPageCursor, type EventPage } from '@koinonia/contracts';
import { access, route, type Database } from '@koinonia/service-kit';
import { listUpcomingEvents } from '../store/events';
import { eventPosition, toChurchEvent } from '../domain/events';

export const eventRoutes = (db: Database) => [
  route({
    method: 'GET',
    path: '/api/events',
    access: access.signedIn,
    query: eventListQuerySchema,
    async handle({ caller, query: { cursor, limit } }): Promise<EventPage> {
      if (!caller.churchId) return { items: [], nextCursor: null };
      const rows = await listUpcomingEvents(db, { churchId: caller.churchId, now: new Date(), after: cursor ?? null, limit });
      return { items: rows.map(toChurchEvent), nextCursor: nextPageCursor(rows, limit, eventPosition) };
    },
  }),
];
