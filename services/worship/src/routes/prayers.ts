import { nextPageCursor, prayerListQuerySchema, type PrayerPage } from '@koinonia/contracts';
import { access, route, type Database } from '@koinonia/service-kit';
import { listWallPrayers } from '../store/prayers';
import { toPrayer } from '../domain/prayers';

export const prayerRoutes = (db: Database) => [
  /** The prayer wall of the caller's church, newest first. */
  route({
    method: 'GET',
    path: '/api/prayers',
    access: access.signedIn,
    query: prayerListQuerySchema,
    async handle({ caller, query: { cursor, limit } }): Promise<PrayerPage> {
      if (!caller.churchId) return { items: [], nextCursor: null };
      const rows = await listWallPrayers(db, { churchId: caller.churchId, readerId: caller.userId, after: cursor ?? null, limit });
      return {
        items: rows.map((row) => toPrayer(row, caller.userId)),
        nextCursor: nextPageCursor(rows, limit, (row) => ({ createdAt: row.created_at.toISOString(), id: row.id })),
      };
    },
  }),
];
