import type { BibleBookCode, BibleReference, BibleSearchHit, BibleTranslation, BibleVerse } from '@koinonia/contracts';

/** A page of ranked search results, and how many verses match in all. */
export interface BibleSearchResult {
  hits: BibleSearchHit[];
  total: number;
}

/**
 * Where the Bible's text is read from, in the reader's terms. The routes depend on this and not on the
 * database, so the rules are tested without one and the database store is tested on its own.
 */
export interface BibleStore {
  translations(): Promise<BibleTranslation[]>;
  /** The chapter's verses in order; none when the translation or chapter does not exist. */
  chapter(translation: string, book: BibleBookCode, chapter: number): Promise<BibleVerse[]>;
  /** The passage's verses in order, at most `limit` of them. */
  passage(translation: string, reference: BibleReference, limit: number): Promise<BibleVerse[]>;
  /** Best matches first (ties in canon order), the matched words marked. */
  search(translation: string, words: string, page: { offset: number; limit: number }): Promise<BibleSearchResult>;
}
