import {
  formatBibleReference,
  parseBibleReference,
  type BibleReference,
  type SoapEntry,
  type SoapEntryStatus,
} from '@koinonia/contracts';

/** An entry of the S.O.A.P. journal as the service keeps it: its author's alone. */
export interface SoapEntryRecord {
  id: string;
  userId: string;
  /** The reference as formatBibleReference wrote it, or '' (a draft without one yet). */
  scripture: string;
  passage: BibleReference | null;
  observation: string;
  application: string;
  prayer: string;
  status: SoapEntryStatus;
  createdAt: Date;
  updatedAt: Date;
}

/** What the author writes into an entry: everything but who, which and when. */
export type SoapEntryContent = Pick<
  SoapEntryRecord,
  'scripture' | 'passage' | 'observation' | 'application' | 'prayer' | 'status'
>;

/** Why written content cannot be kept. */
export type SoapContentProblem = 'unreadable_reference' | 'scripture_required';

interface WrittenEntry {
  scripture: string;
  observation: string;
  application: string;
  prayer: string;
}

/**
 * The content to keep from what the author wrote: the Scripture read as a Bible reference and written back in
 * its one form ("Jn 3:16" → "John 3:16"). A draft may have no Scripture yet; a saved entry is on a passage.
 */
export function soapEntryContent(
  written: WrittenEntry,
  status: SoapEntryStatus,
): SoapEntryContent | SoapContentProblem {
  const text = written.scripture.trim();
  const passage = text ? parseBibleReference(text) : null;
  if (text && !passage) return 'unreadable_reference';
  if (status === 'saved' && !passage) return 'scripture_required';
  return {
    scripture: passage ? formatBibleReference(passage) : '',
    passage,
    observation: written.observation,
    application: written.application,
    prayer: written.prayer,
    status,
  };
}

/** The entry as its author reads it. */
export function toSoapEntry(record: SoapEntryRecord): SoapEntry {
  return {
    id: record.id,
    scripture: record.scripture,
    passage: record.passage,
    observation: record.observation,
    application: record.application,
    prayer: record.prayer,
    status: record.status,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** The list reads newest first; the cursor carries (created_at, id). */
export const soapEntryPosition = (record: SoapEntryRecord) => ({
  sortKey: record.createdAt.toISOString(),
  id: record.id,
});
