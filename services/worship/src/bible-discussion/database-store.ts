import { keysetPage, type Database } from '@koinonia/service-kit';
import type { BibleDiscussionStore, CommentRecord } from './store';

const COMMENTS = 'worship.bible_discussion_comments';
const NEWEST_FIRST = { sortColumn: 'created_at', idColumn: 'id', direction: 'desc', sortKeyType: 'timestamp' } as const;

interface CommentRow {
  id: string;
  church_id: string;
  book: CommentRecord['book'];
  chapter: number;
  author_id: string;
  author_name: string;
  body: string;
  created_at: Date;
}

const toRecord = (row: CommentRow): CommentRecord => ({
  id: row.id,
  churchId: row.church_id,
  book: row.book,
  chapter: row.chapter,
  authorId: row.author_id,
  authorName: row.author_name,
  body: row.body,
  createdAt: row.created_at,
});

/** The chapters' discussions in PostgreSQL (the worship schema). */
export function createDatabaseBibleDiscussionStore(db: Database): BibleDiscussionStore {
  return {
    async list({ churchId, book, chapter }, page) {
      const rows = await keysetPage(db(COMMENTS).where({ church_id: churchId, book, chapter }).select<CommentRow[]>('*'), NEWEST_FIRST, page);
      return rows.map(toRecord);
    },
    async add({ churchId, book, chapter }, author, body) {
      const [row] = await db(COMMENTS)
        .insert({ church_id: churchId, book, chapter, author_id: author.id, author_name: author.name, body })
        .returning<CommentRow[]>('*');
      return toRecord(row!);
    },
    async find(commentId, churchId) {
      const row = await db(COMMENTS).where({ id: commentId, church_id: churchId }).first<CommentRow | undefined>();
      return row ? toRecord(row) : undefined;
    },
    async remove(commentId) {
      await db(COMMENTS).where({ id: commentId }).delete();
    },
  };
}
