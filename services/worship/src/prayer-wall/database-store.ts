import { containsPattern, keysetPage, type Database, type Outbox } from '@koinonia/service-kit';
import { worshipEventTypes, type PrayerCategory, type PrayerVisibility } from '@koinonia/contracts';
import { commentedEvent, prayedEvent, sharedEvent, type CommentRecord, type PrayerRecord, type WallReader } from './domain';
import type { Page, PrayerWallStore, WallQuery } from './store';

type QueryBuilder = ReturnType<Database['queryBuilder']>;

const PRAYERS = 'worship.prayers';
const INTERCESSIONS = 'worship.prayer_intercessions';
const COMMENTS = 'worship.prayer_comments';
const REPORTS = 'worship.prayer_reports';
const SHARES = 'worship.prayer_circle_shares';

/** A row of worship.prayers (the seeds and the benchmark write these). */
export interface PrayerRow {
  id: string;
  church_id: string;
  author_id: string;
  author_name: string;
  title: string;
  body: string;
  category: PrayerCategory;
  visibility: PrayerVisibility;
  prayer_count: number;
  comment_count: number;
  answered_at: Date | null;
  testimony: string | null;
  created_at: Date;
  edited_at: Date | null;
}

type ReadRow = PrayerRow & {
  prayed_by_reader: boolean;
  shared_with_reader: boolean;
  reported_by_reader: boolean;
  circles: Array<{ id: string; name: string }> | string;
};

const WALL_ORDER = {
  sortColumn: 'prayer.created_at',
  idColumn: 'prayer.id',
  direction: 'desc',
  sortKeyType: 'timestamp',
} as const;
const OLDEST_FIRST = (table: string) =>
  ({ sortColumn: `${table}.created_at`, idColumn: `${table}.id`, direction: 'asc', sortKeyType: 'timestamp' }) as const;

function toRecord(row: ReadRow): PrayerRecord {
  return {
    id: row.id,
    churchId: row.church_id,
    authorId: row.author_id,
    authorName: row.author_name,
    title: row.title,
    body: row.body,
    category: row.category,
    visibility: row.visibility,
    prayerCount: row.prayer_count,
    commentCount: row.comment_count,
    answeredAt: row.answered_at,
    testimony: row.testimony,
    createdAt: row.created_at,
    editedAt: row.edited_at,
    // PGlite answers json as text, PostgreSQL as parsed JSON.
    circles: typeof row.circles === 'string' ? (JSON.parse(row.circles) as PrayerRecord['circles']) : row.circles,
    prayedByReader: row.prayed_by_reader,
    sharedWithReader: row.shared_with_reader,
    reportedByReader: row.reported_by_reader,
  };
}

const toComment = (row: {
  id: string;
  prayer_id: string;
  author_id: string;
  author_name: string;
  body: string;
  created_at: Date;
}): CommentRecord => ({
  id: row.id,
  prayerId: row.prayer_id,
  authorId: row.author_id,
  authorName: row.author_name,
  body: row.body,
  createdAt: row.created_at,
});

/** The request's author still belongs to the share's circle (one who leaves takes their requests along). */
const authorStillMember = (db: Database) =>
  db('worship.prayer_circle_members as author')
    .select(1)
    .whereRaw('author.circle_id = share.circle_id')
    .whereRaw('author.user_id = prayer.author_id');
/** The reader belongs to a circle the request is shared with (domain.canSee's circle rule). */
const sharedWithReader = (db: Database, readerId: string) =>
  db(`${SHARES} as share`)
    .select(1)
    .join('worship.prayer_circle_members as member', 'member.circle_id', 'share.circle_id')
    .whereRaw('share.prayer_id = prayer.id')
    .where('member.user_id', readerId)
    .whereExists(authorStillMember(db));

// Every read says what the reader did with each request, and whether it reaches them through a circle.
const selectFor = (db: Database, readerId: string) =>
  db(`${PRAYERS} as prayer`).select<ReadRow[]>(
    'prayer.*',
    db.raw(
      'exists (select 1 from worship.prayer_intercessions as i where i.prayer_id = prayer.id and i.user_id = ?) as prayed_by_reader',
      [readerId],
    ),
    db.raw("(prayer.visibility = 'private' and exists ?) as shared_with_reader", [sharedWithReader(db, readerId)]),
    db.raw(
      'exists (select 1 from worship.prayer_reports as r where r.prayer_id = prayer.id and r.reporter_id = ?) as reported_by_reader',
      [readerId],
    ),
    db.raw(
      `case when prayer.visibility = 'private' and prayer.author_id = ? then coalesce((select json_agg(json_build_object('id', circle.id, 'name', circle.name) order by circle.name)
         from worship.prayer_circle_shares as share join worship.prayer_circles as circle on circle.id = share.circle_id where share.prayer_id = prayer.id), '[]'::json)
       else '[]'::json end as circles`,
      [readerId],
    ),
  );

/**
 * domain.canSee as a condition on `prayer` (worship.prayers under that alias): the wall's lists use it, and so do
 * the saved items, which must not show a request its saver can no longer see.
 */
export const visibleToReader =
  (db: Database, reader: Pick<WallReader, 'userId' | 'churchId'>) => (rows: QueryBuilder) =>
    rows
      .where('prayer.church_id', reader.churchId)
      .andWhere((visible) =>
        visible
          .whereNot('prayer.visibility', 'private')
          .orWhere('prayer.author_id', reader.userId)
          .orWhereExists(sharedWithReader(db, reader.userId)),
      );

/** The requests of these ids as `readerId` reads them, whoever may see them (the caller decided that). */
export async function prayersReadBy(db: Database, readerId: string, prayerIds: string[]): Promise<PrayerRecord[]> {
  if (prayerIds.length === 0) return [];
  return (await selectFor(db, readerId).whereIn('prayer.id', prayerIds)).map(toRecord);
}

/** ILIKE's wildcards in a member's words are matched as themselves. */

/** The reader's wall as they may see it (domain.canSee in the query), filtered and paged, newest first. */
function wallQuery(db: Database, reader: WallReader, query: WallQuery) {
  const rows = selectFor(db, reader.userId).where(visibleToReader(db, reader));
  if (query.category) rows.andWhere('prayer.category', query.category);
  if (query.scope === 'mine') rows.andWhere('prayer.author_id', reader.userId);
  if (query.scope === 'answered') rows.whereNotNull('prayer.answered_at');
  // The words of a request only, never its author's name (an anonymous author must not be found by it).
  if (query.q)
    rows.andWhere((words) =>
      words.whereILike('prayer.title', containsPattern(query.q!)).orWhereILike('prayer.body', containsPattern(query.q!)),
    );
  return keysetPage(rows, WALL_ORDER, query);
}

/**
 * A page of the wall as the store reads it, compiled to SQL with its bindings: the benchmark's bare server
 * (bench/servers/bare-prayers.mjs) runs the very statement, without knex, on each request.
 */
export function wallPageStatement(
  db: Database,
  reader: WallReader,
  page: Page,
): { sql: string; bindings: readonly unknown[] } {
  return wallQuery(db, reader, { ...page, scope: 'all' })
    .toSQL()
    .toNative();
}

/** The prayer wall in PostgreSQL (the worship schema). */
export function createDatabasePrayerWallStore(db: Database, outbox: Outbox): PrayerWallStore {
  const writeShares = async (trx: Database, prayerId: string, circleIds: string[]) => {
    await trx(SHARES).where('prayer_id', prayerId).whereNotIn('circle_id', circleIds).delete();
    if (circleIds.length) {
      await trx(SHARES)
        .insert(circleIds.map((circleId) => ({ prayer_id: prayerId, circle_id: circleId })))
        .onConflict(['prayer_id', 'circle_id'])
        .ignore();
    }
  };

  return {
    async listWall(reader, query) {
      return (await wallQuery(db, reader, query)).map(toRecord);
    },

    async listCircleFeed(circleId, reader, page) {
      const rows = selectFor(db, reader.userId)
        .where('prayer.church_id', reader.churchId)
        .where('prayer.visibility', 'private')
        .whereExists(
          db(`${SHARES} as share`)
            .select(1)
            .whereRaw('share.prayer_id = prayer.id')
            .where('share.circle_id', circleId)
            .whereExists(authorStillMember(db)),
        );
      return (await keysetPage(rows, WALL_ORDER, page)).map(toRecord);
    },

    async find(prayerId, reader) {
      const row = await selectFor(db, reader.userId).where('prayer.id', prayerId).first();
      return row ? toRecord(row) : undefined;
    },

    async add(prayer) {
      const id = await db.transaction(async (trx) => {
        const [row] = await trx<PrayerRow>(PRAYERS)
          .insert({
            church_id: prayer.churchId,
            author_id: prayer.authorId,
            author_name: prayer.authorName,
            title: prayer.title,
            body: prayer.body,
            category: prayer.category,
            visibility: prayer.visibility,
          })
          .returning('id');
        await writeShares(trx, row!.id, prayer.circleIds);
        const event = sharedEvent({ ...prayer, id: row!.id });
        if (event) await outbox.record(trx, { type: worshipEventTypes.prayerShared, payload: { ...event } });
        return row!.id;
      });
      outbox.nudge();
      return id;
    },

    async update(prayerId, changes) {
      await db.transaction(async (trx) => {
        await trx(PRAYERS).where('id', prayerId).update({
          title: changes.title,
          body: changes.body,
          category: changes.category,
          visibility: changes.visibility,
          edited_at: db.fn.now(),
        });
        await writeShares(trx, prayerId, changes.visibility === 'private' ? changes.circleIds : []);
      });
    },

    async recordPrayed(prayer, intercessor) {
      const added = await db.transaction(async (trx) => {
        const inserted = await trx(INTERCESSIONS)
          .insert({ prayer_id: prayer.id, user_id: intercessor.userId, user_name: intercessor.name })
          .onConflict(['prayer_id', 'user_id'])
          .ignore()
          .returning('prayer_id');
        if (inserted.length === 0) return false;
        await trx(PRAYERS).where('id', prayer.id).increment('prayer_count', 1);
        const event = prayedEvent(prayer, intercessor);
        if (event) await outbox.record(trx, { type: worshipEventTypes.prayerPrayed, payload: { ...event } });
        return event !== null;
      });
      if (added) outbox.nudge();
    },

    async removePrayed(prayerId, userId) {
      await db.transaction(async (trx) => {
        const removed = await trx(INTERCESSIONS)
          .where({ prayer_id: prayerId, user_id: userId })
          .delete()
          .returning('prayer_id');
        if (removed.length > 0) {
          await trx(PRAYERS)
            .where('id', prayerId)
            .update({ prayer_count: trx.raw('greatest(prayer_count - 1, 0)') });
        }
      });
    },

    async listIntercessors(prayerId, page) {
      const rows = db(`${INTERCESSIONS} as intercession`)
        .select('intercession.user_id', 'intercession.user_name', 'intercession.prayed_at')
        .where('intercession.prayer_id', prayerId);
      const order = {
        sortColumn: 'intercession.prayed_at',
        idColumn: 'intercession.user_id',
        direction: 'desc',
        sortKeyType: 'timestamp',
      } as const;
      const found = (await keysetPage(rows, order, page)) as Array<{
        user_id: string;
        user_name: string;
        prayed_at: Date;
      }>;
      return found.map((row) => ({ userId: row.user_id, name: row.user_name, prayedAt: row.prayed_at }));
    },

    async setAnswered(prayerId, answer) {
      await db(PRAYERS)
        .where('id', prayerId)
        .update({ answered_at: answer?.answeredAt ?? null, testimony: answer?.testimony ?? null });
    },

    async remove(prayerId) {
      await db(PRAYERS).where('id', prayerId).delete();
    },

    async listComments(prayerId, page) {
      const rows = db(`${COMMENTS} as comment`).select('comment.*').where('comment.prayer_id', prayerId);
      return (await keysetPage(rows, OLDEST_FIRST('comment'), page)).map(toComment);
    },

    async findComment(commentId) {
      const row = await db(COMMENTS).where({ id: commentId }).first();
      return row ? toComment(row) : undefined;
    },

    async addComment(prayer, commenter, body) {
      const comment = await db.transaction(async (trx) => {
        const [row] = await trx(COMMENTS)
          .insert({ prayer_id: prayer.id, author_id: commenter.userId, author_name: commenter.name, body })
          .returning('*');
        await trx(PRAYERS).where('id', prayer.id).increment('comment_count', 1);
        const saved = toComment(row);
        const event = commentedEvent(prayer, saved, commenter);
        if (event) await outbox.record(trx, { type: worshipEventTypes.prayerCommented, payload: { ...event } });
        return saved;
      });
      outbox.nudge();
      return comment;
    },

    async removeComment(prayerId, commentId) {
      await db.transaction(async (trx) => {
        const removed = await trx(COMMENTS).where({ id: commentId, prayer_id: prayerId }).delete().returning('id');
        if (removed.length > 0) {
          await trx(PRAYERS)
            .where('id', prayerId)
            .update({ comment_count: trx.raw('greatest(comment_count - 1, 0)') });
        }
      });
    },

    async addReport(prayer, report) {
      const [row] = await db(REPORTS)
        .insert({
          prayer_id: prayer.id,
          church_id: prayer.churchId,
          reporter_id: report.reporterId,
          reason: report.reason,
          details: report.details,
        })
        .onConflict(['prayer_id', 'reporter_id'])
        .ignore()
        .returning(['id', 'created_at']);
      return row ? { id: row.id as string, createdAt: row.created_at as Date } : null;
    },
  };
}

/** Writes rows as they are, skipping ids already there (demo data, the benchmark's wall). */
export async function insertPrayerRows(db: Database, rows: Array<Partial<PrayerRow>>): Promise<void> {
  await db(PRAYERS).insert(rows).onConflict('id').ignore();
}
