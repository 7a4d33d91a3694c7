import { z } from 'zod';
import { searchWords } from './search-words';
import { bibleBookCodeSchema } from './bible';
import { withSchemas } from './endpoint';
import { pageSchema, pageQuerySchema } from './keyset-page';
import { decodeCursor } from './pagination';
import {
  IDEMPOTENCY_KEY_HEADER,
  SOAP_SCRIPTURE_MAX_LENGTH,
  SOAP_SEARCH_MAX_LENGTH,
  SOAP_TEXT_MAX_LENGTH,
  soapEntryStatuses,
  soapJournalEndpoints,
} from './soap-journal-endpoints';

/** The passage an entry is on, as parseBibleReference read its Scripture. */
export const soapPassageSchema = z.object({
  book: bibleBookCodeSchema,
  chapter: z.number().int(),
  verse: z.number().int().nullable(),
  endChapter: z.number().int(),
  endVerse: z.number().int().nullable(),
});

/** One entry of the journal, as its author reads it (nobody else does). */
export const soapEntrySchema = z.object({
  id: z.string(),
  /** The reference as the service writes it ("John 3:16–18"), or '' for a draft without one yet. */
  scripture: z.string(),
  passage: soapPassageSchema.nullable(),
  observation: z.string(),
  application: z.string(),
  prayer: z.string(),
  status: z.enum(soapEntryStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SoapEntry = z.infer<typeof soapEntrySchema>;

export const soapEntryPageSchema = pageSchema(soapEntrySchema);
export type SoapEntryPage = z.infer<typeof soapEntryPageSchema>;

const soapText = (name: string) =>
  z
    .string(`${name} must be text`)
    .max(SOAP_TEXT_MAX_LENGTH, `${name} may be at most ${SOAP_TEXT_MAX_LENGTH} characters`)
    .default('');

const soapEntryFields = {
  /** A Bible reference ("Jn 3:16"); the service reads it (400 bible_reference_invalid when it cannot). */
  scripture: z
    .string('Scripture must be text')
    .trim()
    .max(SOAP_SCRIPTURE_MAX_LENGTH, `Scripture may be at most ${SOAP_SCRIPTURE_MAX_LENGTH} characters`)
    .default(''),
  observation: soapText('Observation'),
  application: soapText('Application'),
  prayer: soapText('Prayer'),
};

/** A new entry: a draft unless said otherwise; every part may still be empty while it is a draft. */
export const newSoapEntrySchema = z.strictObject({
  ...soapEntryFields,
  status: z.enum(soapEntryStatuses, 'The status is draft or saved').default('draft'),
});
export type NewSoapEntry = z.input<typeof newSoapEntrySchema>;

/**
 * The Idempotency-Key header of a new entry written offline: a UUID in any case (what crypto.randomUUID() makes). A
 * header is no part of the endpoint's schemas, so the route reads it itself.
 */
export const idempotencyKeySchema = z.guid(`${IDEMPOTENCY_KEY_HEADER} must be a UUID`);

/** An entry as it now reads; without `status` it keeps its own. */
export const soapEntryChangesSchema = z.strictObject({
  ...soapEntryFields,
  status: z.enum(soapEntryStatuses, 'The status is draft or saved').optional(),
});
export type SoapEntryChanges = z.input<typeof soapEntryChangesSchema>;

const dateSchema = (name: string) => z.iso.date(`${name} must be a date written YYYY-MM-DD`).optional();

/**
 * The list's query. Its cursor is a keyset position (created_at, id) when the list is newest first, and the
 * offset of the next match when ?q= searches (ranked results have no stable key to page by).
 */
const listQuerySchema = pageQuerySchema({ maxLimit: 50 })
  .omit({ cursor: true })
  .extend({
    cursor: z.string().max(400, 'The page cursor is not valid').optional(),
    q: searchWords(SOAP_SEARCH_MAX_LENGTH).optional(),
    book: bibleBookCodeSchema.optional(),
    from: dateSchema('from'),
    to: dateSchema('to'),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    }
    if (query.cursor === undefined) return;
    const valid = query.q ? /^\d{1,6}$/.test(query.cursor) : decodeCursor(query.cursor, 'timestamp') !== null;
    if (!valid) context.addIssue({ code: 'custom', path: ['cursor'], message: 'The page cursor is not valid' });
  });

const entryParamsSchema = z.strictObject({ entryId: z.uuid('The entry id is not valid') });

const soapJournalSchemas = {
  list: { query: listQuerySchema, response: soapEntryPageSchema },
  create: { body: newSoapEntrySchema, response: soapEntrySchema },
  read: { params: entryParamsSchema, response: soapEntrySchema },
  update: { params: entryParamsSchema, body: soapEntryChangesSchema, response: soapEntrySchema },
  remove: { params: entryParamsSchema },
};
export type SoapJournalSchemas = typeof soapJournalSchemas;

/** The journal's endpoints with their schemas: what the worship service mounts. */
export const soapJournalContract = withSchemas(soapJournalEndpoints, soapJournalSchemas);
