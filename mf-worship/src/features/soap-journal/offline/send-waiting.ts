import { isNetworkFailure } from '@koinonia/api-client';
import {
  IDEMPOTENCY_KEY_HEADER,
  soapJournalEndpoints,
  type SoapEntry,
  type SoapEntryChanges,
} from '@koinonia/contracts';
import { callEndpoint, type ApiRequest } from '@koinonia/shell-contract';
import { keepWaiting, markRefused, settle, waitingEntries, type WaitingEntry } from './waiting-entries';

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

/** The server's id of each entry sent from this page, by its key: an editor still open goes on with it. */
const sentAs = new Map<string, string>();
export const serverIdOf = (key: string): string | undefined => sentAs.get(key);
/**
 * The keys of entries this page put to wait and that are not sent yet: while one waits, its editor's changes wait
 * behind it, so the server never gets an older text after a newer one.
 */
const waitingHere = new Set<string>();
export const isWaitingHere = (key: string): boolean => waitingHere.has(key);

/** Keeps an entry to send later, on this device. */
export async function putToWait(entry: Omit<WaitingEntry, 'changedAt'>): Promise<void> {
  await keepWaiting(entry);
  waitingHere.add(entry.key);
}

const TEXTS = ['scripture', 'observation', 'application', 'prayer'] as const;
const readsAs = (entry: SoapEntry, body: SoapEntryChanges) =>
  TEXTS.every((name) => entry[name] === (body[name] ?? '')) &&
  (body.status === undefined || entry.status === body.status);

/**
 * Sends one waiting entry. A new one goes with its key, so however often it is sent (a lost answer, two tabs) the
 * server makes it once; when the server already had it, it answers the entry as first sent, and what was written
 * since follows as an edit.
 */
async function send(apiRequest: ApiRequest, waiting: WaitingEntry): Promise<SoapEntry> {
  const update = (entryId: string) =>
    callEndpoint(apiRequest, soapJournalEndpoints.update, { params: { entryId }, body: waiting.body });
  if (waiting.entryId) return update(waiting.entryId);
  const created = await callEndpoint(
    apiRequest,
    soapJournalEndpoints.create,
    { body: waiting.body },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: waiting.key } },
  );
  return readsAs(created, waiting.body) ? created : update(created.id);
}

/** At most this many passes over the records: a member typing on while they are sent cannot keep it going. */
const MAX_PASSES = 3;

async function sendAll(apiRequest: ApiRequest, userId: string): Promise<number> {
  let sent = 0;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const waiting = (await waitingEntries(userId)).filter((entry) => entry.refusal === undefined);
    if (waiting.length === 0) break;
    for (const entry of waiting) {
      try {
        const kept = await send(apiRequest, entry);
        sentAs.set(entry.key, kept.id);
        if (await settle(entry, kept.id)) waitingHere.delete(entry.key);
        sent += 1;
      } catch (error) {
        if (isNetworkFailure(error)) return sent;
        if (statusOf(error) === 404 && entry.entryId) {
          // Deleted on another device while this edit waited: what was written here is kept as a new entry.
          await keepWaiting({ ...entry, entryId: null });
        } else {
          await markRefused(entry, error instanceof Error ? error.message : String(error));
        }
      }
    }
  }
  return sent;
}

let sending: Promise<number> | null = null;
let askedAgain = false;

/**
 * Sends the member's waiting entries, oldest change first; stops at the first call the network does not answer
 * (the rest wait for the next try). One run at a time on a page: asked while running, it runs once more after.
 * Resolves to how many the server took.
 */
export function sendWaitingEntries(apiRequest: ApiRequest, userId: string): Promise<number> {
  if (sending) {
    askedAgain = true;
    return sending;
  }
  sending = (async () => {
    let sent = 0;
    do {
      askedAgain = false;
      sent += await sendAll(apiRequest, userId);
    } while (askedAgain);
    return sent;
  })().finally(() => {
    sending = null;
  });
  return sending;
}
