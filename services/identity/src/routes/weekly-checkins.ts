import {
  NO_CHECKIN_THIS_WEEK_MESSAGE,
  nextPageCursor,
  weeklyCheckinListQuerySchema,
  weeklyCheckinRequestSchema,
  type WeeklyCheckin,
  type WeeklyCheckinPage,
} from '@koinonia/contracts';
import { access, HttpError, route, type Database } from '@koinonia/service-kit';
import { isoWeekStart } from '../domain/iso-week';
import { toCheckinAnswers, toWeeklyCheckin } from '../domain/weekly-checkins';
import { findCheckin, listCheckins, saveCheckin } from '../store/weekly-checkins';

/** SPEC §2 /weekly-checkin: a weekly spiritual check-in form with history. Each user sees only their own. */
export const weeklyCheckinRoutes = (db: Database) => [
  route({
    method: 'GET',
    path: '/api/user/weekly-checkins',
    access: access.signedIn,
    query: weeklyCheckinListQuerySchema,
    async handle({ caller, query: { cursor, limit } }): Promise<WeeklyCheckinPage> {
      const rows = await listCheckins(db, { userId: caller.userId, after: cursor ?? null, limit });
      return {
        items: rows.map(toWeeklyCheckin),
        nextCursor: nextPageCursor(rows, limit, (row) => ({ sortKey: row.week_start, id: row.id })),
      };
    },
  }),
  route({
    method: 'GET',
    path: '/api/user/weekly-checkins/current',
    access: access.signedIn,
    async handle({ caller }): Promise<WeeklyCheckin> {
      const row = await findCheckin(db, caller.userId, isoWeekStart(new Date()));
      if (!row) throw new HttpError(404, NO_CHECKIN_THIS_WEEK_MESSAGE);
      return toWeeklyCheckin(row);
    },
  }),
  route({
    method: 'PUT',
    path: '/api/user/weekly-checkins/current',
    access: access.signedIn,
    body: weeklyCheckinRequestSchema,
    async handle({ caller, body }): Promise<WeeklyCheckin> {
      const saved = await saveCheckin(db, caller.userId, isoWeekStart(new Date()), toCheckinAnswers(body));
      if (!saved) throw new HttpError(401, 'Authentication required', { code: 'not_signed_in' });
      return toWeeklyCheckin(saved);
    },
  }),
];
