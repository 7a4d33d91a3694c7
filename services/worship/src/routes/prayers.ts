import { Router } from 'express';
import { nextPageCursor, prayerListQuerySchema, type PrayerPage } from '@koinonia/contracts';
import { parse, requireUser, type Database } from '@koinonia/service-kit';
import { listWallPrayers } from '../store/prayers';
import { toPrayer } from '../domain/prayers';

export function prayerRoutes(db: Database): Router {
  const router = Router();

  router.get('/api/prayers', async (req, res) => {
    const caller = requireUser(req.identity);
    const query = parse(prayerListQuerySchema, req.query);
    if (!caller.churchId) {
      res.json({ items: [], nextCursor: null } satisfies PrayerPage);
      return;
    }
    const rows = await listWallPrayers(db, {
      churchId: caller.churchId,
      readerId: caller.userId,
      after: query.cursor ?? null,
      limit: query.limit,
    });
    const page: PrayerPage = {
      items: rows.map((row) => toPrayer(row, caller.userId)),
      nextCursor: nextPageCursor(rows, query.limit, (row) => ({ createdAt: row.created_at.toISOString(), id: row.id })),
    };
    res.json(page);
  });

  return router;
}
