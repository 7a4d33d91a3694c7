import { keysetPage, type Database } from '@koinonia/service-kit';
import type { Page } from '../prayer-wall/store';

const SHARES = 'worship.soap_entry_shares';
const ENTRIES = 'worship.soap_entries';
const CIRCLES = 'worship.prayer_circles';
const MEMBERS = 'worship.prayer_circle_members';

export interface ReflectionRecord {
  id: string;
  authorId: string;
  authorName: string;
  scripture: string;
  observation: string;
  application: string;
  prayer: string;
  sharedAt: Date;
}

/** Journal entries shared with prayer circles (soap_entry_shares), read through the circles. */
export function createReflectionShareStore(db: Database) {
  /** The entry's author still belongs to the circle (one who leaves takes their reflections along). */
  const authorStillMember = () =>
    db(`${MEMBERS} as author`)
      .select(1)
      .whereRaw('author.circle_id = share.circle_id')
      .whereRaw('author.user_id = entry.user_id');
  return {
    /** The caller's own entry (another's does not exist for them). */
    async ownEntry(userId: string, entryId: string): Promise<{ id: string; status: string } | undefined> {
      return db(ENTRIES).where({ id: entryId, user_id: userId }).first('id', 'status');
    },

    async circlesOf(entryId: string): Promise<Array<{ id: string; name: string }>> {
      return db(`${SHARES} as share`)
        .join(`${CIRCLES} as circle`, 'circle.id', 'share.circle_id')
        .join(`${ENTRIES} as entry`, 'entry.id', 'share.entry_id')
        .where('share.entry_id', entryId)
        .whereExists(authorStillMember())
        .orderBy([{ column: 'circle.name' }, { column: 'circle.id' }])
        .select('circle.id', 'circle.name');
    },

    /** Shares the entry with exactly these circles. */
    async setCircles(entryId: string, authorName: string, circleIds: readonly string[]): Promise<void> {
      await db.transaction(async (trx) => {
        await trx(SHARES).where('entry_id', entryId).whereNotIn('circle_id', circleIds).delete();
        if (circleIds.length) {
          await trx(SHARES)
            .insert(circleIds.map((circleId) => ({ entry_id: entryId, circle_id: circleId, author_name: authorName })))
            .onConflict(['entry_id', 'circle_id'])
            .ignore();
        }
      });
    },

    /** The circle's reflections, newest first: saved entries whose authors are still in the circle. */
    async listForCircle(circleId: string, page: Page): Promise<ReflectionRecord[]> {
      const rows = db(`${SHARES} as share`)
        .join(`${ENTRIES} as entry`, 'entry.id', 'share.entry_id')
        .where('share.circle_id', circleId)
        .where('entry.status', 'saved')
        .whereExists(authorStillMember())
        .select(
          'entry.id',
          'entry.user_id',
          'share.author_name',
          'entry.scripture',
          'entry.observation',
          'entry.application',
          'entry.prayer',
          'share.shared_at',
        );
      const order = {
        sortColumn: 'share.shared_at',
        idColumn: 'entry.id',
        direction: 'desc',
        sortKeyType: 'timestamp',
      } as const;
      const found = (await keysetPage(rows, order, page)) as Array<Record<string, string> & { shared_at: Date }>;
      return found.map((row) => ({
        id: row.id!,
        authorId: row.user_id!,
        authorName: row.author_name!,
        scripture: row.scripture!,
        observation: row.observation!,
        application: row.application!,
        prayer: row.prayer!,
        sharedAt: row.shared_at,
      }));
    },
  };
}
export type ReflectionShareStore = ReturnType<typeof createReflectionShareStore>;
