import type { BibleBookCode, BibleHighlight, BibleHighlightColor } from '@koinonia/contracts';

/** A verse of a book: where a highlight or a note belongs. */
export interface VersePlace {
  book: BibleBookCode;
  chapter: number;
  verse: number;
}

export interface NoteRecord extends VersePlace {
  id: string;
  userId: string;
  body: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Where a member's highlights and notes are kept; every read and write is of one member's own. */
export interface BibleStudyStore {
  highlights(userId: string, book: BibleBookCode, chapter: number): Promise<BibleHighlight[]>;
  notes(userId: string, book: BibleBookCode, chapter: number): Promise<NoteRecord[]>;
  /** Sets the verse's colour, replacing any other. */
  highlight(userId: string, place: VersePlace, color: BibleHighlightColor): Promise<void>;
  removeHighlight(userId: string, place: VersePlace): Promise<void>;
  addNote(userId: string, place: VersePlace, body: string): Promise<NoteRecord>;
  /** The member's own note, or undefined (another member's note does not exist for them). */
  findNote(userId: string, noteId: string): Promise<NoteRecord | undefined>;
  editNote(noteId: string, body: string): Promise<NoteRecord>;
  removeNote(noteId: string): Promise<void>;
}
