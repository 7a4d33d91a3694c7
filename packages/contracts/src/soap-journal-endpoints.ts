// No zod here: the remote's screens import this module (their bundles stay free of zod); the schemas are in
// soap-journal.ts, which only the service and tests load.
import { defineEndpoints } from './endpoint';
import type { SoapJournalSchemas } from './soap-journal';

/** Each of an entry's Observation, Application and Prayer. */
export const SOAP_TEXT_MAX_LENGTH = 5000;
/** The Scripture a reader types ("John 3:16-18"): a reference, never the passage itself. */
export const SOAP_SCRIPTURE_MAX_LENGTH = 100;
/** What a search of the journal may ask. */
export const SOAP_SEARCH_MAX_LENGTH = 200;

/**
 * Offline content (SPEC §1): the header that names one entry written offline, a UUID the browser makes when the entry
 * is written (any case). Sending it again, however often and from however many tabs, never makes a second entry.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** SPEC §2 /soap: an entry is a draft while it is written (autosaved) and saved when its author says so. */
export const soapEntryStatuses = ['draft', 'saved'] as const;
export type SoapEntryStatus = (typeof soapEntryStatuses)[number];

/**
 * The S.O.A.P. journal (/soap, /soap-journal): Scripture, Observation, Application, Prayer. Private to its
 * author: every call reads or writes the caller's own entries, and another member's entry does not exist.
 */
export const soapJournalEndpoints = defineEndpoints<SoapJournalSchemas>()({
  /** Newest first, a page at a time; with ?q= best matches first. Filters: ?book=, ?from=&to= (the entry's date). */
  list: ['GET', '/api/soap-entries'],
  /**
   * A new entry (a draft from the editor's first keystroke); the answer is the entry as stored. With an
   * `Idempotency-Key` header (IDEMPOTENCY_KEY_HEADER) the member's entry already made with that key is answered
   * instead, with 200 rather than 201 (a replay); a key that is not a UUID is a 400.
   */
  create: ['POST', '/api/soap-entries', 201],
  read: ['GET', '/api/soap-entries/:entryId'],
  /** The whole entry as it now reads (the editor's autosave too); without `status` the status is kept. */
  update: ['PUT', '/api/soap-entries/:entryId'],
  remove: ['DELETE', '/api/soap-entries/:entryId', 204],
});
