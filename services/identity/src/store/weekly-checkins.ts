import { keysetPage, type Database } from '@koinonia/service-kit';
import type { KeysetPosition } from '@koinonia/contracts';
import { isForeignKeyViolation } from './postgres-errors';

const CHECKINS = 'identity.weekly_checkins';

export interface WeeklyCheckinRow {
  id: string;
  user_id: string;
  /** YYYY-MM-DD: read as text, because a DATE parsed into a JS Date lands on the server's local midnight. */
  week_start: string;
  spiritual_growth: number;
  prayer_life: number;
  bible_reading: number;
  community: number;
  gratitude: string | null;
  prayer_request: string | null;
  created_at: Date;
  updated_at: Date;
}

export type WeeklyCheckinAnswers = Pick<
  WeeklyCheckinRow,
  'spiritual_growth' | 'prayer_life' | 'bible_reading' | 'community' | 'gratitude' | 'prayer_request'
>;

const selectCheckins = (db: Database) =>
  db(CHECKINS).select<WeeklyCheckinRow[]>(
    'id',
    'user_id',
    db.raw('week_start::text as week_start'),
    'spiritual_growth',
    'prayer_life',
    'bible_reading',
    'community',
    'gratitude',
    'prayer_request',
    'created_at',
    'updated_at',
  );

export async function findCheckin(
  db: Database,
  userId: string,
  weekStart: string,
): Promise<WeeklyCheckinRow | undefined> {
  const [row] = await selectCheckins(db).where({ user_id: userId, week_start: weekStart }).limit(1);
  return row;
}

/** The user's check-ins, newest week first, after the keyset position (whose sort key is a week start). */
export async function listCheckins(
  db: Database,
  options: { userId: string; after: KeysetPosition | null; limit: number },
): Promise<WeeklyCheckinRow[]> {
  const order = { sortColumn: 'week_start', idColumn: 'id', direction: 'desc', sortKeyType: 'date' } as const;
  return keysetPage(selectCheckins(db).where('user_id', options.userId), order, options);
}

/**
 * Creates the check-in of that week, or replaces its answers when there is one already. Answers the
 * saved check-in, or undefined when there is no such user.
 */
export async function saveCheckin(
  db: Database,
  userId: string,
  weekStart: string,
  answers: WeeklyCheckinAnswers,
): Promise<WeeklyCheckinRow | undefined> {
  try {
    await db(CHECKINS)
      .insert({ user_id: userId, week_start: weekStart, ...answers })
      .onConflict(['user_id', 'week_start'])
      .merge({ ...answers, updated_at: db.fn.now() });
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
  const saved = await findCheckin(db, userId, weekStart);
  if (!saved) throw new Error('The check-in just saved could not be read back');
  return saved;
}

/** Seeds: inserts check-ins that are not there yet (by user and week). */
export async function insertCheckins(db: Database, rows: ReadonlyArray<Partial<WeeklyCheckinRow>>): Promise<void> {
  if (rows.length > 0) await db(CHECKINS).insert(rows).onConflict(['user_id', 'week_start']).ignore();
}
