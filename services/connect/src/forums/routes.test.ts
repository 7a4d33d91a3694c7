import { randomUUID } from 'node:crypto';
import { connectEventTypes, FORUM_WRITES_PER_WINDOW, forumsEndpoints } from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { connectService } from '../app';

const church = randomUUID();
const person = (role: 'member' | 'pastor' | 'leader', displayName: string, churchId: string | null = church) => ({
  userId: randomUUID(),
  role,
  churchId,
  displayName,
});
const member = person('member', 'Mary Member');
const neighbour = person('member', 'Ned Neighbour');
const pastor = person('pastor', 'Pat Pastor');
const communityLeader = person('member', 'Lee Leader');
const stranger = { ...person('pastor', 'Sam Stranger'), churchId: randomUUID() };
const withoutChurch = person('member', 'Nora Newcomer', null);

const threads = forumsEndpoints.list.path;
const threadPath = (id: string) => `/api/forums/threads/${id}`;
const postPath = (id: string) => `/api/forums/posts/${id}`;

let service: TestService;
let general: string;
let openCommunity: string;
let hiddenCommunity: string;

type Caller = typeof member;

async function newThread(as: Caller, overrides: Record<string, unknown> = {}) {
  const response = await service.request('POST', threads, {
    as,
    body: { title: 'A thread', body: 'Hello **church**', categoryId: general, ...overrides },
  });
  expect(response.status).toBe(201);
  return response.body;
}

async function reply(as: Caller, threadId: string, body = 'A reply') {
  return service.request('POST', `${threadPath(threadId)}/posts`, { as, body: { body } });
}

async function community(name: string, privacy: 'open' | 'hidden', members: Array<[Caller, string]>) {
  const id = randomUUID();
  await service.db('connect.communities').insert({ id, church_id: church, name, type: 'group', privacy });
  for (const [who, role] of members) {
    await service.db('connect.community_members').insert({ community_id: id, user_id: who.userId, role });
  }
  return id;
}

beforeAll(async () => {
  service = await startTestService(connectService, { seed: false });
  const category = await service.request('POST', '/api/forums/categories', { as: pastor, body: { name: 'General' } });
  expect(category.status).toBe(201);
  general = category.body.id;
  openCommunity = await community('Young Adults', 'open', [
    [member, 'member'],
    [communityLeader, 'leader'],
  ]);
  hiddenCommunity = await community('Care Team', 'hidden', [[communityLeader, 'admin']]);
});
afterAll(() => service.close());

describe('categories', () => {
  it("lists the church's categories by name to its members, and to nobody else", async () => {
    await service.request('POST', '/api/forums/categories', { as: pastor, body: { name: 'Bible Study' } });
    const listed = await service.request('GET', '/api/forums/categories', { as: member });
    expect(listed.body.items.map((item: { name: string }) => item.name)).toEqual(['Bible Study', 'General']);
    expect((await service.request('GET', '/api/forums/categories', { as: stranger })).body.items).toEqual([]);
  });

  it('lets only the staff add one, once per name whatever its case', async () => {
    expect(
      (await service.request('POST', '/api/forums/categories', { as: member, body: { name: 'Mine' } })).status,
    ).toBe(403);
    const again = await service.request('POST', '/api/forums/categories', { as: pastor, body: { name: 'general' } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('forum_category_name_taken');
  });
});

describe('threads', () => {
  it('starts a thread with its Markdown rendered to sanitized HTML', async () => {
    const thread = await newThread(member, { body: 'Hello **church** <script>alert(1)</script>' });
    expect(thread).toMatchObject({
      title: 'A thread',
      isMine: true,
      status: 'published',
      pinned: false,
      locked: false,
    });
    // The tags go; what was between them stays as plain text.
    expect(thread.opening.html).toBe('<p>Hello <strong>church</strong> alert(1)</p>');
    expect(thread.opening.markdown).toContain('<script>');
    expect(thread.opening.reactions).toHaveLength(3);
  });

  it('answers clear 400s for a short title, a long body and a category of another church', async () => {
    const short = await service.request('POST', threads, {
      as: member,
      body: { title: 'Hi', body: 'x', categoryId: general },
    });
    expect(short.status).toBe(400);
    expect(short.body.issues[0]).toMatchObject({ path: 'title', code: 'too_short' });
    const long = await service.request('POST', threads, {
      as: member,
      body: { title: 'Long one', body: 'x'.repeat(10_001), categoryId: general },
    });
    expect(long.body.issues[0]).toMatchObject({ path: 'body', code: 'too_long' });
    const elsewhere = await service.request('POST', threads, {
      as: member,
      body: { title: 'Elsewhere', body: 'x', categoryId: randomUUID() },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.code).toBe('forum_category_not_found');
  });

  it('lists pinned threads first, then the latest activity, and pages without gaps', async () => {
    const older = await newThread(member, { title: 'Older thread' });
    const newer = await newThread(member, { title: 'Newer thread' });
    await reply(neighbour, older.id);
    const pinned = await newThread(member, { title: 'Pinned thread' });
    await service.request('PUT', `${threadPath(pinned.id)}/pinned`, { as: pastor, body: { pinned: true } });
    await newThread(member, { title: 'Latest thread' });
    const all = (await service.request('GET', `${threads}?limit=50`, { as: neighbour })).body.items;
    const titles = all.map((item: { title: string }) => item.title);
    expect(titles[0]).toBe('Pinned thread');
    expect(titles.indexOf('Older thread')).toBeLessThan(titles.indexOf('Newer thread'));
    expect(all.find((item: { id: string }) => item.id === older.id).replyCount).toBe(1);
    expect(newer.id).toBeTruthy();
    const first = await service.request('GET', `${threads}?limit=2`, { as: neighbour });
    const second = await service.request('GET', `${threads}?limit=2&cursor=${first.body.nextCursor}`, {
      as: neighbour,
    });
    expect([...first.body.items, ...second.body.items]).toEqual(all.slice(0, 4));
  });

  it('filters by category, community and title words', async () => {
    const study = (await service.request('GET', '/api/forums/categories', { as: member })).body.items[0].id;
    await newThread(member, { title: 'Romans reading', categoryId: study });
    await newThread(member, { title: 'Young adults night', communityId: openCommunity });
    const byCategory = await service.request('GET', `${threads}?categoryId=${study}`, { as: member });
    expect(byCategory.body.items.map((item: { title: string }) => item.title)).toEqual(['Romans reading']);
    const byCommunity = await service.request('GET', `${threads}?communityId=${openCommunity}`, { as: member });
    expect(byCommunity.body.items.map((item: { title: string }) => item.title)).toEqual(['Young adults night']);
    const byWords = await service.request('GET', `${threads}?q=ROMANS`, { as: member });
    expect(byWords.body.items.map((item: { title: string }) => item.title)).toEqual(['Romans reading']);
  });

  it('is a 404 to another church and nothing to a member without a church', async () => {
    const thread = await newThread(member);
    const elsewhere = await service.request('GET', threadPath(thread.id), { as: stranger });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.code).toBe('forum_thread_not_found');
    expect((await service.request('GET', threads, { as: stranger })).body.items).toEqual([]);
    expect((await service.request('GET', threads, { as: withoutChurch })).body).toEqual({
      items: [],
      nextCursor: null,
    });
    expect(
      (
        await service.request('POST', threads, {
          as: withoutChurch,
          body: { title: 'Mine', body: 'x', categoryId: general },
        })
      ).status,
    ).toBe(403);
  });

  it("keeps a hidden community's threads from the rest of the church", async () => {
    const hidden = await newThread(communityLeader, { title: 'Care notes', communityId: hiddenCommunity });
    expect((await service.request('GET', threadPath(hidden.id), { as: member })).status).toBe(404);
    expect((await service.request('GET', threadPath(hidden.id), { as: pastor })).status).toBe(200);
    const listed = await service.request('GET', `${threads}?q=Care`, { as: member });
    expect(listed.body.items).toEqual([]);
    const posting = await service.request('POST', threads, {
      as: member,
      body: { title: 'Sneaking in', body: 'x', categoryId: general, communityId: hiddenCommunity },
    });
    expect(posting.status).toBe(404);
  });

  it("lets only a community's members start a thread in it", async () => {
    const response = await service.request('POST', threads, {
      as: neighbour,
      body: { title: 'Not mine', body: 'x', categoryId: general, communityId: openCommunity },
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('forum_not_community_member');
  });
});

describe('a flood of posts', () => {
  it('is refused with a 429 past the limit of new threads and replies', async () => {
    const flooder = person('member', 'Fran Flood');
    const statuses: number[] = [];
    for (let index = 0; index <= FORUM_WRITES_PER_WINDOW; index += 1) {
      const response = await service.request('POST', threads, {
        as: flooder,
        body: { title: `Flood ${index}`, body: 'x', categoryId: general },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, FORUM_WRITES_PER_WINDOW).every((status) => status === 201)).toBe(true);
    expect(statuses[FORUM_WRITES_PER_WINDOW]).toBe(429);
  });

  it('counts edits too, apart from posts', async () => {
    const editor = person('member', 'Eddie Edits');
    const started = await service.request('POST', threads, {
      as: editor,
      body: { title: 'Edited again and again', body: 'v0', categoryId: general },
    });
    const openingId = started.body.opening.id as string;
    const statuses: number[] = [];
    for (let index = 1; index <= FORUM_WRITES_PER_WINDOW; index += 1) {
      statuses.push((await service.request('PUT', postPath(openingId), { as: editor, body: { body: `v${index}` } })).status);
    }
    statuses.push((await service.request('PUT', postPath(openingId), { as: editor, body: { body: 'one more' } })).status);
    expect(statuses.slice(0, FORUM_WRITES_PER_WINDOW).every((status) => status === 200)).toBe(true);
    expect(statuses[FORUM_WRITES_PER_WINDOW]).toBe(429);
    // Replying is still open to them.
    expect((await reply(editor, started.body.id, 'Still here')).status).toBe(201);
  });
});

describe('replies', () => {
  it('lists replies oldest first with a Load more cursor, and tells the thread’s author', async () => {
    const thread = await newThread(member, { title: 'Tell me' });
    for (const text of ['one', 'two', 'three']) expect((await reply(neighbour, thread.id, text)).status).toBe(201);
    const first = await service.request('GET', `${threadPath(thread.id)}/posts?limit=2`, { as: member });
    const second = await service.request(
      'GET',
      `${threadPath(thread.id)}/posts?limit=2&cursor=${first.body.nextCursor}`,
      {
        as: member,
      },
    );
    expect([...first.body.items, ...second.body.items].map((post: { markdown: string }) => post.markdown)).toEqual([
      'one',
      'two',
      'three',
    ]);
    const notices = await service.db('connect.notifications').where({ user_id: member.userId, type: 'forum_reply' });
    const aboutThread = notices.filter((notice: { action_url: string }) =>
      notice.action_url.startsWith(`/forums/${thread.id}#`),
    );
    expect(aboutThread).toHaveLength(3);
    expect(aboutThread[0]).toMatchObject({ title: 'Ned Neighbour replied to “Tell me”' });
  });

  it('refuses replies to a locked thread with a 409, and only moderators lock', async () => {
    const thread = await newThread(member);
    expect(
      (await service.request('PUT', `${threadPath(thread.id)}/locked`, { as: member, body: { locked: true } })).status,
    ).toBe(403);
    const locked = await service.request('PUT', `${threadPath(thread.id)}/locked`, {
      as: pastor,
      body: { locked: true },
    });
    expect(locked.body).toMatchObject({ locked: true, canReply: false, canModerate: true });
    const refused = await reply(neighbour, thread.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'This thread is locked: it takes no new replies',
      code: 'forum_thread_locked',
    });
    await service.request('PUT', `${threadPath(thread.id)}/locked`, { as: pastor, body: { locked: false } });
    expect((await reply(neighbour, thread.id)).status).toBe(201);
  });
});

describe('reactions', () => {
  it('toggles one reaction per person, counting them', async () => {
    const thread = await newThread(member);
    const path = `${postPath(thread.opening.id)}/reactions`;
    await service.request('PUT', path, { as: neighbour, body: { reaction: 'pray', reacted: true } });
    await service.request('PUT', path, { as: neighbour, body: { reaction: 'pray', reacted: true } });
    const mine = await service.request('PUT', path, { as: member, body: { reaction: 'pray', reacted: true } });
    expect(mine.body.reactions).toContainEqual({ reaction: 'pray', count: 2, mine: true });
    const undone = await service.request('PUT', path, { as: member, body: { reaction: 'pray', reacted: false } });
    expect(undone.body.reactions).toContainEqual({ reaction: 'pray', count: 1, mine: false });
    expect(
      (await service.request('PUT', path, { as: member, body: { reaction: 'angry', reacted: true } })).status,
    ).toBe(400);
    expect(
      (await service.request('PUT', path, { as: stranger, body: { reaction: 'pray', reacted: true } })).status,
    ).toBe(404);
  });
});

describe('reports', () => {
  it("takes one report per person, never of one's own post, into the moderators' Reported list and the outbox", async () => {
    const thread = await newThread(member, { title: 'Reported thread' });
    const path = `${postPath(thread.opening.id)}/reports`;
    const own = await service.request('POST', path, { as: member, body: { reason: 'spam' } });
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('forum_own_post');
    expect(
      (await service.request('POST', path, { as: neighbour, body: { reason: 'spam', details: 'Ads' } })).status,
    ).toBe(201);
    const again = await service.request('POST', path, { as: neighbour, body: { reason: 'other' } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('forum_already_reported');

    const reported = await service.request('GET', '/api/forums/moderation/reported', { as: pastor });
    expect(reported.body.items[0]).toMatchObject({
      reportCount: 1,
      reasons: ['spam'],
      thread: { title: 'Reported thread' },
    });
    expect((await service.request('GET', '/api/forums/moderation/reported', { as: neighbour })).body.items).toEqual([]);

    const events = await service.db('connect.outbox_events').where({ type: connectEventTypes.forumPostReported });
    expect(events.map((event: { payload: { postId: string } }) => event.payload.postId)).toContain(thread.opening.id);

    expect((await service.request('DELETE', path, { as: neighbour })).status).toBe(403);
    expect((await service.request('DELETE', path, { as: pastor })).status).toBe(204);
    expect((await service.request('GET', '/api/forums/moderation/reported', { as: pastor })).body.items).toEqual([]);
  });

  it('hides a post from everyone but its author and the moderators', async () => {
    const thread = await newThread(member);
    const replied = (await reply(neighbour, thread.id, 'Rude words')).body;
    const hidden = await service.request('PUT', `${postPath(replied.id)}/status`, {
      as: pastor,
      body: { status: 'hidden' },
    });
    expect(hidden.body.status).toBe('hidden');
    const asMember = await service.request('GET', `${threadPath(thread.id)}/posts`, { as: member });
    expect(asMember.body.items).toEqual([]);
    const asAuthor = await service.request('GET', `${threadPath(thread.id)}/posts`, { as: neighbour });
    expect(asAuthor.body.items.map((post: { status: string }) => post.status)).toEqual(['hidden']);
    expect(
      (await service.request('PUT', `${postPath(replied.id)}/status`, { as: member, body: { status: 'published' } }))
        .status,
    ).toBe(404);
  });
});

describe('moderated communities', () => {
  it("makes members' posts wait for approval, seen only by their author and the moderators, until approved", async () => {
    const toggled = await service.request('PUT', `/api/forums/communities/${openCommunity}/moderation`, {
      as: communityLeader,
      body: { moderated: true },
    });
    expect(toggled.body).toEqual({ id: openCommunity, name: 'Young Adults', moderated: true });
    expect(
      (
        await service.request('PUT', `/api/forums/communities/${openCommunity}/moderation`, {
          as: member,
          body: { moderated: false },
        })
      ).status,
    ).toBe(403);

    const waiting = await newThread(member, { title: 'Waiting thread', communityId: openCommunity });
    expect(waiting.status).toBe('pending');
    expect((await service.request('GET', threadPath(waiting.id), { as: neighbour })).status).toBe(404);
    const listed = await service.request('GET', `${threads}?q=Waiting`, { as: member });
    expect(listed.body.items.map((item: { status: string }) => item.status)).toEqual(['pending']);

    const pending = await service.request('GET', '/api/forums/moderation/pending', { as: communityLeader });
    expect(pending.body.items.map((item: { thread: { title: string } }) => item.thread.title)).toContain(
      'Waiting thread',
    );
    expect((await service.request('GET', '/api/forums/moderation/pending', { as: neighbour })).body.items).toEqual([]);

    await service.request('PUT', `${postPath(waiting.opening.id)}/status`, {
      as: communityLeader,
      body: { status: 'published' },
    });
    expect((await service.request('GET', threadPath(waiting.id), { as: neighbour })).body.status).toBe('published');

    const communities = await service.request('GET', '/api/forums/moderation/communities', { as: communityLeader });
    expect(communities.body.items).toEqual([
      { id: hiddenCommunity, name: 'Care Team', moderated: false },
      { id: openCommunity, name: 'Young Adults', moderated: true },
    ]);
    await service.request('PUT', `/api/forums/communities/${openCommunity}/moderation`, {
      as: pastor,
      body: { moderated: false },
    });
  });
});

describe('renaming and deleting categories', () => {
  it("lets the staff rename one, refusing another category's name and other people", async () => {
    const added = (await service.request('POST', '/api/forums/categories', { as: pastor, body: { name: 'Youth' } }))
      .body;
    const path = `/api/forums/categories/${added.id}`;
    const renamed = await service.request('PUT', path, { as: pastor, body: { name: 'Youth Group' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ id: added.id, name: 'Youth Group' });
    const taken = await service.request('PUT', path, { as: pastor, body: { name: 'GENERAL' } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      message: 'Your church has a category of that name already',
      code: 'forum_category_name_taken',
    });
    const short = await service.request('PUT', path, { as: pastor, body: { name: 'Y' } });
    expect(short.status).toBe(400);
    expect(short.body.issues[0]).toMatchObject({ path: 'name', code: 'too_short' });
    expect((await service.request('PUT', path, { as: member, body: { name: 'Mine' } })).status).toBe(403);
    const elsewhere = await service.request('PUT', path, { as: stranger, body: { name: 'Theirs' } });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.code).toBe('forum_category_not_found');
  });

  it('deletes an empty category, and keeps one that still has threads with a 409', async () => {
    const empty = (await service.request('POST', '/api/forums/categories', { as: pastor, body: { name: 'Empty' } }))
      .body;
    expect((await service.request('DELETE', `/api/forums/categories/${empty.id}`, { as: member })).status).toBe(403);
    expect((await service.request('DELETE', `/api/forums/categories/${empty.id}`, { as: pastor })).status).toBe(204);
    const names = (await service.request('GET', '/api/forums/categories', { as: member })).body.items.map(
      (item: { name: string }) => item.name,
    );
    expect(names).not.toContain('Empty');
    expect((await service.request('DELETE', `/api/forums/categories/${empty.id}`, { as: pastor })).status).toBe(404);

    const used = await service.request('DELETE', `/api/forums/categories/${general}`, { as: pastor });
    expect(used.status).toBe(409);
    expect(used.body).toEqual({
      message: 'This category still has threads: it can be deleted once it has none',
      code: 'forum_category_has_threads',
    });
  });
});

describe('editing and deleting posts', () => {
  it('lets the author edit a reply, rendered and sanitized again, shown as edited; nobody else', async () => {
    const thread = await newThread(member);
    const replied = (await reply(neighbour, thread.id, 'First words')).body;
    expect(replied.editedAt).toBeNull();
    const edited = await service.request('PUT', postPath(replied.id), {
      as: neighbour,
      body: { body: 'Better **words** <img src=x onerror=alert(1)>' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      markdown: 'Better **words** <img src=x onerror=alert(1)>',
      status: 'published',
    });
    expect(edited.body.html).toBe('<p>Better <strong>words</strong> </p>');
    expect(edited.body.editedAt).toEqual(expect.any(String));
    const listed = await service.request('GET', `${threadPath(thread.id)}/posts`, { as: member });
    expect(listed.body.items[0]).toMatchObject({
      html: '<p>Better <strong>words</strong> </p>',
      editedAt: edited.body.editedAt,
    });

    const other = await service.request('PUT', postPath(replied.id), { as: pastor, body: { body: 'Not mine' } });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('forum_not_post_author');
    const empty = await service.request('PUT', postPath(replied.id), { as: neighbour, body: { body: '  ' } });
    expect(empty.status).toBe(400);
    const titled = await service.request('PUT', postPath(replied.id), {
      as: neighbour,
      body: { body: 'x', title: 'A title' },
    });
    expect(titled.status).toBe(400);
    expect(titled.body.issues[0]).toMatchObject({ path: 'title' });
    expect((await service.request('PUT', postPath(replied.id), { as: stranger, body: { body: 'x' } })).status).toBe(
      404,
    );
  });

  it("edits an opening post's text and its thread's title", async () => {
    const thread = await newThread(member, { title: 'Old title' });
    const edited = await service.request('PUT', postPath(thread.opening.id), {
      as: member,
      body: { title: 'New title', body: 'New _text_' },
    });
    expect(edited.status).toBe(200);
    const read = (await service.request('GET', threadPath(thread.id), { as: neighbour })).body;
    expect(read.title).toBe('New title');
    expect(read.opening).toMatchObject({ html: '<p>New <em>text</em></p>', editedAt: expect.any(String) });
  });

  it('refuses edits on a locked thread with a 409, but for a moderator’s own post', async () => {
    const thread = await newThread(member);
    const mine = (await reply(neighbour, thread.id, 'Before the lock')).body;
    const pastors = (await reply(pastor, thread.id, 'From the pastor')).body;
    await service.request('PUT', `${threadPath(thread.id)}/locked`, { as: pastor, body: { locked: true } });
    const refused = await service.request('PUT', postPath(mine.id), { as: neighbour, body: { body: 'After' } });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'This thread is locked: its posts can no longer be changed',
      code: 'forum_post_locked',
    });
    expect((await service.request('PUT', postPath(pastors.id), { as: pastor, body: { body: 'Fixed' } })).status).toBe(
      200,
    );
    const lockedThread = await service.request('DELETE', postPath(thread.opening.id), { as: member });
    expect(lockedThread.status).toBe(409);
    // A reply is its author's to take back, locked or not.
    expect((await service.request('DELETE', postPath(mine.id), { as: neighbour })).status).toBe(204);
  });

  it('keeps a post waiting for approval waiting when its author edits it', async () => {
    const moderatedCommunity = await community('Quiet Room', 'open', [
      [member, 'member'],
      [communityLeader, 'leader'],
    ]);
    await service.db('connect.communities').where({ id: moderatedCommunity }).update({ forum_moderated: true });
    const waiting = await newThread(member, { communityId: moderatedCommunity });
    expect(waiting.status).toBe('pending');
    const edited = await service.request('PUT', postPath(waiting.opening.id), { as: member, body: { body: 'Edited' } });
    expect(edited.body).toMatchObject({ status: 'pending', html: '<p>Edited</p>' });
  });

  it('deletes a reply in place: its text gone from the database, its reactions with it, then refuses reactions and reports', async () => {
    const thread = await newThread(member);
    const first = (await reply(neighbour, thread.id, 'Secret words')).body;
    const second = (await reply(member, thread.id, 'After it')).body;
    await service.request('PUT', `${postPath(first.id)}/reactions`, {
      as: member,
      body: { reaction: 'heart', reacted: true },
    });
    expect((await service.request('DELETE', postPath(first.id), { as: member })).status).toBe(403);
    expect((await service.request('DELETE', postPath(first.id), { as: neighbour })).status).toBe(204);
    expect((await service.request('DELETE', postPath(first.id), { as: neighbour })).status).toBe(204);

    const listed = (await service.request('GET', `${threadPath(thread.id)}/posts`, { as: member })).body.items;
    expect(listed.map((post: { id: string }) => post.id)).toEqual([first.id, second.id]);
    expect(listed[0]).toMatchObject({ markdown: '', html: '', deletedAt: expect.any(String) });
    expect(listed[0].reactions.every((count: { count: number }) => count.count === 0)).toBe(true);
    const row = await service.db('connect.forum_posts').where({ id: first.id }).first();
    expect(row).toMatchObject({ markdown: '', html: '' });
    const notices = await service.db('connect.notifications').where({ user_id: member.userId, type: 'forum_reply' });
    expect(notices.some((notice: { message: string }) => notice.message.includes('Secret words'))).toBe(false);
    expect((await service.request('GET', threadPath(thread.id), { as: member })).body.replyCount).toBe(1);

    const reacted = await service.request('PUT', `${postPath(first.id)}/reactions`, {
      as: member,
      body: { reaction: 'pray', reacted: true },
    });
    expect(reacted.status).toBe(409);
    expect(reacted.body).toEqual({ message: 'This post was deleted', code: 'forum_post_deleted' });
    const reported = await service.request('POST', `${postPath(first.id)}/reports`, {
      as: member,
      body: { reason: 'spam' },
    });
    expect(reported.status).toBe(409);
    expect(reported.body.code).toBe('forum_post_deleted');
    const edited = await service.request('PUT', postPath(first.id), { as: neighbour, body: { body: 'Back' } });
    expect(edited.status).toBe(409);
  });

  it('deletes the whole thread with its opening post', async () => {
    // Someone new: the member has started many threads in this file, past the limit of writes.
    const author = person('member', 'Andy Author');
    const thread = await newThread(author, { title: 'Going away' });
    await reply(neighbour, thread.id, 'A reply');
    expect((await service.request('DELETE', postPath(thread.opening.id), { as: neighbour })).status).toBe(403);
    expect((await service.request('DELETE', postPath(thread.opening.id), { as: author })).status).toBe(204);
    expect((await service.request('GET', threadPath(thread.id), { as: member })).status).toBe(404);
    expect((await service.request('GET', `${threads}?q=Going`, { as: member })).body.items).toEqual([]);
    expect(await service.db('connect.forum_posts').where({ thread_id: thread.id })).toEqual([]);
  });
});
