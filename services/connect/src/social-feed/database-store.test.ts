import { randomUUID } from 'node:crypto';
import { migrateSchema, type Database } from '@koinonia/service-kit';
import { createTestDatabase } from '@koinonia/service-kit/testing';
import { migrations } from '../migrations';
import { createDatabaseSocialFeedStore } from './database-store';
import type { FeedReader } from './domain';
import type { NewFeedPost, SocialFeedStore } from './store';

let database: { db: Database; close(): Promise<void> };
let store: SocialFeedStore;
const church = randomUUID();
const author = randomUUID();
const youth = randomUUID();
const hidden = randomUUID();

// A member of Youth in the database: the feed reads a reader's communities from the memberships.
const youthMember = randomUUID();

const reader = (
  communities: Array<[string, string]> = [[youth, 'member']],
  userId = communities.length > 0 ? youthMember : randomUUID(),
): FeedReader => ({
  userId,
  churchId: church,
  name: 'Rea Der',
  role: 'member',
  communities: new Map(communities),
});

const newPost = (overrides: Partial<NewFeedPost> = {}): NewFeedPost => ({
  churchId: church,
  communityId: null,
  authorId: author,
  authorName: 'Ann Author',
  body: 'Hello',
  images: [],
  announcement: null,
  ...overrides,
});

async function image(uploaderId = author, churchId = church) {
  const id = randomUUID();
  await store.addImage({
    id,
    churchId,
    uploaderId,
    postId: null,
    contentType: 'image/png',
    byteSize: 3,
    storageKey: `social-feed/${churchId}/${id}`,
  });
  return id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateSchema(database.db, 'connect', migrations);
  store = createDatabaseSocialFeedStore(database.db);
  await database.db('connect.communities').insert([
    { id: youth, church_id: church, name: 'Youth', type: 'group', privacy: 'open' },
    { id: hidden, church_id: church, name: 'Hidden', type: 'group', privacy: 'hidden' },
  ]);
  await database.db('connect.community_members').insert({ community_id: youth, user_id: youthMember, role: 'member' });
});
afterAll(() => database.close());

describe('the social feed store (PostgreSQL)', () => {
  it("lists the church-wide posts and the reader's communities' newest first, paging without gaps", async () => {
    const ids: string[] = [];
    for (const communityId of [null, youth, hidden, null, youth])
      ids.push((await store.add(newPost({ communityId, body: `to ${communityId}` }))) as string);
    await store.add(newPost({ churchId: randomUUID() }));
    const visible = [ids[4], ids[3], ids[1], ids[0]];

    const all = await store.list(reader(), { after: null, limit: 10 });
    expect(all.map((post) => post.id)).toEqual(visible);
    expect(all.find((post) => post.communityId === youth)?.communityName).toBe('Youth');

    const first = await store.list(reader(), { after: null, limit: 2 });
    const last = first[1]!;
    const second = await store.list(reader(), {
      after: { sortKey: last.createdAt.toISOString(), id: last.id },
      limit: 2,
    });
    expect([...first, ...second].map((post) => post.id)).toEqual(visible);

    const onlyYouth = await store.list(reader(), { after: null, limit: 10, communityId: youth });
    expect(onlyYouth.map((post) => post.id)).toEqual([ids[4], ids[1]]);
    // Without communities: the church-wide posts only.
    expect((await store.list(reader([]), { after: null, limit: 10 })).map((post) => post.id)).toEqual([ids[3], ids[0]]);
  });

  it('counts reactions and comments, with the reader’s own reaction and report', async () => {
    const postId = (await store.add(newPost())) as string;
    const me = reader();
    await store.react(postId, me.userId, 'like');
    await store.react(postId, randomUUID(), 'pray');
    await store.react(postId, me.userId, 'love');
    await store.addComment({ postId, authorId: me.userId, authorName: 'Rea', body: 'Amen' });
    const receipt = await store.addReport(
      { postId, churchId: church, reporterId: me.userId, reason: 'spam', details: '' },
      async () => undefined,
    );
    expect(receipt).toEqual({ id: expect.any(String), createdAt: expect.any(Date) });
    expect(
      await store.addReport(
        { postId, churchId: church, reporterId: me.userId, reason: 'other', details: '' },
        async () => undefined,
      ),
    ).toBeNull();

    expect(await store.find(postId, me)).toMatchObject({
      reactions: { like: 0, love: 1, pray: 1 },
      myReaction: 'love',
      commentCount: 1,
      reportedByMe: true,
    });
    await store.react(postId, me.userId, null);
    expect(await store.find(postId, me)).toMatchObject({ reactions: { like: 0, love: 0, pray: 1 }, myReaction: null });
  });

  it('rolls the report back when what runs alongside fails (the event and the report go together)', async () => {
    const postId = (await store.add(newPost())) as string;
    const reporterId = randomUUID();
    await expect(
      store.addReport({ postId, churchId: church, reporterId, reason: 'spam', details: '' }, async () => {
        throw new Error('outbox down');
      }),
    ).rejects.toThrow('outbox down');
    expect(
      await store.addReport(
        { postId, churchId: church, reporterId, reason: 'spam', details: '' },
        async () => undefined,
      ),
    ).not.toBeNull();
  });

  it("moves only the author's unposted images into a post, in order, or writes nothing", async () => {
    const [first, second] = [await image(), await image()];
    const postId = (await store.add(
      newPost({
        images: [
          { id: second, alt: 'Second' },
          { id: first, alt: '' },
        ],
      }),
    )) as string;
    expect((await store.find(postId, reader()))?.images).toEqual([
      { id: second, alt: 'Second', position: 0 },
      { id: first, alt: '', position: 1 },
    ]);
    expect(await store.findImage(first)).toMatchObject({
      postId,
      uploaderId: author,
      contentType: 'image/png',
      communityId: null,
    });

    const someoneElses = await image(randomUUID());
    const before = await database.db('connect.feed_posts').count<Array<{ count: string }>>('* as count');
    expect(
      await store.add(
        newPost({
          images: [
            { id: await image(), alt: '' },
            { id: someoneElses, alt: '' },
          ],
        }),
      ),
    ).toBe('images-unavailable');
    expect(await store.add(newPost({ images: [{ id: first, alt: '' }] }))).toBe('images-unavailable');
    expect(await database.db('connect.feed_posts').count<Array<{ count: string }>>('* as count')).toEqual(before);

    expect(await store.remove(postId)).toEqual(
      expect.arrayContaining([`social-feed/${church}/${first}`, `social-feed/${church}/${second}`]),
    );
    expect(await store.findImage(first)).toBeUndefined();
  });

  it('lists the announcements in force, newest first', async () => {
    const otherChurchReader = { ...reader(), churchId: randomUUID() };
    const now = new Date();
    const pinned = (await store.add(newPost({ announcement: { expiresAt: null } }))) as string;
    const expired = (await store.add(newPost())) as string;
    await store.setAnnouncement(expired, { announcedAt: now, expiresAt: new Date(now.getTime() - 1000) });
    const later = (await store.add(newPost({ communityId: youth }))) as string;
    await store.setAnnouncement(later, {
      announcedAt: new Date(now.getTime() + 1000),
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    const inHidden = (await store.add(newPost({ communityId: hidden, announcement: { expiresAt: null } }))) as string;

    const ids = (await store.announcements(reader(), { now, limit: 5 })).map((post) => post.id);
    expect(ids.slice(0, 2)).toEqual([later, pinned]);
    expect(ids).not.toContain(expired);
    expect(ids).not.toContain(inHidden);
    expect(await store.announcements(otherChurchReader, { now, limit: 5 })).toEqual([]);
    await store.setAnnouncement(later, null);
    expect((await store.announcements(reader(), { now, limit: 5 })).map((post) => post.id)).not.toContain(later);
  });

  it('pages comments oldest first, and tells a community’s members or the church’s people as an audience', async () => {
    const postId = (await store.add(newPost({ communityId: youth }))) as string;
    const comments = [];
    for (const body of ['one', 'two', 'three'])
      comments.push(await store.addComment({ postId, authorId: author, authorName: 'Ann', body }));
    const first = await store.listComments(postId, { after: null, limit: 2 });
    const second = await store.listComments(postId, {
      after: { sortKey: first[1]!.createdAt.toISOString(), id: first[1]!.id },
      limit: 2,
    });
    expect([...first, ...second].map((comment) => comment.body)).toEqual(['one', 'two', 'three']);
    await store.removeComment(comments[0]!.id);
    expect(await store.findComment(comments[0]!.id)).toBeUndefined();

    const member = randomUUID();
    await database.db('connect.community_members').insert({ community_id: youth, user_id: member, role: 'leader' });
    expect((await store.audienceOf({ churchId: church, communityId: youth })).sort()).toEqual([member, youthMember].sort());
    expect(await store.communitiesOf(member, church)).toEqual(new Map([[youth, 'leader']]));
    expect(await store.communitiesOf(member, randomUUID())).toEqual(new Map());
    const person = randomUUID();
    await database
      .db('connect.people')
      .insert({ user_id: person, church_id: church, display_name: 'Pat', changed_at: new Date() });
    expect(await store.audienceOf({ churchId: church, communityId: null })).toEqual([person]);
  });
});
