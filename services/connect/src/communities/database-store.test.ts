import { randomUUID } from 'node:crypto';
import { migrateSchema, type Database } from '@koinonia/service-kit';
import { createTestDatabase } from '@koinonia/service-kit/testing';
import { migrations } from '../migrations';
import { createDatabasePeopleStore } from '../people/database-store';
import { createDatabaseCommunityStore } from './database-store';
import type { CommunityReader } from './domain';
import type { CommunityStore, CommunitySettingsRecord } from './store';

let database: { db: Database; close(): Promise<void> };
let store: CommunityStore;
const church = randomUUID();
const otherChurch = randomUUID();
const admin: CommunityReader = { userId: randomUUID(), churchId: church, role: 'group_admin' };
const member: CommunityReader = { userId: randomUUID(), churchId: church, role: 'member' };
const staff: CommunityReader = { userId: randomUUID(), churchId: church, role: 'church_admin' };
const stranger: CommunityReader = { userId: randomUUID(), churchId: otherChurch, role: 'church_admin' };
const settings = (overrides: Partial<CommunitySettingsRecord> = {}): CommunitySettingsRecord => ({
  name: 'Community',
  description: '',
  type: 'group',
  privacy: 'open',
  campusId: null,
  ...overrides,
});
const firstPage = { after: null, limit: 20 };

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateSchema(database.db, 'connect', migrations);
  store = createDatabaseCommunityStore(database.db);
  const person = (reader: CommunityReader, displayName: string) => ({
    userId: reader.userId,
    churchId: reader.churchId,
    displayName,
    role: reader.role,
    status: 'active' as const,
    profileImageUrl: null,
    changedAt: new Date(),
  });
  await createDatabasePeopleStore(database.db).upsert([
    person(admin, 'Ada Admin'),
    person(member, 'Mo Member'),
    person(staff, 'Stella Staff'),
    person(stranger, 'Sam Stranger'),
  ]);
});
afterAll(() => database.close());

describe('the communities store (PostgreSQL)', () => {
  it('lists the church directory by name, hidden ones only to members and staff, and pages without gaps', async () => {
    const open = await store.create(church, settings({ name: 'Alpha Group' }), admin.userId);
    await store.create(
      church,
      settings({ name: 'Beta Ministry', type: 'ministry', privacy: 'by_request' }),
      admin.userId,
    );
    const hidden = await store.create(church, settings({ name: 'Gamma Care', privacy: 'hidden' }), admin.userId);
    await store.create(otherChurch, settings({ name: 'Elsewhere' }), stranger.userId);

    const names = async (reader: CommunityReader, query = {}) =>
      (await store.listDirectory(reader, { ...firstPage, ...query })).map((row) => row.name);
    expect(await names(member)).toEqual(['Alpha Group', 'Beta Ministry']);
    expect(await names(admin)).toEqual(['Alpha Group', 'Beta Ministry', 'Gamma Care']);
    expect(await names(staff)).toEqual(['Alpha Group', 'Beta Ministry', 'Gamma Care']);
    expect(await names(member, { q: 'beta' })).toEqual(['Beta Ministry']);
    expect(await names(member, { q: '%' })).toEqual([]);
    expect(await names(member, { type: 'group' })).toEqual(['Alpha Group']);

    const first = await store.listDirectory(staff, { after: null, limit: 2 });
    const second = await store.listDirectory(staff, { after: { sortKey: first[1]!.name, id: first[1]!.id }, limit: 2 });
    expect([...first, ...second].map((row) => row.name)).toEqual(['Alpha Group', 'Beta Ministry', 'Gamma Care']);

    const read = await store.find(open, admin);
    expect(read).toMatchObject({ memberCount: 1, readerRole: 'admin', readerRequested: false });
    expect(await store.find(open, stranger)).toBeUndefined();
    expect((await store.find(hidden, member))?.privacy).toBe('hidden');
  });

  it('keeps requests, accepts them into membership, and keeps the last admin', async () => {
    const id = await store.create(church, settings({ name: 'Delta', privacy: 'by_request' }), admin.userId);
    await store.addRequest(id, member.userId);
    await store.addRequest(id, member.userId);
    expect((await store.listRequests(id, firstPage)).map((request) => request.name)).toEqual(['Mo Member']);
    expect((await store.listDirectory(member, { ...firstPage, requestedOnly: true })).map((row) => row.name)).toEqual([
      'Delta',
    ]);
    expect(await store.acceptRequest(id, member.userId)).toBe(true);
    expect(await store.acceptRequest(id, member.userId)).toBe(false);
    expect((await store.listMembers(id, firstPage)).map((row) => [row.name, row.role])).toEqual([
      ['Ada Admin', 'admin'],
      ['Mo Member', 'member'],
    ]);
    expect(await store.changeMember(id, admin.userId, null)).toBe('last_admin');
    expect(await store.changeMember(id, admin.userId, 'leader')).toBe('last_admin');
    expect(await store.changeMember(id, member.userId, 'admin')).toBe('done');
    expect(await store.changeMember(id, admin.userId, null)).toBe('done');
    expect(await store.changeMember(id, admin.userId, null)).toBe('not_member');
  });

  it("finds the church's people to add, leaving out members and other churches", async () => {
    const id = await store.create(church, settings({ name: 'Epsilon' }), admin.userId);
    const candidates = await store.listCandidates(id, church, firstPage);
    expect(candidates.map((person) => person.name)).toEqual(['Mo Member', 'Stella Staff']);
    expect((await store.listCandidates(id, church, { ...firstPage, q: 'stel' })).map((person) => person.name)).toEqual([
      'Stella Staff',
    ]);
    expect(await store.findPerson(stranger.userId, church)).toBeUndefined();
    expect(await store.addMember(id, member.userId, 'member')).toBe(true);
    expect(await store.addMember(id, member.userId, 'member')).toBe(false);
  });

  it('keeps one campus of a name per church, whatever its case, and frees its communities when removed', async () => {
    const main = await store.createCampus(church, { name: 'Main Campus', address: '' });
    expect(await store.createCampus(church, { name: 'MAIN campus', address: '' })).toBeNull();
    expect(await store.createCampus(otherChurch, { name: 'Main Campus', address: '' })).not.toBeNull();
    const north = await store.createCampus(church, { name: 'North', address: '' });
    expect(await store.updateCampus(north!.id, { name: 'main campus', address: '' })).toBe(false);
    expect((await store.listCampuses(church, firstPage)).map((campus) => campus.name)).toEqual([
      'Main Campus',
      'North',
    ]);
    expect(await store.findCampus(main!.id, otherChurch)).toBeUndefined();

    const id = await store.create(church, settings({ name: 'Zeta', campusId: main!.id }), admin.userId);
    expect((await store.find(id, admin))?.campus).toEqual({ id: main!.id, name: 'Main Campus' });
    expect((await store.listDirectory(admin, { ...firstPage, campusId: main!.id })).map((row) => row.name)).toEqual([
      'Zeta',
    ]);
    await store.removeCampus(main!.id);
    expect((await store.find(id, admin))?.campus).toBeNull();
  });
});
