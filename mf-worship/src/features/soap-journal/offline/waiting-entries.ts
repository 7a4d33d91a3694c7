import type { SoapEntryChanges } from '@koinonia/contracts';

/**
 * Journal entries written while offline, kept in IndexedDB until the server has them (SPEC §1 "Offline content").
 * One record per entry: a new entry is named by the key it will be sent with (its Idempotency-Key), an entry the
 * server already has by its id too; every later change to it replaces the record's body, so an entry is sent once,
 * as it last read. Not one of the databases sign-out deletes: what a member wrote offline is theirs to keep, and is
 * sent the next time they are signed in.
 */
export interface WaitingEntry {
  /** A UUID: the Idempotency-Key of a new entry; for an edit, the name of this record only. */
  key: string;
  /** Whose entry it is: only they send it. */
  userId: string;
  /** The server's id; null while the entry is new. */
  entryId: string | null;
  body: SoapEntryChanges;
  /** When it was last changed (ISO): the order they are sent in, and a record changed while sending is kept. */
  changedAt: string;
  /** The server's refusal, when it refused it (the member has to change it). */
  refusal?: string;
}

const DATABASE = 'koinonia-journal-outbox';
const STORE = 'entries';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available'));
  });
}

/** Runs one transaction on the store and resolves with what `work` answered once it has committed. */
async function inStore<Result>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<Result> | void,
): Promise<Result | undefined> {
  const database = await open();
  try {
    return await new Promise<Result | undefined>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request ? request.result : undefined);
      transaction.onerror = transaction.onabort = () =>
        reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    });
  } finally {
    database.close();
  }
}

/** The member's waiting entries, oldest change first. */
export async function waitingEntries(userId: string): Promise<WaitingEntry[]> {
  const all =
    (await inStore<WaitingEntry[]>('readonly', (store) => store.getAll() as IDBRequest<WaitingEntry[]>)) ?? [];
  return all.filter((entry) => entry.userId === userId).sort((a, b) => a.changedAt.localeCompare(b.changedAt));
}

/** Keeps an entry to send: a new record, or the entry's record replaced with what it now reads. */
export async function keepWaiting(entry: Omit<WaitingEntry, 'changedAt'>): Promise<void> {
  const record: WaitingEntry = { ...entry, changedAt: new Date().toISOString() };
  await inStore('readwrite', (store) => store.put(record));
}

/**
 * After sending `sent`: removes its record if nothing changed it meanwhile; if the member wrote more while it was on
 * its way, keeps the newer body with the id the server gave, to be sent next. Resolves to whether it is gone.
 */
export async function settle(sent: WaitingEntry, entryId: string): Promise<boolean> {
  let gone = false;
  await inStore('readwrite', (store) => {
    const read = store.get(sent.key) as IDBRequest<WaitingEntry | undefined>;
    read.onsuccess = () => {
      const now = read.result;
      gone = !now || now.changedAt === sent.changedAt;
      if (!now) return;
      if (gone) store.delete(sent.key);
      else store.put({ ...now, entryId });
    };
  });
  return gone;
}

/** Marks a record the server refused, so the journal can say why; it stays until the member changes it. */
export async function markRefused(sent: WaitingEntry, refusal: string): Promise<void> {
  await inStore('readwrite', (store) => {
    const read = store.get(sent.key) as IDBRequest<WaitingEntry | undefined>;
    read.onsuccess = () => {
      if (read.result?.changedAt === sent.changedAt) store.put({ ...read.result, refusal });
    };
  });
}
