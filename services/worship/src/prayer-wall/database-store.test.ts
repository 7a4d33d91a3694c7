import { randomUUID } from 'node:crypto';
import { migrateSchema, type Database } from '@koinonia/service-kit';
import { createTestDatabase } from '@koinonia/service-kit/testing';
import { migrations } from '../migrations';
import { createDatabasePrayerWallStore } from './database-store';
import type { NewPrayerRecord, WallReader } from './domain';
import type { PrayerWallStore } from './store';

let database: { db: Database; close(): Promise<void> };
let store: PrayerWallStore;
const church = randomUUID();
const author: WallReader = { userId: randomUUID(), churchId: church };
const neighbour: WallReader = { userId: randomUUID(), churchId: church };

const request = (overrides: Partial<NewPrayerRecord> = {}): NewPrayerRecord => ({
  churchId: church,
  authorId: author.userId,
  authorName: 'Ada Author',
  title: 'A request',
  body: 'Please pray.',
  visibility: 'public',
  ...overrides,
});

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateSchema(database.db, 'worship', migrations);
  store = createDatabasePrayerWallStore(database.db);
});
afterAll(() => database.close());

describe('the prayer wall store (PostgreSQL)', () => {
  it('lists a church newest first, a private request only for its author, and pages without gaps', async () => {
    const shared = await store.add(request({ title: 'shared' }));
    const secret = await store.add(request({ title: 'secret', visibility: 'private' }));
    await store.add(request({ title: 'elsewhere', churchId: randomUUID() }));
    const newest = await store.add(request({ title: 'newest', visibility: 'anonymous' }));

    const forAuthor = await store.listWall(author, { after: null, limit: 10 });
    expect(forAuthor.map((prayer) => prayer.title)).toEqual(['newest', 'secret', 'shared']);
    const forNeighbour = await store.listWall(neighbour, { after: null, limit: 10 });
    expect(forNeighbour.map((prayer) => prayer.id)).toEqual([newest.id, shared.id]);

    const firstPage = await store.listWall(author, { after: null, limit: 2 });
    const last = firstPage[1]!;
    const secondPage = await store.listWall(author, { after: { sortKey: last.createdAt.toISOString(), id: last.id }, limit: 2 });
    expect([...firstPage, ...secondPage].map((prayer) => prayer.id)).toEqual([newest.id, secret.id, shared.id]);
  });

  it('counts a member\'s prayer once and knows who prayed', async () => {
    const prayer = await store.add(request());
    await store.recordPrayed(prayer.id, neighbour.userId);
    await store.recordPrayed(prayer.id, neighbour.userId);
    await Promise.all([store.recordPrayed(prayer.id, author.userId), store.recordPrayed(prayer.id, author.userId)]);
    expect(await store.find(prayer.id, neighbour.userId)).toMatchObject({ prayerCount: 2, prayedByReader: true });
    await store.removePrayed(prayer.id, neighbour.userId);
    await store.removePrayed(prayer.id, neighbour.userId);
    expect(await store.find(prayer.id, neighbour.userId)).toMatchObject({ prayerCount: 1, prayedByReader: false });
  });

  it('marks a request answered, reopens it and removes it with its prayers', async () => {
    const prayer = await store.add(request());
    await store.recordPrayed(prayer.id, neighbour.userId);
    const answeredAt = new Date('2026-11-20T10:00:00.000Z');
    await store.setAnswered(prayer.id, answeredAt);
    expect((await store.find(prayer.id, author.userId))?.answeredAt).toEqual(answeredAt);
    await store.setAnswered(prayer.id, null);
    expect((await store.find(prayer.id, author.userId))?.answeredAt).toBeNull();
    await store.remove(prayer.id);
    expect(await store.find(prayer.id, author.userId)).toBeUndefined();
    expect(await database.db('worship.prayer_intercessions').where('prayer_id', prayer.id)).toEqual([]);
  });
});
