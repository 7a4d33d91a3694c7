import { randomUUID } from 'node:crypto';
import type { PersonChangedEvent } from '@koinonia/contracts';
import { migrateSchema, type Database } from '@koinonia/service-kit';
import { createTestDatabase } from '@koinonia/service-kit/testing';
import { migrations } from '../migrations';
import { createDatabasePeopleStore } from './database-store';
import { personChanges } from './person-changes';

let database: { db: Database; close(): Promise<void> };
let handle: ReturnType<typeof personChanges>;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateSchema(database.db, 'connect', migrations);
  handle = personChanges({ db: database.db });
});
afterAll(() => database.close());

const userId = randomUUID();
const changed = (changes: Partial<PersonChangedEvent>) => ({
  id: randomUUID(),
  type: 'person.changed',
  occurredAt: new Date().toISOString(),
  payload: {
    userId,
    churchId: randomUUID(),
    displayName: 'Ada Obi',
    role: 'member',
    status: 'active',
    profileImageUrl: null,
    changedAt: '2026-11-28T10:00:00.000Z',
    ...changes,
  },
});
const kept = () => createDatabasePeopleStore(database.db).find(userId);

it('keeps the newest state of a person, whatever order or how often the events come', async () => {
  const newer = changed({ displayName: 'Ada Obi-Eze', role: 'leader', changedAt: '2026-11-28T10:00:01.000Z' });
  const older = changed({ displayName: 'Ada Obi' });
  await handle(newer);
  await handle(older);
  await handle(newer);
  expect(await kept()).toMatchObject({ displayName: 'Ada Obi-Eze', role: 'leader', status: 'active' });
  await handle(changed({ displayName: 'Ada Obi-Eze', status: 'suspended', changedAt: '2026-11-28T10:00:02.000Z' }));
  expect(await kept()).toMatchObject({ status: 'suspended' });
});

it('ignores the events it does not keep, and refuses a malformed one (to be delivered again)', async () => {
  await expect(handle({ id: randomUUID(), type: 'user.welcomed', occurredAt: new Date().toISOString(), payload: {} })).resolves.toBeUndefined();
  await expect(handle({ ...changed({}), payload: { userId } })).rejects.toThrow();
});
