import { randomUUID } from 'node:crypto';
import { migrateSchema, type Database } from '@koinonia/service-kit';
import { createTestDatabase } from '@koinonia/service-kit/testing';
import { migrations } from '../migrations';
import { createDatabasePeopleStore } from '../people/database-store';
import { createDatabaseEngagementStore } from './database-store';
import type { BoardReader, EngagementAward } from './domain';
import type { EngagementStore } from './store';

let database: { db: Database; close(): Promise<void> };
let store: EngagementStore;
const church = randomUUID();
const otherChurch = randomUUID();
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const people = {
  ann: randomUUID(),
  ben: randomUUID(),
  cat: randomUUID(),
  dan: randomUUID(),
  eve: randomUUID(),
  suspended: randomUUID(),
  elsewhere: randomUUID(),
};
const reader = (userId: string, churchId = church): BoardReader => ({ userId, churchId });
const award = (userId: string, points: number, earnedAt = now, churchId = church): EngagementAward => ({
  sourceKey: `test:${randomUUID()}`,
  userId,
  churchId,
  kind: 'reading_day',
  points,
  earnedAt,
});
const board = (userId: string, query: { since?: Date | null; communityId?: string; limit?: number } = {}) =>
  store.board(reader(userId), { since: null, limit: 50, ...query });
const standings = async (userId: string, query: Parameters<typeof board>[1] = {}) =>
  (await board(userId, query)).top.map((member) => [member.rank, member.displayName, member.points]);

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateSchema(database.db, 'connect', migrations);
  store = createDatabaseEngagementStore(database.db);
  const person = (
    userId: string,
    displayName: string,
    churchId = church,
    status: 'active' | 'suspended' = 'active',
  ) => ({
    userId,
    churchId,
    displayName,
    role: 'member' as const,
    status,
    profileImageUrl: null,
    changedAt: new Date(),
  });
  await createDatabasePeopleStore(database.db).upsert([
    person(people.ann, 'Ann'),
    person(people.ben, 'Ben'),
    person(people.cat, 'Cat'),
    person(people.dan, 'Dan'),
    person(people.eve, 'Eve'),
    person(people.suspended, 'Sue', church, 'suspended'),
    person(people.elsewhere, 'Oz', otherChurch),
  ]);
  await store.award([
    award(people.ann, 30),
    award(people.ben, 20, daysAgo(2)),
    award(people.cat, 20, daysAgo(10)),
    award(people.dan, 5, daysAgo(40)),
    award(people.suspended, 100),
    award(people.elsewhere, 100, now, otherChurch),
    // Earned in this church before moving to another: counted in this church only.
    award(people.elsewhere, 7, now, church),
  ]);
}, 120_000);
afterAll(() => database.close());

describe('the engagement store (PostgreSQL)', () => {
  it('keeps an award once by its source, however often it comes', async () => {
    const userId = people.eve;
    const once = { ...award(userId, 10), sourceKey: `reading:${userId}:plan:1` };
    expect(await store.award([once])).toBe(1);
    expect(await store.award([{ ...once, points: 50 }])).toBe(0);
    expect(await Promise.all([store.award([once]), store.award([once])])).toEqual([0, 0]);
    expect(await store.pointsOf(reader(userId), null)).toBe(10);
    await database.db('connect.engagement_points').where('user_id', userId).delete();
  });

  it("ranks the church's active members by points in the period, ties sharing a rank then by name", async () => {
    expect(await standings(people.ann)).toEqual([
      [1, 'Ann', 30],
      [2, 'Ben', 20],
      [2, 'Cat', 20],
      [4, 'Dan', 5],
    ]);
    expect(await standings(people.ann, { since: daysAgo(30) })).toEqual([
      [1, 'Ann', 30],
      [2, 'Ben', 20],
      [2, 'Cat', 20],
    ]);
    expect(await standings(people.ann, { since: daysAgo(7) })).toEqual([
      [1, 'Ann', 30],
      [2, 'Ben', 20],
    ]);
    expect(await store.pointsOf(reader(people.dan), daysAgo(7))).toBe(0);
    expect(await store.pointsOf(reader(people.dan), null)).toBe(5);
  });

  it('lists the top only, and answers the reader’s own place wherever it is', async () => {
    const found = await board(people.dan, { limit: 2 });
    expect(found.top.map((member) => member.displayName)).toEqual(['Ann', 'Ben']);
    expect(found.own).toMatchObject({ displayName: 'Dan', rank: 4, points: 5 });
    expect((await board(people.eve)).own).toBeUndefined();
  });

  it('hides an opted-out member from every board until they opt back in', async () => {
    await store.setOptedOut(people.ben, true);
    await store.setOptedOut(people.ben, true);
    expect(await store.isOptedOut(people.ben)).toBe(true);
    expect(await standings(people.ann)).toEqual([
      [1, 'Ann', 30],
      [2, 'Cat', 20],
      [3, 'Dan', 5],
    ]);
    expect((await board(people.ben)).own).toBeUndefined();
    expect(await store.pointsOf(reader(people.ben), null)).toBe(20);
    await store.setOptedOut(people.ben, false);
    expect(await store.isOptedOut(people.ben)).toBe(false);
    expect((await standings(people.ann)).map(([, name]) => name)).toContain('Ben');
  });

  it("narrows the board to one community's current members", async () => {
    const [community] = await database
      .db('connect.communities')
      .insert({ church_id: church, name: 'Choir', type: 'group' })
      .returning('id');
    const communityId = (community as { id: string }).id;
    await database.db('connect.community_members').insert([
      { community_id: communityId, user_id: people.cat },
      { community_id: communityId, user_id: people.dan },
    ]);
    expect(await store.isCommunityMember(communityId, people.cat)).toBe(true);
    expect(await store.isCommunityMember(communityId, people.ann)).toBe(false);
    expect(await standings(people.cat, { communityId })).toEqual([
      [1, 'Cat', 20],
      [2, 'Dan', 5],
    ]);
    await database.db('connect.community_members').where({ community_id: communityId, user_id: people.dan }).delete();
    expect(await standings(people.cat, { communityId })).toEqual([[1, 'Cat', 20]]);
  });

  it("never counts another church's points, nor a suspended member", async () => {
    const names = (await standings(people.ann)).map(([, name]) => name);
    expect(names).not.toContain('Sue');
    expect(names).not.toContain('Oz');
    expect((await store.board(reader(people.elsewhere, otherChurch), { since: null, limit: 50 })).top).toMatchObject([
      { displayName: 'Oz', points: 100 },
    ]);
  });
});
