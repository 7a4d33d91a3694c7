import { randomUUID } from 'node:crypto';
import { migrateSchema, type Database } from '@koinonia/service-kit';
import { createTestDatabase } from '@koinonia/service-kit/testing';
import { migrations } from '../migrations';
import { createDatabasePeopleStore } from '../people/database-store';
import { directPair } from './domain';
import { createDatabaseConversationStore } from './database-store';
import type { ConversationStore, NewConversationRecord } from './store';

let database: { db: Database; close(): Promise<void> };
let store: ConversationStore;
const church = randomUUID();
const otherChurch = randomUUID();
const ada = randomUUID();
const ben = randomUUID();
const cy = randomUUID();
const suspended = randomUUID();
const stranger = randomUUID();

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateSchema(database.db, 'connect', migrations);
  const person = (
    userId: string,
    displayName: string,
    churchId = church,
    status: 'active' | 'suspended' = 'active',
  ) => ({
    userId,
    churchId,
    displayName,
    status,
    role: 'member' as const,
    profileImageUrl: null,
    changedAt: new Date(),
  });
  await createDatabasePeopleStore(database.db).upsert([
    person(ada, 'Ada Lovelace'),
    person(ben, 'Ben Okri'),
    person(cy, 'Cy Twombly'),
    person(suspended, 'Sus Pended', church, 'suspended'),
    person(stranger, 'Stan Ger', otherChurch),
  ]);
  store = createDatabaseConversationStore(database.db);
});
afterAll(() => database.close());

const conversation = (overrides: Partial<NewConversationRecord> = {}): NewConversationRecord => ({
  id: randomUUID(),
  churchId: church,
  kind: 'group',
  title: 'Choir',
  createdBy: ada,
  memberIds: [ada, ben, cy],
  directPair: null,
  at: new Date(),
  ...overrides,
});
const message = (senderId: string, body: string, clientId: string | null = null) => ({
  id: randomUUID(),
  senderId,
  body,
  clientId,
  at: new Date(),
});

describe('the conversation store', () => {
  it('knows only the active people of the church', async () => {
    const found = await store.churchPeople(church, [ben, suspended, stranger]);
    expect(found).toEqual([{ userId: ben, name: 'Ben Okri' }]);
    expect((await store.searchPeople(church, ada, 'twom', 10)).map((person) => person.name)).toEqual(['Cy Twombly']);
    expect((await store.searchPeople(church, ada, '', 10)).map((person) => person.name)).toEqual([
      'Ben Okri',
      'Cy Twombly',
    ]);
  });

  it('makes one direct conversation per pair, even when both start it at once', async () => {
    const pair = directPair(church, ada, ben);
    const [first, second] = await Promise.all([
      store.create(conversation({ kind: 'direct', title: null, memberIds: [ada, ben], directPair: pair })),
      store.create(
        conversation({ kind: 'direct', title: null, createdBy: ben, memberIds: [ben, ada], directPair: pair }),
      ),
    ]);
    expect(first!.id).toBe(second!.id);
    expect([first!.created, second!.created].sort()).toEqual([false, true]);
  });

  it('hands out sequences one by one to messages sent at once, and a resent client id once', async () => {
    const { id } = await store.create(conversation());
    const clientId = randomUUID();
    const results = await Promise.all([
      store.addMessage(id, message(ada, 'one', clientId)),
      store.addMessage(id, message(ada, 'one again', clientId)),
      ...Array.from({ length: 6 }, (_, index) => store.addMessage(id, message(index % 2 ? ben : cy, `m${index}`))),
    ]);
    const sequences = results
      .filter((result) => result.created)
      .map((result) => result.message.sequence)
      .sort((a, b) => a - b);
    expect(sequences).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(results[0]!.message.id).toBe(results[1]!.message.id);
    expect(await store.messagesSince(id, 5, 10)).toHaveLength(2);
  });

  it('finds a conversation only for its members of its church', async () => {
    const { id } = await store.create(conversation());
    expect(await store.find(id, { userId: ben, churchId: church })).toBeDefined();
    expect(await store.find(id, { userId: stranger, churchId: otherChurch })).toBeUndefined();
    expect(await store.find(id, { userId: ben, churchId: otherChurch })).toBeUndefined();
  });

  it('gives someone added no unread messages from before they came', async () => {
    const { id } = await store.create(conversation({ memberIds: [ada, ben] }));
    await store.addMessage(id, message(ada, 'before you came'));
    await store.addMembers(id, [cy], new Date());
    expect((await store.find(id, { userId: cy, churchId: church }))!.unreadCount).toBe(0);
    await store.addMessage(id, message(ada, 'welcome'));
    expect((await store.find(id, { userId: cy, churchId: church }))!.unreadCount).toBe(1);
  });

  it('ends a group when its last member leaves', async () => {
    const { id } = await store.create(conversation({ memberIds: [ada] }));
    await store.removeMember(id, ada, null);
    expect(await store.memberIds(id)).toEqual([]);
    expect(await database.db('connect.conversations').where({ id })).toHaveLength(0);
  });
});
