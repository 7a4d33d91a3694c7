import type { KeysetPosition, SavedItemKind } from '@koinonia/contracts';
import type { SavedItemRecord, SavedItemsReader, SavedTarget } from './domain';

export interface SavedItemsQuery {
  kind?: SavedItemKind;
  /** Words the saved thing's text contains. */
  q?: string;
  after: KeysetPosition | null;
  limit: number;
}

/**
 * Where a member's saved items are kept, in their own terms. Every read is of the reader's own items, and only
 * of those whose thing they may still see: a request under the wall's audience rule, their own journal entry.
 */
export interface SavedItemsStore {
  /** Newest first. */
  list(reader: SavedItemsReader, query: SavedItemsQuery): Promise<SavedItemRecord[]>;
  find(reader: SavedItemsReader, savedItemId: string): Promise<SavedItemRecord | undefined>;
  /** Saves the thing once, however often asked; answers the saved item's id. */
  save(userId: string, target: SavedTarget): Promise<string>;
  /** Which of the targets (ids, or verse places as savedVerseTarget writes them) the member saved. */
  lookup(userId: string, kind: SavedItemKind, targets: string[]): Promise<Array<{ id: string; targetId: string }>>;
  /** Whether there was such an item of the member's to delete. */
  remove(userId: string, savedItemId: string): Promise<boolean>;
}
