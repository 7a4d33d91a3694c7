import type { BibleBookCode, KeysetPosition } from '@koinonia/contracts';

/** A chapter as one church discusses it. */
export interface DiscussedChapter {
  churchId: string;
  book: BibleBookCode;
  chapter: number;
}

export interface CommentRecord extends DiscussedChapter {
  id: string;
  authorId: string;
  authorName: string;
  body: string;
  createdAt: Date;
}

/** Where the chapters' discussions are kept, a church's apart from every other's. */
export interface BibleDiscussionStore {
  /** Newest first. */
  list(chapter: DiscussedChapter, page: { after: KeysetPosition | null; limit: number }): Promise<CommentRecord[]>;
  add(chapter: DiscussedChapter, author: { id: string; name: string }, body: string): Promise<CommentRecord>;
  /** The comment if it was written in this church; undefined otherwise. */
  find(commentId: string, churchId: string): Promise<CommentRecord | undefined>;
  remove(commentId: string): Promise<void>;
}
