import type { BibleHighlight } from '@koinonia/contracts';
import type { Database } from '@koinonia/service-kit';
import type { BibleStudyStore, NoteRecord } from './store';

const HIGHLIGHTS = 'worship.bible_highlights';
const NOTES = 'worship.bible_notes';

interface NoteRow {
  id: string;
  user_id: string;
  book: NoteRecord['book'];
  chapter: number;
  verse: number;
  body: string;
  created_at: Date;
  updated_at: Date;
}

const toNote = (row: NoteRow): NoteRecord => ({
  id: row.id,
  userId: row.user_id,
  book: row.book,
  chapter: row.chapter,
  verse: row.verse,
  body: row.body,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** A member's highlights and notes in PostgreSQL (the worship schema). */
export function createDatabaseBibleStudyStore(db: Database): BibleStudyStore {
  return {
    async highlights(userId, book, chapter) {
      return db(HIGHLIGHTS).where({ user_id: userId, book, chapter }).orderBy('verse').select<BibleHighlight[]>('verse', 'color');
    },
    async notes(userId, book, chapter) {
      const rows = await db(NOTES).where({ user_id: userId, book, chapter }).orderBy(['verse', 'created_at', 'id']).select<NoteRow[]>('*');
      return rows.map(toNote);
    },
    async highlight(userId, place, color) {
      await db(HIGHLIGHTS)
        .insert({ user_id: userId, ...place, color })
        .onConflict(['user_id', 'book', 'chapter', 'verse'])
        .merge({ color });
    },
    async removeHighlight(userId, place) {
      await db(HIGHLIGHTS).where({ user_id: userId, ...place }).delete();
    },
    async addNote(userId, place, body) {
      const [row] = await db(NOTES).insert({ user_id: userId, ...place, body }).returning<NoteRow[]>('*');
      return toNote(row!);
    },
    async findNote(userId, noteId) {
      const row = await db(NOTES).where({ id: noteId, user_id: userId }).first<NoteRow | undefined>();
      return row ? toNote(row) : undefined;
    },
    async editNote(noteId, body) {
      const [row] = await db(NOTES).where({ id: noteId }).update({ body, updated_at: db.fn.now() }).returning<NoteRow[]>('*');
      return toNote(row!);
    },
    async removeNote(noteId) {
      await db(NOTES).where({ id: noteId }).delete();
    },
  };
}
