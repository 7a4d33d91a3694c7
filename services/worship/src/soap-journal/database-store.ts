import { worshipEventTypes, type BibleBookCode, type JournalEntrySavedEvent } from '@koinonia/contracts';
import { keysetPage, type Database, type Outbox } from '@koinonia/service-kit';
import type { SoapEntryContent, SoapEntryRecord } from './domain';
import type { JournalWriter, SoapEntryFilters, SoapJournalStore } from './store';

const TABLE = 'worship.soap_entries';
/** Every column but the generated search vector, which never leaves the database. */
const COLUMNS = [
  'id',
  'user_id',
  'scripture',
  'book',
  'chapter',
  'verse',
  'end_chapter',
  'end_verse',
  'observation',
  'application',
  'prayer',
  'status',
  'created_at',
  'updated_at',
] as const;
const SEARCH_CONFIG = 'english';

/** A row of worship.soap_entries. */
interface SoapEntryRow {
  id: string;
  user_id: string;
  scripture: string;
  book: BibleBookCode | null;
  chapter: number | null;
  verse: number | null;
  end_chapter: number | null;
  end_verse: number | null;
  observation: string;
  application: string;
  prayer: string;
  status: SoapEntryRecord['status'];
  created_at: Date;
  updated_at: Date;
}

const LIST_ORDER = { sortColumn: 'created_at', idColumn: 'id', direction: 'desc', sortKeyType: 'timestamp' } as const;

function toRecord(row: SoapEntryRow): SoapEntryRecord {
  return {
    id: row.id,
    userId: row.user_id,
    scripture: row.scripture,
    passage:
      row.book === null
        ? null
        : {
            book: row.book,
            chapter: row.chapter!,
            verse: row.verse,
            endChapter: row.end_chapter!,
            endVerse: row.end_verse,
          },
    observation: row.observation,
    application: row.application,
    prayer: row.prayer,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toColumns(content: SoapEntryContent) {
  const { passage } = content;
  return {
    scripture: content.scripture,
    book: passage?.book ?? null,
    chapter: passage?.chapter ?? null,
    verse: passage?.verse ?? null,
    end_chapter: passage?.endChapter ?? null,
    end_verse: passage?.endVerse ?? null,
    observation: content.observation,
    application: content.application,
    prayer: content.prayer,
    status: content.status,
  };
}

/** The member's entries narrowed by the filters; the date of an entry is its UTC calendar day. */
function ownEntries(db: Database, userId: string, filters: SoapEntryFilters) {
  const query = db(TABLE).select(COLUMNS).where('user_id', userId);
  if (filters.book) query.andWhere('book', filters.book);
  if (filters.from) query.andWhereRaw('created_at >= ?::date', [filters.from]);
  if (filters.to) query.andWhereRaw("created_at < ?::date + interval '1 day'", [filters.to]);
  return query;
}

/** The S.O.A.P. journal in PostgreSQL (the worship schema). */
export function createDatabaseSoapJournalStore(db: Database, outbox: Outbox): SoapJournalStore {
  /** Tells (in the transaction that saved it) that the writer's entry became saved; false when nothing is told. */
  async function recordSaved(trx: Database, writer: JournalWriter, entryId: string): Promise<boolean> {
    if (writer.churchId === null) return false;
    const event: JournalEntrySavedEvent = { userId: writer.userId, churchId: writer.churchId, entryId };
    await outbox.record(trx, { type: worshipEventTypes.journalEntrySaved, payload: { ...event } });
    return true;
  }

  /** Inserts the entry (none when the writer has one with `clientKey` already), telling if it is saved. */
  async function insert(writer: JournalWriter, content: SoapEntryContent, clientKey: string | null) {
    let told = false;
    const row = await db.transaction(async (trx) => {
      const insert = trx(TABLE).insert({ user_id: writer.userId, client_key: clientKey, ...toColumns(content) });
      if (clientKey !== null) insert.onConflict(trx.raw('(user_id, client_key) WHERE client_key IS NOT NULL')).ignore();
      const [inserted] = await insert.returning<SoapEntryRow[]>(COLUMNS);
      if (inserted?.status === 'saved') told = await recordSaved(trx, writer, inserted.id);
      return inserted;
    });
    if (told) outbox.nudge();
    return row;
  }

  const addOnce: SoapJournalStore['addOnce'] = async (writer, clientKey, content) => {
    // Of two sendings at once, the second waits on the first's key in the unique index, then inserts nothing and
    // reads the first's entry (committed by then: the insert commits before the read).
    const row = await insert(writer, content, clientKey);
    if (row) return { entry: toRecord(row), created: true };
    const existing = await db(TABLE)
      .select(COLUMNS)
      .where({ user_id: writer.userId, client_key: clientKey })
      .first<SoapEntryRow | undefined>();
    // Deleted between the two statements: the key names no entry any more, so this sending makes it again.
    if (!existing) return addOnce(writer, clientKey, content);
    return { entry: toRecord(existing), created: false };
  };

  return {
    async list(userId, filters, page) {
      const rows: SoapEntryRow[] = await keysetPage(ownEntries(db, userId, filters), LIST_ORDER, page);
      return rows.map(toRecord);
    },

    async search(userId, words, filters, { offset, limit }) {
      const rows: SoapEntryRow[] = await ownEntries(db, userId, filters)
        .andWhereRaw('search @@ websearch_to_tsquery(?::regconfig, ?)', [SEARCH_CONFIG, words])
        .orderByRaw('ts_rank(search, websearch_to_tsquery(?::regconfig, ?)) DESC, created_at DESC, id DESC', [
          SEARCH_CONFIG,
          words,
        ])
        .limit(limit)
        .offset(offset);
      return rows.map(toRecord);
    },

    async find(userId, entryId) {
      const row = await db(TABLE)
        .select(COLUMNS)
        .where({ id: entryId, user_id: userId })
        .first<SoapEntryRow | undefined>();
      return row ? toRecord(row) : undefined;
    },

    async add(writer, content) {
      return toRecord((await insert(writer, content, null))!);
    },

    addOnce,

    async update(writer, entryId, content) {
      let told = false;
      const row = await db.transaction(async (trx) => {
        // The status before, locked: of two saves of a draft at once, one sees it saved already.
        const before = await trx(TABLE)
          .where({ id: entryId, user_id: writer.userId })
          .forUpdate()
          .first<Pick<SoapEntryRow, 'status'> | undefined>('status');
        if (!before) return undefined;
        const [updated] = await trx(TABLE)
          .where({ id: entryId, user_id: writer.userId })
          .update({ ...toColumns(content), updated_at: trx.fn.now() })
          .returning<SoapEntryRow[]>(COLUMNS);
        if (before.status !== 'saved' && updated?.status === 'saved') told = await recordSaved(trx, writer, entryId);
        return updated;
      });
      if (told) outbox.nudge();
      return row ? toRecord(row) : undefined;
    },

    async remove(userId, entryId) {
      return (await db(TABLE).where({ id: entryId, user_id: userId }).delete()) > 0;
    },
  };
}
