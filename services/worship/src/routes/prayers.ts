import { Router } from 'express';
import { decodeCursor, prayerListQuerySchema, type PrayerPage } from '@koinonia/contracts';
import { HttpError, parse, requireUser, type Database } from '@koinonia/service-kit';
import { listWallPrayers } from '../store/prayers';
import { nextCursorOf, toPrayer } from '../domain/prayers';

export function prayerRoutes(db: Database): Router {
  const router = Router();

  router.get('/api/prayers', async (req, res) => {
    const caller = requireUser(req.identity);
    const query = parse(prayerListQuerySchema, req.query);
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    if (query.cursor && !after) throw new HttpError(400, 'The page cursor is not valid');
    if (!caller.churchId) {
      res.json({ items: [], nextCursor: null } satisfies PrayerPage);
      return;
    }
    const rows = await listWallPrayers(db, { churchId: caller.churchId, readerId: caller.userId, after, limit: query.limit });
    const page: PrayerPage = { items: rows.map((row) => toPrayer(row, caller.userId)), nextCursor: nextCursorOf(rows, query.limit) };
    res.json(page);
  });

  return router;
}
