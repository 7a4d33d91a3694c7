import { randomUUID } from 'node:crypto';
import { migrateSchema, type Database } from '@koinonia/service-kit';
import { createTestDatabase } from '@koinonia/service-kit/testing';
import { migrations } from '../migrations';
import { createDatabaseCommunityStore } from '../communities/database-store';
import { createDatabaseCommunityStaffStore, insertAdminNotifications, insertStaffInvitations } from './database-store';
import type { CommunityStaffStore } from './store';

let database: { db: Database; close(): Promise<void> };
let store: CommunityStaffStore;
const church = randomUUID();
const admin = randomUUID();
const invited = randomUUID();

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateSchema(database.db, 'connect', migrations);
  store = createDatabaseCommunityStaffStore(database.db);
});
afterAll(() => database.close());

describe('the community staff store (PostgreSQL)', () => {
  it("lists what a person administers in their church, their pending invitations and their communities' news", async () => {
    const communities = createDatabaseCommunityStore(database.db);
    const settings = { description: '', privacy: 'open' as const, campusId: null };
    const group = await communities.create(church, { ...settings, name: 'Group', type: 'group' }, admin);
    const ministry = await communities.create(church, { ...settings, name: 'Ministry', type: 'ministry' }, admin);
    expect((await store.listAdministered(church, admin)).map((community) => community.id)).toEqual([group, ministry]);
    expect(await store.listAdministered(randomUUID(), admin)).toEqual([]);
    // A member promoted to admin administers it from then on.
    await communities.addMember(group, invited, 'member');
    expect(await store.listAdministered(church, invited)).toEqual([]);
    await communities.changeMember(group, invited, 'admin');
    expect((await store.listAdministered(church, invited)).map((community) => community.type)).toEqual(['group']);

    await insertStaffInvitations(database.db, [
      {
        id: randomUUID(),
        community_id: ministry,
        invited_user_id: invited,
        invited_email: 'i@example.org',
        role: 'leader',
        invited_by: admin,
      },
      {
        id: randomUUID(),
        community_id: group,
        invited_user_id: invited,
        invited_email: 'i@example.org',
        role: 'admin',
        invited_by: admin,
        accepted_at: new Date(),
      },
    ]);
    expect(
      (await store.listPendingInvitations(invited)).map((invitation) => [invitation.communityName, invitation.isRead]),
    ).toEqual([['Ministry', false]]);
    expect(await store.markInvitationsRead(invited)).toBe(1);
    expect(await store.markInvitationsRead(invited)).toBe(0);

    const notification = randomUUID();
    await insertAdminNotifications(database.db, [
      { id: notification, community_id: ministry, type: 'join', title: 'New member', message: 'Someone joined.' },
    ]);
    expect(
      (await store.listAdminNotifications({ churchId: church, userId: admin, limit: 10 })).map((record) => record.id),
    ).toEqual([notification]);
    expect(await store.listAdminNotifications({ churchId: church, userId: invited, limit: 10 })).toEqual([]);
  });
});
