import type { AudioRoutineItem } from '@koinonia/contracts';
import type { Database } from '@koinonia/service-kit';
import type { AudioRoutineFields, AudioRoutineRecord, AudioRoutineStore } from './store';

const ROUTINES = 'worship.audio_routines';
const ITEMS = 'worship.audio_routine_items';

interface RoutineRow {
  id: string;
  user_id: string;
  name: string;
  created_at: Date;
  updated_at: Date;
}

interface ItemRow {
  routine_id: string;
  position: number;
  kind: AudioRoutineItem['kind'];
  reference: string | null;
  text: string | null;
  seconds: number | null;
}

function toItem(row: ItemRow): AudioRoutineItem {
  if (row.kind === 'passage') return { kind: 'passage', reference: row.reference! };
  if (row.kind === 'prayer') return { kind: 'prayer', text: row.text! };
  return { kind: 'pause', seconds: row.seconds! };
}

const toItemRow = (routineId: string) => (item: AudioRoutineItem, position: number) => ({
  routine_id: routineId,
  position,
  kind: item.kind,
  reference: item.kind === 'passage' ? item.reference : null,
  text: item.kind === 'prayer' ? item.text : null,
  seconds: item.kind === 'pause' ? item.seconds : null,
});

/** A member's audio routines in PostgreSQL (the worship schema). */
export function createDatabaseAudioRoutineStore(db: Database): AudioRoutineStore {
  async function withItems(executor: Database, rows: RoutineRow[]): Promise<AudioRoutineRecord[]> {
    if (rows.length === 0) return [];
    const itemRows = await executor(ITEMS)
      .whereIn('routine_id', rows.map((row) => row.id))
      .orderBy(['routine_id', 'position'])
      .select<ItemRow[]>('*');
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      name: row.name,
      items: itemRows.filter((item) => item.routine_id === row.id).map(toItem),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }));
  }

  async function replaceItems(executor: Database, routineId: string, items: AudioRoutineItem[]) {
    await executor(ITEMS).where({ routine_id: routineId }).delete();
    if (items.length > 0) await executor(ITEMS).insert(items.map(toItemRow(routineId)));
  }

  return {
    async list(userId) {
      const rows = await db(ROUTINES).where({ user_id: userId }).orderBy([{ column: 'updated_at', order: 'desc' }, 'id']).select<RoutineRow[]>('*');
      return withItems(db, rows);
    },
    async create(userId, fields, limit) {
      return db.transaction(async (trx) => {
        // Two creations at once must not both find room under the limit.
        await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`audio-routines:${userId}`]);
        const [counted] = await trx(ROUTINES).where({ user_id: userId }).count<{ count: string }[]>('* as count');
        if (Number(counted?.count ?? 0) >= limit) return undefined;
        const [row] = await trx(ROUTINES).insert({ user_id: userId, name: fields.name }).returning<RoutineRow[]>('*');
        await replaceItems(trx, row!.id, fields.items);
        return (await withItems(trx, [row!]))[0];
      });
    },
    async find(userId, routineId) {
      const row = await db(ROUTINES).where({ id: routineId, user_id: userId }).first<RoutineRow | undefined>();
      return row ? (await withItems(db, [row]))[0] : undefined;
    },
    async update(userId, routineId, fields: AudioRoutineFields) {
      return db.transaction(async (trx) => {
        const [row] = await trx(ROUTINES)
          .where({ id: routineId, user_id: userId })
          .update({ name: fields.name, updated_at: trx.fn.now() })
          .returning<RoutineRow[]>('*');
        if (!row) return undefined;
        await replaceItems(trx, routineId, fields.items);
        return (await withItems(trx, [row]))[0];
      });
    },
    async remove(userId, routineId) {
      return (await db(ROUTINES).where({ id: routineId, user_id: userId }).delete()) > 0;
    },
  };
}
