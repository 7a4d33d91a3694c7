import { bibleBookNumber, isBibleBookCode, savedVerseTarget, type BibleBookCode, type SavedItemKind } from '@koinonia/contracts';
import { containsPattern, keysetPage, type Database } from '@koinonia/service-kit';
import { prayersReadBy, visibleToReader } from '../prayer-wall/database-store';
import type { SavedItemRecord, SavedItemsReader, SavedTarget } from './domain';
import type { SavedItemsStore } from './store';

const SAVED = 'worship.saved_items';
const LIST_ORDER = { sortColumn: 'saved.created_at', idColumn: 'saved.id', direction: 'desc', sortKeyType: 'timestamp' } as const;

/** A saved item joined with what it saves (a request's columns are read separately, as the wall reads them). */
interface SavedRow {
  id: string;
  kind: SavedItemKind;
  created_at: Date;
  prayer_id: string | null;
  entry_id: string | null;
  translation: string | null;
  book: BibleBookCode | null;
  chapter: number | null;
  verse: number | null;
  verse_text: string | null;
  scripture: string | null;
  observation: string | null;
  application: string | null;
  entry_prayer: string | null;
  entry_created_at: Date | null;
}

/** The reader's saved items whose thing they may still see, with what the list shows of each. */
function readableItems(db: Database, reader: SavedItemsReader) {
  const { churchId } = reader;
  return db(`${SAVED} as saved`)
    .leftJoin('worship.prayers as prayer', 'prayer.id', 'saved.prayer_id')
    .leftJoin('worship.soap_entries as entry', 'entry.id', 'saved.entry_id')
    .leftJoin('worship.bible_verses as bible_verse', (join) =>
      join
        .on('bible_verse.translation', 'saved.translation')
        .andOn('bible_verse.book_number', 'saved.book_number')
        .andOn('bible_verse.chapter', 'saved.chapter')
        .andOn('bible_verse.verse', 'saved.verse'),
    )
    .select<SavedRow[]>(
      'saved.id',
      'saved.kind',
      'saved.created_at',
      'saved.prayer_id',
      'saved.entry_id',
      'saved.translation',
      'saved.book',
      'saved.chapter',
      'saved.verse',
      'bible_verse.text as verse_text',
      'entry.scripture',
      'entry.observation',
      'entry.application',
      'entry.prayer as entry_prayer',
      'entry.created_at as entry_created_at',
    )
    .where('saved.user_id', reader.userId)
    .andWhere((kinds) => {
      kinds
        .where((verse) => verse.where('saved.kind', 'verse').whereNotNull('bible_verse.text'))
        .orWhere((reflection) => reflection.where('saved.kind', 'reflection').andWhere('entry.user_id', reader.userId));
      // The wall's audience rule: a request made private, or whose circle the reader left, drops out.
      if (churchId) {
        kinds.orWhere((prayer) =>
          prayer.where('saved.kind', 'prayer').andWhere(visibleToReader(db, { userId: reader.userId, churchId })),
        );
      }
    });
}

/** The columns naming what is saved, which are also its unique key with the member's id. */
function targetColumns(target: SavedTarget) {
  switch (target.kind) {
    case 'prayer':
      return { prayer_id: target.prayerId };
    case 'reflection':
      return { entry_id: target.entryId };
    case 'verse':
      return {
        translation: target.translation,
        book_number: bibleBookNumber(target.book),
        chapter: target.chapter,
        verse: target.verse,
      };
  }
}

/** "web:JHN:3:16" as the columns it names, or null when its book is none of the 66. */
function versePlaceKey(target: string): [string, number, number, number] | null {
  const [translation, book, chapter, verse] = target.split(':');
  if (!translation || !book || !isBibleBookCode(book)) return null;
  return [translation, bibleBookNumber(book), Number(chapter), Number(verse)];
}

/** Saved items in PostgreSQL (the worship schema). */
export function createDatabaseSavedItemsStore(db: Database): SavedItemsStore {
  async function toRecords(reader: SavedItemsReader, rows: SavedRow[]): Promise<SavedItemRecord[]> {
    const prayerIds = rows.flatMap((row) => (row.prayer_id ? [row.prayer_id] : []));
    const prayers = new Map((await prayersReadBy(db, reader.userId, prayerIds)).map((prayer) => [prayer.id, prayer]));
    return rows.flatMap((row): SavedItemRecord[] => {
      const base = { id: row.id, createdAt: row.created_at };
      if (row.kind === 'prayer') {
        const prayer = prayers.get(row.prayer_id!);
        return prayer ? [{ ...base, kind: 'prayer', prayer }] : []; // taken down a moment ago
      }
      if (row.kind === 'verse') {
        const verse = { translation: row.translation!, book: row.book!, chapter: row.chapter!, verse: row.verse! };
        return [{ ...base, kind: 'verse', verse: { ...verse, text: row.verse_text! } }];
      }
      const reflection = {
        id: row.entry_id!,
        scripture: row.scripture!,
        observation: row.observation!,
        application: row.application!,
        prayer: row.entry_prayer!,
        createdAt: row.entry_created_at!,
      };
      return [{ ...base, kind: 'reflection', reflection }];
    });
  }

  return {
    async list(reader, { kind, q, after, limit }) {
      const rows = readableItems(db, reader);
      if (kind) rows.andWhere('saved.kind', kind);
      if (q) {
        const pattern = containsPattern(q);
        rows.andWhere((words) =>
          words
            .whereILike('prayer.title', pattern)
            .orWhereILike('prayer.body', pattern)
            .orWhereILike('bible_verse.text', pattern)
            .orWhereILike('entry.scripture', pattern)
            .orWhereILike('entry.observation', pattern)
            .orWhereILike('entry.application', pattern)
            .orWhereILike('entry.prayer', pattern),
        );
      }
      return toRecords(reader, await keysetPage(rows, LIST_ORDER, { after, limit }));
    },

    async find(reader, savedItemId) {
      const rows = await readableItems(db, reader).andWhere('saved.id', savedItemId);
      return (await toRecords(reader, rows))[0];
    },

    async save(userId, target) {
      const columns = targetColumns(target);
      const book = target.kind === 'verse' ? target.book : null;
      const [inserted] = await db(SAVED)
        .insert({ user_id: userId, kind: target.kind, book, ...columns })
        .onConflict(['user_id', ...Object.keys(columns)])
        .ignore()
        .returning<Array<{ id: string }>>('id');
      if (inserted) return inserted.id;
      const existing = await db(SAVED).where({ user_id: userId, ...columns }).first<{ id: string }>('id');
      return existing!.id;
    },

    async lookup(userId, kind, targets) {
      const rows = db(SAVED).where({ user_id: userId, kind });
      if (kind === 'verse') {
        const places = targets.map(versePlaceKey).filter((place) => place !== null);
        if (places.length === 0) return [];
        const found: Array<{ id: string; translation: string; book: string; chapter: number; verse: number }> =
          await rows.whereIn(['translation', 'book_number', 'chapter', 'verse'], places).select('id', 'translation', 'book', 'chapter', 'verse');
        return found.map((row) => ({ id: row.id, targetId: savedVerseTarget(row) }));
      }
      const column = kind === 'prayer' ? 'prayer_id' : 'entry_id';
      const found: Array<{ id: string; target_id: string }> = await rows
        .whereIn(column, targets)
        .select('id', `${column} as target_id`);
      return found.map((row) => ({ id: row.id, targetId: row.target_id }));
    },

    async remove(userId, savedItemId) {
      return (await db(SAVED).where({ id: savedItemId, user_id: userId }).delete()) > 0;
    },
  };
}
