import { Router } from 'express';
import { eventListQuerySchema, nextPageCursor, type EventPage } from '@koinonia/contracts';
import { parse, requireUser, type Database } from '@koinonia/service-kit';
import { listUpcomingEvents } from '../store/events';
import { eventPosition, toChurchEvent } from '../domain/events';

export function eventRoutes(db: Database): Router {
  const router = Router();

  router.get('/api/events', async (req, res) => {
    const caller = requireUser(req.identity);
    const { cursor, limit } = parse(eventListQuerySchema, req.query);
    if (!caller.churchId) {
      res.json({ items: [], nextCursor: null } satisfies EventPage);
      return;
    }
    const rows = await listUpcomingEvents(db, { churchId: caller.churchId, now: new Date(), after: cursor ?? null, limit });
    const page: EventPage = { items: rows.map(toChurchEvent), nextCursor: nextPageCursor(rows, limit, eventPosition) };
    res.json(page);
  });

  return router;
}
