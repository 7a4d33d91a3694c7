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

describe('changing forums after the fact (PostgreSQL)', () => {
  it('renames a category, refusing a name the church has, and deletes only one without threads', async () => {
    const added = (await store.createCategory(church, 'Music'))!;
    expect(await store.renameCategory(added.id, church, 'Worship Music')).toEqual({
      id: added.id,
      name: 'Worship Music',
    });
    expect(await store.renameCategory(added.id, church, 'general')).toBe('taken');
    expect(await store.renameCategory(added.id, randomUUID(), 'Elsewhere')).toBeUndefined();
    expect(await store.deleteCategory(categoryId, church)).toBe('has_threads');
    expect(await store.deleteCategory(added.id, randomUUID())).toBe('not_found');
    expect(await store.deleteCategory(added.id, church)).toBe('deleted');
    expect(await store.findCategory(added.id, church)).toBeUndefined();
  });

  it('edits a post keeping its status, and refuses on a locked thread unless allowed', async () => {
    const threadId = await startThread('To edit', { status: 'pending' });
    const opening = await store.openingOf(threadId, reader);
    expect(await store.editPost(opening.id, { markdown: 'New', html: '<p>New</p>', title: 'Edited' }, false)).toBe(
      'edited',
    );
    const after = await store.openingOf(threadId, reader);
    expect(after).toMatchObject({ markdown: 'New', status: 'pending', editedAt: expect.any(Date) });
    expect((await store.findThread(threadId, reader))!.title).toBe('Edited');
    await store.setLocked(threadId, true);
    expect(await store.editPost(opening.id, { markdown: 'x', html: '<p>x</p>' }, false)).toBe('locked');
    expect(await store.editPost(opening.id, { markdown: 'x', html: '<p>x</p>' }, true)).toBe('edited');
  });

  it('empties a deleted reply in place and leaves it out of the reply count and moderation', async () => {
    const threadId = await startThread('With a deleted reply');
    const reply = (await store.addReply(threadId, post({ markdown: 'Gone', authorId: staff.userId }), reader)) as {
      id: string;
    };
    await store.react(reply.id, 'heart', true, reader);
    await store.deleteReply(reply.id);
    const [listed] = await store.listReplies(threadId, reader, false, { after: null, limit: 10 });
    expect(listed).toMatchObject({ id: reply.id, markdown: '', html: '', deletedAt: expect.any(Date), reactions: [] });
    expect((await store.findThread(threadId, reader))!.replyCount).toBe(0);
  });
});
