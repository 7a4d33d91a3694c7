import type { Database } from '@koinonia/service-kit';
import type { KeysetPosition } from '@koinonia/contracts';

const PRAYERS = 'worship.prayers';

export interface PrayerRow {
  id: string;
  church_id: string;
  author_id: string;
  author_name: string;
  title: string;
  body: string;
  visibility: 'public' | 'private' | 'anonymous';
  prayer_count: number;
  answered_at: Date | null;
  created_at: Date;
}

/** The church's wall as the reader may see it: shared requests plus the reader's own private ones. */
export function listWallPrayers(
  db: Database,
  options: { churchId: string; readerId: string; after: KeysetPosition | null; limit: number },
): Promise<PrayerRow[]> {
  const query = db<PrayerRow>(PRAYERS)
    .where('church_id', options.churchId)
    .andWhere((visible) => visible.whereNot('visibility', 'private').orWhere('author_id', options.readerId))
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(options.limit);
  if (options.after) {
    query.andWhereRaw('(created_at, id) < (?, ?)', [options.after.createdAt, options.after.id]);
  }
  return query;
}

export async function insertPrayers(db: Database, rows: Array<Partial<PrayerRow>>): Promise<void> {
  await db(PRAYERS).insert(rows).onConflict('id').ignore();
}
