import { randomUUID } from 'node:crypto';
import { migrateSchema, recordEvent, type Database, type Outbox } from '@koinonia/service-kit';
import { createTestDatabase } from '@koinonia/service-kit/testing';
import { migrations } from '../migrations';
import { createPrayerCircleStore, type PrayerCircleStore } from '../prayer-circles/store';
import { createDatabasePrayerWallStore } from './database-store';
import type { NewPrayerRecord, PrayerRecord, WallReader } from './domain';
import type { PrayerWallStore, WallQuery } from './store';

let database: { db: Database; close(): Promise<void> };
let store: PrayerWallStore;
let circles: PrayerCircleStore;
const church = randomUUID();
const author: WallReader = { userId: randomUUID(), churchId: church, name: 'Ada Author' };
const neighbour: WallReader = { userId: randomUUID(), churchId: church, name: 'Nel Neighbour' };
const friend: WallReader = { userId: randomUUID(), churchId: church, name: 'Fay Friend' };
const wall = (overrides: Partial<WallQuery> = {}): WallQuery => ({
  after: null,
  limit: 10,
  scope: 'all',
  ...overrides,
});

const request = (overrides: Partial<NewPrayerRecord> = {}): NewPrayerRecord => ({
  churchId: church,
  authorId: author.userId,
  authorName: 'Ada Author',
  title: 'A request',
  body: 'Please pray.',
  category: 'other',
  visibility: 'public',
  circleIds: [],
  ...overrides,
});
const add = async (overrides: Partial<NewPrayerRecord> = {}): Promise<PrayerRecord> =>
  (await store.find(await store.add(request(overrides)), author))!;
const events = () => database.db('worship.outbox_events').orderBy('seq');

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateSchema(database.db, 'worship', migrations);
  const outbox: Outbox = { record: (db, event) => recordEvent(db, 'worship', event), nudge: () => undefined };
  store = createDatabasePrayerWallStore(database.db, outbox);
  circles = createPrayerCircleStore(database.db);
});
afterAll(() => database.close());

describe('the prayer wall store (PostgreSQL)', () => {
  it('lists a church newest first, a private request only for its author and its circles, and pages without gaps', async () => {
    const circleId = await circles.create({
      churchId: church,
      owner: { userId: author.userId, name: author.name },
      name: 'Close friends',
      description: '',
    });
    await circles.join(circleId, { userId: friend.userId, name: friend.name }, 10);
    const shared = await add({ title: 'shared' });
    const secret = await add({ title: 'secret', visibility: 'private' });
    const circled = await add({ title: 'circled', visibility: 'private', circleIds: [circleId] });
    await add({ title: 'elsewhere', churchId: randomUUID() });
    const newest = await add({ title: 'newest', visibility: 'anonymous' });

    expect((await store.listWall(author, wall())).map((prayer) => prayer.title)).toEqual([
      'newest',
      'circled',
      'secret',
      'shared',
    ]);
    expect((await store.listWall(neighbour, wall())).map((prayer) => prayer.id)).toEqual([newest.id, shared.id]);
    expect((await store.listWall(friend, wall())).map((prayer) => prayer.id)).toEqual([
      newest.id,
      circled.id,
      shared.id,
    ]);
    expect((await store.listCircleFeed(circleId, friend, wall())).map((prayer) => prayer.id)).toEqual([circled.id]);
    expect((await store.find(circled.id, author))?.circles).toEqual([{ id: circleId, name: 'Close friends' }]);
    expect(await store.find(circled.id, friend)).toMatchObject({ sharedWithReader: true });
    expect(await store.find(secret.id, friend)).toMatchObject({ sharedWithReader: false });

    const firstPage = await store.listWall(author, wall({ limit: 2 }));
    const last = firstPage[1]!;
    const secondPage = await store.listWall(
      author,
      wall({ after: { sortKey: last.createdAt.toISOString(), id: last.id }, limit: 3 }),
    );
    expect([...firstPage, ...secondPage].map((prayer) => prayer.id)).toEqual([
      newest.id,
      circled.id,
      secret.id,
      shared.id,
    ]);

    // Leaving the circle ends what it shared.
    await circles.leave(circleId, friend.userId);
    expect((await store.listWall(friend, wall())).map((prayer) => prayer.id)).not.toContain(circled.id);
  });

  it("filters by category, scope and words, never by the author's name", async () => {
    const healing = await add({ title: 'Healing 100%', category: 'health' });
    await add({ title: 'A job', category: 'provision', authorName: 'Zed Unfindable' });
    expect((await store.listWall(neighbour, wall({ category: 'health' }))).map((prayer) => prayer.id)).toContain(
      healing.id,
    );
    expect(
      (await store.listWall(neighbour, wall({ category: 'health' }))).every((prayer) => prayer.category === 'health'),
    ).toBe(true);
    expect((await store.listWall(neighbour, wall({ q: '100%' }))).map((prayer) => prayer.id)).toEqual([healing.id]);
    expect(await store.listWall(neighbour, wall({ q: 'Unfindable' }))).toEqual([]);
    expect(await store.listWall(neighbour, wall({ scope: 'mine' }))).toEqual([]);
  });

  it("counts a member's prayer once, names who prayed, and tells the author once, never about their own prayer", async () => {
    const prayer = await add();
    const before = (await events()).length;
    await store.recordPrayed(prayer, neighbour);
    await store.recordPrayed(prayer, neighbour);
    await Promise.all([store.recordPrayed(prayer, author), store.recordPrayed(prayer, author)]);
    expect(await store.find(prayer.id, neighbour)).toMatchObject({ prayerCount: 2, prayedByReader: true });
    expect((await store.listIntercessors(prayer.id, { after: null, limit: 10 })).map((row) => row.name).sort()).toEqual(
      ['Ada Author', 'Nel Neighbour'],
    );
    const told = (await events()).slice(before);
    expect(told).toEqual([
      expect.objectContaining({
        type: 'prayer.prayed',
        payload: {
          prayerId: prayer.id,
          recipientId: author.userId,
          prayerTitle: 'A request',
          intercessorName: 'Nel Neighbour',
          intercessorId: neighbour.userId,
          churchId: church,
        },
      }),
    ]);
    await store.removePrayed(prayer.id, neighbour.userId);
    await store.removePrayed(prayer.id, neighbour.userId);
    expect(await store.find(prayer.id, neighbour)).toMatchObject({ prayerCount: 1, prayedByReader: false });
  });

  it('tells that a request was shared, with its author and church, unless it is anonymous', async () => {
    const before = (await events()).length;
    const shared = await add({ visibility: 'private' });
    await add({ visibility: 'anonymous' });
    expect((await events()).slice(before)).toEqual([
      expect.objectContaining({
        type: 'prayer.shared',
        payload: { prayerId: shared.id, userId: author.userId, churchId: church },
      }),
    ]);
  });

  it("keeps comments in order with their count, and tells the author of others' comments", async () => {
    const prayer = await add();
    const before = (await events()).length;
    const first = await store.addComment(prayer, neighbour, 'Praying with you.');
    await store.addComment(prayer, author, 'Thank you!');
    expect((await store.listComments(prayer.id, { after: null, limit: 10 })).map((comment) => comment.body)).toEqual([
      'Praying with you.',
      'Thank you!',
    ]);
    expect((await store.find(prayer.id, author))?.commentCount).toBe(2);
    expect((await events()).slice(before)).toEqual([
      expect.objectContaining({
        type: 'prayer.commented',
        payload: expect.objectContaining({ commentId: first.id, commenterName: 'Nel Neighbour' }),
      }),
    ]);
    await store.removeComment(prayer.id, first.id);
    expect((await store.find(prayer.id, author))?.commentCount).toBe(1);
  });

  it('stores one report per member, answers a testimony, and removes a request with all that was said of it', async () => {
    const prayer = await add();
    expect(await store.addReport(prayer, { reporterId: neighbour.userId, reason: 'spam', details: '' })).toMatchObject({
      id: expect.any(String),
    });
    expect(
      await store.addReport(prayer, { reporterId: neighbour.userId, reason: 'other', details: 'again' }),
    ).toBeNull();
    expect(await store.find(prayer.id, neighbour)).toMatchObject({ reportedByReader: true });
    await store.setAnswered(prayer.id, { answeredAt: new Date('2026-11-20T10:00:00.000Z'), testimony: 'She is home.' });
    expect(await store.find(prayer.id, author)).toMatchObject({
      testimony: 'She is home.',
      answeredAt: new Date('2026-11-20T10:00:00.000Z'),
    });
    await store.recordPrayed(prayer, neighbour);
    await store.addComment(prayer, neighbour, 'Amen');
    await store.remove(prayer.id);
    expect(await store.find(prayer.id, author)).toBeUndefined();
    for (const table of ['prayer_intercessions', 'prayer_comments', 'prayer_reports']) {
      expect(await database.db(`worship.${table}`).where('prayer_id', prayer.id)).toEqual([]);
    }
  });
});
