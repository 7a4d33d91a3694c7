import type { BibleBookCode, KeysetPosition } from '@koinonia/contracts';
import type { SoapEntryContent, SoapEntryRecord } from './domain';

/** Which of a member's entries a list shows: one book's, and those written between two dates (UTC, inclusive). */
export interface SoapEntryFilters {
  book?: BibleBookCode;
  from?: string;
  to?: string;
}

/**
 * Who writes an entry: the member and their church now (null: none). An entry that becomes saved (written saved, or
 * a draft saved) earns them Engagement Board points in that church; saving it again, or a draft, earns nothing.
 */
export interface JournalWriter {
  userId: string;
  churchId: string | null;
}

/**
 * Where the journal keeps its entries, in its own terms. Every read and write is of one member's own: an entry
 * of someone else is not found (undefined, false), whoever asks.
 */
export interface SoapJournalStore {
  /** The member's entries newest first. */
  list(
    userId: string,
    filters: SoapEntryFilters,
    page: { after: KeysetPosition | null; limit: number },
  ): Promise<SoapEntryRecord[]>;
  /** The member's entries matching the words (websearch syntax), best first, then newest. */
  search(
    userId: string,
    words: string,
    filters: SoapEntryFilters,
    page: { offset: number; limit: number },
  ): Promise<SoapEntryRecord[]>;
  find(userId: string, entryId: string): Promise<SoapEntryRecord | undefined>;
  add(writer: JournalWriter, content: SoapEntryContent): Promise<SoapEntryRecord>;
  /**
   * A new entry named by the key its writer's browser made for it, unless the member has one with that key already:
   * then that entry, as it is now, and `created` false. Sent together, the same key still makes one entry.
   */
  addOnce(
    writer: JournalWriter,
    clientKey: string,
    content: SoapEntryContent,
  ): Promise<{ entry: SoapEntryRecord; created: boolean }>;
  update(writer: JournalWriter, entryId: string, content: SoapEntryContent): Promise<SoapEntryRecord | undefined>;
  /** Whether there was such an entry of the member's to delete. */
  remove(userId: string, entryId: string): Promise<boolean>;
}
