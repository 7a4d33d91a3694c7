// No zod here: the remote's screens import this module (their bundles stay free of zod); the schemas are in
// saved-items.ts, which only the service and tests load.
import { defineEndpoints } from './endpoint';
import type { SavedItemsSchemas } from './saved-items';

/** SPEC §2 /saved: what a member keeps to come back to. */
export const savedItemKinds = ['prayer', 'verse', 'reflection'] as const;
export type SavedItemKind = (typeof savedItemKinds)[number];

/** What a search of the saved items may ask. */
export const SAVED_ITEMS_SEARCH_MAX_LENGTH = 200;
/** How many things one lookup asks about (a chapter of the Bible reader has at most 176 verses). */
export const SAVED_ITEMS_LOOKUP_MAX_TARGETS = 200;

/** A verse's place as a lookup names it: "web:JHN:3:16" (translation, book code, chapter, verse). */
export interface SavedVersePlace {
  translation: string;
  book: string;
  chapter: number;
  verse: number;
}
export const savedVerseTarget = (place: SavedVersePlace): string =>
  `${place.translation}:${place.book}:${place.chapter}:${place.verse}`;

/**
 * Saved items (/saved, /saved/prayers, /saved/verses, /saved/reflections): prayer requests of the wall, verses
 * and the member's own journal reflections. Every call reads or writes the caller's own; another member's saved
 * item does not exist for the caller.
 */
export const savedItemsEndpoints = defineEndpoints<SavedItemsSchemas>()({
  /** Newest first, a page at a time; ?kind= narrows to one kind, ?q= to those whose text has the words. */
  list: ['GET', '/api/saved-items'],
  /**
   * Saves a prayer request the caller may see, a verse, or one of the caller's journal entries. Idempotent:
   * saving the same thing again answers the item already saved, 201 both times.
   */
  save: ['POST', '/api/saved-items', 201],
  /** Which of the named things (?kind=&targets=id,id or verse places) the caller has saved: for Save buttons. */
  lookup: ['GET', '/api/saved-items/lookup'],
  remove: ['DELETE', '/api/saved-items/:savedItemId', 204],
});
