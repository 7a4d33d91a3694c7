import { keysetPage, type Database } from '@koinonia/service-kit';
import type { PrayerVisibility } from '@koinonia/contracts';
import type { PrayerRecord } from './domain';
import type { PrayerWallStore } from './store';

const PRAYERS = 'worship.prayers';
const INTERCESSIONS = 'worship.prayer_intercessions';

/** A row of worship.prayers (the seeds and the benchmark write these). */
export interface PrayerRow {
  id: string;
  church_id: string;
  author_id: string;
  author_name: string;
  title: string;
  body: string;
  visibility: PrayerVisibility;
  prayer_count: number;
  answered_at: Date | null;
  created_at: Date;
}

type ReadRow = PrayerRow & { prayed_by_reader: boolean };

const WALL_ORDER = { sortColumn: 'prayer.created_at', idColumn: 'prayer.id', direction: 'desc', sortKeyType: 'timestamp' } as const;

function toRecord(row: ReadRow): PrayerRecord {
  return {
    id: row.id,
    churchId: row.church_id,
    authorId: row.author_id,
    authorName: row.author_name,
    title: row.title,
    body: row.body,
    visibility: row.visibility,
    prayerCount: row.prayer_count,
    prayedByReader: row.prayed_by_reader,
    answeredAt: row.answered_at,
    createdAt: row.created_at,
  };
}

/** The prayer wall in PostgreSQL (the worship schema). */
export function createDatabasePrayerWallStore(db: Database): PrayerWallStore {
  // Every read says whether the reader has prayed for each request.
  const selectFor = (readerId: string) =>
    db(`${PRAYERS} as prayer`).select<ReadRow[]>(
      'prayer.*',
      db.raw(
        'exists (select 1 from worship.prayer_intercessions as intercession where intercession.prayer_id = prayer.id and intercession.user_id = ?) as prayed_by_reader',
        [readerId],
      ),
    );

  return {
    async listWall(reader, page) {
      const query = selectFor(reader.userId)
        .where('prayer.church_id', reader.churchId)
        // The audience rule of domain.canSee, in the query: a private request is its author's alone.
        .andWhere((visible) => visible.whereNot('prayer.visibility', 'private').orWhere('prayer.author_id', reader.userId));
      return (await keysetPage(query, WALL_ORDER, page)).map(toRecord);
    },

    async find(prayerId, readerId) {
      const row = await selectFor(readerId).where('prayer.id', prayerId).first();
      return row ? toRecord(row) : undefined;
    },

    async add(prayer) {
      const [row] = await db<PrayerRow>(PRAYERS)
        .insert({
          church_id: prayer.churchId,
          author_id: prayer.authorId,
          author_name: prayer.authorName,
          title: prayer.title,
          body: prayer.body,
          visibility: prayer.visibility,
        })
        .returning('*');
      return toRecord({ ...row!, prayed_by_reader: false });
    },

    async recordPrayed(prayerId, userId) {
      await db.transaction(async (transaction) => {
        const added = await transaction(INTERCESSIONS)
          .insert({ prayer_id: prayerId, user_id: userId })
          .onConflict(['prayer_id', 'user_id'])
          .ignore()
          .returning('prayer_id');
        if (added.length > 0) await transaction(PRAYERS).where('id', prayerId).increment('prayer_count', 1);
      });
    },

    async removePrayed(prayerId, userId) {
      await db.transaction(async (transaction) => {
        const removed = await transaction(INTERCESSIONS).where({ prayer_id: prayerId, user_id: userId }).delete().returning('prayer_id');
        if (removed.length > 0) {
          await transaction(PRAYERS)
            .where('id', prayerId)
            .update({ prayer_count: transaction.raw('greatest(prayer_count - 1, 0)') });
        }
      });
    },

    async setAnswered(prayerId, answeredAt) {
      await db(PRAYERS).where('id', prayerId).update({ answered_at: answeredAt });
    },

    async remove(prayerId) {
      await db(PRAYERS).where('id', prayerId).delete();
    },
  };
}

/** Writes rows as they are, skipping ids already there (demo data, the benchmark's wall). */
export async function insertPrayerRows(db: Database, rows: Array<Partial<PrayerRow>>): Promise<void> {
  await db(PRAYERS).insert(rows).onConflict('id').ignore();
}
