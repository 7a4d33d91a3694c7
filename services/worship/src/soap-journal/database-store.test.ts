import { randomUUID } from 'node:crypto';
import { migrateSchema, recordEvent, type Database, type Outbox } from '@koinonia/service-kit';
import { createTestDatabase } from '@koinonia/service-kit/testing';
import { migrations } from '../migrations';
import { createDatabaseSoapJournalStore } from './database-store';
import type { SoapEntryContent } from './domain';
import type { JournalWriter, SoapJournalStore } from './store';

let database: { db: Database; close(): Promise<void> };
let store: SoapJournalStore;

const content = (prayer: string): SoapEntryContent => ({
  scripture: '',
  passage: null,
  observation: '',
  application: '',
  prayer,
  status: 'draft',
});
const church = randomUUID();
const writer = (userId: string, churchId: string | null = church): JournalWriter => ({ userId, churchId });
const savedEvents = async (userId: string) =>
  (await database.db('worship.outbox_events').where('type', 'journal.entry_saved').orderBy('seq'))
    .map((event: { payload: unknown }) =>
      typeof event.payload === 'string' ? JSON.parse(event.payload) : event.payload,
    )
    .filter((payload: { userId: string }) => payload.userId === userId);
const entriesOf = (userId: string) => store.list(userId, {}, { after: null, limit: 50 });

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateSchema(database.db, 'worship', migrations);
  const outbox: Outbox = { record: (db, event) => recordEvent(db, 'worship', event), nudge: () => undefined };
  store = createDatabaseSoapJournalStore(database.db, outbox);
}, 120_000);
afterAll(() => database.close());

describe('an entry added once by its client key', () => {
  it('is made by one of many sendings at the same time; the others find it', async () => {
    const userId = randomUUID();
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 8 }, () => store.addOnce(writer(userId), key, content('Once'))));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.entry.id)).size).toBe(1);
    expect(await entriesOf(userId)).toHaveLength(1);
  });

  it("is the member's own: another member's same key makes theirs", async () => {
    const key = randomUUID();
    const [first, second] = [randomUUID(), randomUUID()];
    const [mine, theirs] = await Promise.all([
      store.addOnce(writer(first), key, content('Mine')),
      store.addOnce(writer(second), key, content('Theirs')),
    ]);
    expect([mine.created, theirs.created]).toEqual([true, true]);
    expect(theirs.entry).toMatchObject({ userId: second, prayer: 'Theirs' });
    expect((await entriesOf(first)).map((entry) => entry.prayer)).toEqual(['Mine']);
  });

  it('is made again once the entry its key made was deleted', async () => {
    const userId = randomUUID();
    const key = randomUUID();
    const made = await store.addOnce(writer(userId), key, content('Gone'));
    await store.remove(userId, made.entry.id);
    const again = await store.addOnce(writer(userId), key, content('Back'));
    expect(again).toMatchObject({ created: true, entry: { prayer: 'Back' } });
  });
});

describe('an entry that becomes saved', () => {
  const saved = (prayer: string): SoapEntryContent => ({ ...content(prayer), status: 'saved' });

  it('is told once, when written saved or when a draft is saved, never on an autosave or a save again', async () => {
    const userId = randomUUID();
    const draft = await store.add(writer(userId), content('Draft'));
    await store.update(writer(userId), draft.id, content('Draft, autosaved'));
    expect(await savedEvents(userId)).toEqual([]);
    await store.update(writer(userId), draft.id, saved('Now saved'));
    await store.update(writer(userId), draft.id, saved('Saved again'));
    const written = await store.add(writer(userId), saved('Written saved'));
    const key = randomUUID();
    const [once] = await Promise.all([
      store.addOnce(writer(userId), key, saved('Sent twice')),
      store.addOnce(writer(userId), key, saved('Sent twice')),
    ]);
    expect(await savedEvents(userId)).toEqual([
      { userId, churchId: church, entryId: draft.id },
      { userId, churchId: church, entryId: written.id },
      { userId, churchId: church, entryId: once.entry.id },
    ]);
  });

  it("is not told for a writer without a church, nor for someone else's entry", async () => {
    const userId = randomUUID();
    await store.add(writer(userId, null), saved('No church'));
    const mine = await store.add(writer(randomUUID()), content('Mine'));
    expect(await store.update(writer(userId), mine.id, saved('Not theirs'))).toBeUndefined();
    expect(await savedEvents(userId)).toEqual([]);
  });
});
