import { randomUUID } from 'node:crypto';
import { migrateSchema, type Database } from '@koinonia/service-kit';
import { createTestDatabase } from '@koinonia/service-kit/testing';
import { migrations } from '../migrations';
import { createDatabaseSoapJournalStore } from './database-store';
import type { SoapEntryContent } from './domain';
import type { SoapJournalStore } from './store';

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
const entriesOf = (userId: string) => store.list(userId, {}, { after: null, limit: 50 });

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateSchema(database.db, 'worship', migrations);
  store = createDatabaseSoapJournalStore(database.db);
}, 120_000);
afterAll(() => database.close());

describe('an entry added once by its client key', () => {
  it('is made by one of many sendings at the same time; the others find it', async () => {
    const userId = randomUUID();
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 8 }, () => store.addOnce(userId, key, content('Once'))));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.entry.id)).size).toBe(1);
    expect(await entriesOf(userId)).toHaveLength(1);
  });

  it("is the member's own: another member's same key makes theirs", async () => {
    const key = randomUUID();
    const [first, second] = [randomUUID(), randomUUID()];
    const [mine, theirs] = await Promise.all([
      store.addOnce(first, key, content('Mine')),
      store.addOnce(second, key, content('Theirs')),
    ]);
    expect([mine.created, theirs.created]).toEqual([true, true]);
    expect(theirs.entry).toMatchObject({ userId: second, prayer: 'Theirs' });
    expect((await entriesOf(first)).map((entry) => entry.prayer)).toEqual(['Mine']);
  });

  it('is made again once the entry its key made was deleted', async () => {
    const userId = randomUUID();
    const key = randomUUID();
    const made = await store.addOnce(userId, key, content('Gone'));
    await store.remove(userId, made.entry.id);
    const again = await store.addOnce(userId, key, content('Back'));
    expect(again).toMatchObject({ created: true, entry: { prayer: 'Back' } });
  });
});
