import type { Request } from 'express';
import {
  decodeCursor,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  soapJournalContract,
  type SoapEntryStatus,
} from '@koinonia/contracts';
import { access, HttpError, keysetResult, route, validationFailed } from '@koinonia/service-kit';
import {
  soapEntryContent,
  soapEntryPosition,
  toSoapEntry,
  type SoapEntryContent,
  type SoapEntryRecord,
} from './domain';
import type { SoapJournalStore } from './store';

const entryNotFound = () => new HttpError(404, 'This journal entry was not found', { code: 'soap_entry_not_found' });

/** The content to keep, or the 400 that says what is wrong with what was written. */
function keptContent(written: Parameters<typeof soapEntryContent>[0], status: SoapEntryStatus): SoapEntryContent {
  const content = soapEntryContent(written, status);
  if (content === 'unreadable_reference') {
    throw new HttpError(
      400,
      `"${written.scripture.trim()}" is not a Bible reference we can read. Try one such as John 3:16 or Psalm 23.`,
      {
        code: 'bible_reference_invalid',
      },
    );
  }
  if (content === 'scripture_required') {
    throw new HttpError(400, 'Write the passage this entry is on (such as John 3:16) before saving it', {
      code: 'soap_scripture_required',
    });
  }
  return content;
}

/**
 * The Idempotency-Key the browser sent with an entry written offline (lower case), or undefined without one. Anything
 * but a UUID is a 400 that does not repeat what was sent.
 */
function idempotencyKeyOf(req: Request): string | undefined {
  const sent = req.header(IDEMPOTENCY_KEY_HEADER);
  if (sent === undefined) return undefined;
  const key = idempotencyKeySchema.safeParse(sent);
  if (!key.success) {
    const message = key.error.issues[0]!.message;
    throw validationFailed([{ path: IDEMPOTENCY_KEY_HEADER, message, code: 'invalid_format', format: 'uuid' }]);
  }
  return key.data.toLowerCase();
}

/**
 * SPEC §2 /soap: a member's S.O.A.P. journal, theirs alone. Another member's entry does not exist for the caller
 * (404), whoever the caller is, staff included.
 */
export function soapJournalRoutes(store: SoapJournalStore) {
  async function ownEntry(userId: string, entryId: string): Promise<SoapEntryRecord> {
    const entry = await store.find(userId, entryId);
    if (!entry) throw entryNotFound();
    return entry;
  }

  return [
    route(soapJournalContract.list, {
      access: access.signedIn,
      async handle({ caller, query }) {
        const filters = { book: query.book, from: query.from, to: query.to };
        if (query.q) {
          // Ranked matches have no stable key to page by: the cursor is the next match's offset.
          const offset = query.cursor ? Number(query.cursor) : 0;
          const records = await store.search(caller.userId, query.q, filters, { offset, limit: query.limit });
          return {
            items: records.map(toSoapEntry),
            nextCursor: records.length === query.limit ? String(offset + records.length) : null,
          };
        }
        // The query schema checked the cursor, so it decodes.
        const after = query.cursor ? decodeCursor(query.cursor, 'timestamp') : null;
        const records = await store.list(caller.userId, filters, { after, limit: query.limit });
        return keysetResult(records, query, soapEntryPosition, toSoapEntry);
      },
    }),

    // Offline content (SPEC §1): an entry sent again with its Idempotency-Key is answered, not made twice; a replay
    // answers 200 with the entry as it is now, a new entry 201.
    route(soapJournalContract.create, {
      access: access.signedIn,
      async handle({ caller, body, req, res }) {
        const clientKey = idempotencyKeyOf(req);
        const content = keptContent(body, body.status);
        const writer = { userId: caller.userId, churchId: caller.churchId };
        if (clientKey === undefined) return toSoapEntry(await store.add(writer, content));
        const { entry, created } = await store.addOnce(writer, clientKey, content);
        if (!created) res.status(200);
        return toSoapEntry(entry);
      },
    }),

    route(soapJournalContract.read, {
      access: access.signedIn,
      async handle({ caller, params }) {
        return toSoapEntry(await ownEntry(caller.userId, params.entryId));
      },
    }),

    route(soapJournalContract.update, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const current = await ownEntry(caller.userId, params.entryId);
        const updated = await store.update(
          { userId: caller.userId, churchId: caller.churchId },
          params.entryId,
          keptContent(body, body.status ?? current.status),
        );
        if (!updated) throw entryNotFound();
        return toSoapEntry(updated);
      },
    }),

    route(soapJournalContract.remove, {
      access: access.signedIn,
      async handle({ caller, params }) {
        if (!(await store.remove(caller.userId, params.entryId))) throw entryNotFound();
      },
    }),
  ];
}
