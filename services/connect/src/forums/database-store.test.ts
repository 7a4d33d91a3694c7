import { randomUUID } from 'node:crypto';
import { migrateSchema, type Database } from '@koinonia/service-kit';
import { createTestDatabase } from '@koinonia/service-kit/testing';
import { migrations } from '../migrations';
import { createDatabaseForumsStore } from './database-store';
import type { ForumReader } from './domain';
import type { ForumsStore, NewPost } from './store';

let database: { db: Database; close(): Promise<void> };
let store: ForumsStore;
const recorded: Array<{ type: string; payload: Record<string, unknown> }> = [];
const church = randomUUID();
const reader: ForumReader = { userId: randomUUID(), churchId: church, role: 'member', name: 'Mary Member' };
const staff: ForumReader = { userId: randomUUID(), churchId: church, role: 'church_admin', name: 'Carl Admin' };
let categoryId: string;

const post = (overrides: Partial<NewPost> = {}): NewPost => ({
  authorId: reader.userId,
  authorName: reader.name,
  markdown: 'Hello',
  html: '<p>Hello</p>',
  status: 'published',
  ...overrides,
});

const startThread = (title: string, opening: Partial<NewPost> = {}) =>
  store.createThread({ churchId: church, communityId: null, categoryId, title }, post(opening), reader);

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateSchema(database.db, 'connect', migrations);
  store = createDatabaseForumsStore(database.db, {
    outbox: {
      async record(_db, events) {
        recorded.push(...(Array.isArray(events) ? events : [events]));
      },
    },
  });
  categoryId = (await store.createCategory(church, 'General'))!.id;
});
afterAll(() => database.close());

describe('the forums store (PostgreSQL)', () => {
  it('keeps one category name per church whatever its case', async () => {
    expect(await store.createCategory(church, 'GENERAL')).toBeNull();
    expect(await store.createCategory(randomUUID(), 'General')).toMatchObject({ name: 'General' });
  });

  it('lists pinned threads first, then by latest activity, and a reply moves its thread up', async () => {
    const first = await startThread('First');
    const second = await startThread('Second');
    const third = await startThread('Third');
    await store.setPinned(first, true);
    await store.addReply(second, post({ markdown: 'Bump' }), reader);
    const ids = (await store.listThreads(reader, { after: null, limit: 3 })).map((thread) => thread.id);
    expect(ids).toEqual([first, second, third]);
    await store.setPinned(first, false);
    expect((await store.listThreads(reader, { after: null, limit: 1 }))[0]!.id).toBe(second);
  });

  it('refuses a reply once the thread is locked', async () => {
    const thread = await startThread('Locked');
    await store.setLocked(thread, true);
    expect(await store.addReply(thread, post(), reader)).toBe('locked');
  });

  it('counts reactions once per person and reaction', async () => {
    const thread = await startThread('Reacted');
    const opening = await store.openingOf(thread, reader);
    await store.react(opening.id, 'heart', true, reader);
    await store.react(opening.id, 'heart', true, reader);
    const made = await store.react(opening.id, 'heart', true, staff);
    expect(made).toEqual([{ reaction: 'heart', count: 2, mine: true }]);
  });

  it('records a report once with its event, and dismissing takes it off the Reported list', async () => {
    const threadId = await startThread('Reported');
    const thread = (await store.findThread(threadId, staff))!;
    const opening = await store.openingOf(threadId, staff);
    const report = { postId: opening.id, reporterId: staff.userId, reason: 'spam' as const, details: '' };
    expect(await store.addReport(report, thread, reader.userId)).toBe('added');
    expect(await store.addReport(report, thread, reader.userId)).toBe('already');
    expect(recorded.filter((event) => event.payload.postId === opening.id)).toEqual([
      expect.objectContaining({
        type: 'forum.post_reported',
        payload: expect.objectContaining({ churchId: church, reason: 'spam' }),
      }),
    ]);
    const reported = await store.listReported(staff, { after: null, limit: 10 });
    expect(reported.map((item) => [item.post.id, item.reportCount, item.reasons])).toEqual([[opening.id, 1, ['spam']]]);
    expect(await store.listReported(reader, { after: null, limit: 10 })).toEqual([]);
    await store.dismissReports(opening.id);
    expect(await store.listReported(staff, { after: null, limit: 10 })).toEqual([]);
    // Dismissed, the report still counts as made.
    expect(await store.addReport(report, thread, reader.userId)).toBe('already');
  });

  it('lists posts waiting for approval to the staff, and an approved opening post publishes its thread', async () => {
    const threadId = await startThread('Waiting', { status: 'pending' });
    const pending = await store.listPending(staff, { after: null, limit: 10 });
    const opening = pending.find((item) => item.thread.id === threadId)!;
    expect(opening.post.status).toBe('pending');
    await store.setPostStatus(opening.post.id, 'published');
    expect((await store.findThread(threadId, reader))!.status).toBe('published');
  });
});
