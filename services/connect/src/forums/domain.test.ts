import {
  canModerate,
  canPostIn,
  canSeePost,
  canSeeThread,
  deleteRefusal,
  editRefusal,
  listRank,
  reactionsOf,
  replyNotice,
  replyRefusal,
  statusOfNewPost,
  toThread,
  type ForumCommunityRecord,
  type ForumReader,
  type PostRecord,
  type ThreadRecord,
} from './domain';

const church = 'church-1';
const member: ForumReader = { userId: 'member', churchId: church, role: 'member', name: 'Mary Member' };
const author: ForumReader = { userId: 'author', churchId: church, role: 'member', name: 'Andy Author' };
const staff: ForumReader = { userId: 'pastor', churchId: church, role: 'pastor', name: 'Pat Pastor' };
const stranger: ForumReader = { userId: 'stranger', churchId: 'church-2', role: 'church_admin', name: 'Sam' };

const community = (overrides: Partial<ForumCommunityRecord> = {}): ForumCommunityRecord => ({
  id: 'community-1',
  churchId: church,
  name: 'Young Adults',
  privacy: 'open',
  forumModerated: false,
  readerRole: null,
  ...overrides,
});

const thread = (overrides: Partial<ThreadRecord> = {}): ThreadRecord => ({
  id: 'thread-1',
  churchId: church,
  community: null,
  category: { id: 'category-1', name: 'General' },
  authorId: author.userId,
  authorName: author.name,
  title: 'Welcome',
  pinned: false,
  locked: false,
  status: 'published',
  replyCount: 0,
  lastActivityAt: new Date('2026-11-20T10:00:00.000Z'),
  listRank: 0,
  createdAt: new Date('2026-11-20T10:00:00.000Z'),
  ...overrides,
});

const post = (overrides: Partial<PostRecord> = {}): PostRecord => ({
  id: 'post-1',
  threadId: 'thread-1',
  churchId: church,
  authorId: member.userId,
  authorName: member.name,
  isOpening: false,
  markdown: 'Amen',
  html: '<p>Amen</p>',
  status: 'published',
  createdAt: new Date('2026-11-20T11:00:00.000Z'),
  editedAt: null,
  deletedAt: null,
  reactions: [],
  reportedByMe: false,
  ...overrides,
});

describe('who sees a thread', () => {
  it("shows a church-wide thread to the whole church, and nobody else's church", () => {
    expect(canSeeThread(thread(), member)).toBe(true);
    expect(canSeeThread(thread(), stranger)).toBe(false);
  });

  it("keeps a hidden community's threads to its members and the church's staff", () => {
    const hidden = thread({ community: community({ privacy: 'hidden' }) });
    expect(canSeeThread(hidden, member)).toBe(false);
    expect(canSeeThread(hidden, staff)).toBe(true);
    expect(canSeeThread(thread({ community: community({ privacy: 'hidden', readerRole: 'member' }) }), member)).toBe(
      true,
    );
    expect(canSeeThread(thread({ community: community({ privacy: 'by_request' }) }), member)).toBe(true);
  });

  it('shows a thread waiting for approval to its author and moderators only', () => {
    const pending = thread({ status: 'pending', community: community({ forumModerated: true }) });
    expect(canSeeThread(pending, member)).toBe(false);
    expect(canSeeThread(pending, author)).toBe(true);
    expect(canSeeThread(pending, staff)).toBe(true);
    expect(canSeeThread({ ...pending, community: community({ readerRole: 'leader' }) }, member)).toBe(true);
  });

  it('shows a hidden reply to its author and moderators only', () => {
    const hidden = post({ status: 'hidden', authorId: 'someone-else' });
    expect(canSeePost(hidden, thread(), member)).toBe(false);
    expect(canSeePost(hidden, thread(), staff)).toBe(true);
    expect(canSeePost({ ...hidden, authorId: member.userId }, thread(), member)).toBe(true);
  });
});

describe('who moderates', () => {
  it("is the church's staff everywhere, and a community's leaders and admins in its threads", () => {
    expect(canModerate(thread(), staff)).toBe(true);
    expect(canModerate(thread(), member)).toBe(false);
    expect(canModerate(thread({ community: community({ readerRole: 'leader' }) }), member)).toBe(true);
    expect(canModerate(thread({ community: community({ readerRole: 'admin' }) }), member)).toBe(true);
    expect(canModerate(thread({ community: community({ readerRole: 'member' }) }), member)).toBe(false);
    expect(canModerate(thread({ churchId: 'church-2' }), staff)).toBe(false);
  });
});

describe('posting', () => {
  it("lets anyone of the church post church-wide, and a community's members in it", () => {
    expect(canPostIn(null, member)).toBe(true);
    expect(canPostIn(community(), member)).toBe(false);
    expect(canPostIn(community({ readerRole: 'member' }), member)).toBe(true);
    expect(canPostIn(community(), staff)).toBe(true);
  });

  it('makes a post wait for approval in a moderated community, unless its author moderates there', () => {
    expect(statusOfNewPost(null, member)).toBe('published');
    expect(statusOfNewPost(community({ readerRole: 'member' }), member)).toBe('published');
    expect(statusOfNewPost(community({ forumModerated: true, readerRole: 'member' }), member)).toBe('pending');
    expect(statusOfNewPost(community({ forumModerated: true, readerRole: 'leader' }), member)).toBe('published');
    expect(statusOfNewPost(community({ forumModerated: true }), staff)).toBe('published');
  });

  it('refuses replies to a locked thread, and to a community thread from outside it', () => {
    expect(replyRefusal(thread({ locked: true }), member)).toBe('locked');
    expect(replyRefusal(thread({ community: community() }), member)).toBe('not_member');
    expect(replyRefusal(thread(), member)).toBeNull();
  });
});

describe('the order of the list', () => {
  it('puts every pinned thread above every other, then the latest activity', () => {
    const old = new Date('2020-01-01T00:00:00.000Z');
    const recent = new Date('2026-11-20T10:00:00.000Z');
    expect(listRank(true, old)).toBeGreaterThan(listRank(false, recent));
    expect(listRank(false, recent)).toBeGreaterThan(listRank(false, old));
    expect(String(listRank(true, new Date('2100-01-01T00:00:00.000Z')))).toMatch(/^\d{1,15}$/);
  });
});

describe('what the reader is shown', () => {
  it('lists every reaction of the set, with counts and the reader’s own', () => {
    expect(reactionsOf([{ reaction: 'pray', count: 2, mine: true }])).toEqual([
      { reaction: 'thumbs_up', count: 0, mine: false },
      { reaction: 'heart', count: 0, mine: false },
      { reaction: 'pray', count: 2, mine: true },
    ]);
  });

  it('says whether the reader may moderate and reply', () => {
    const opening = post({ isOpening: true, authorId: author.userId });
    expect(toThread(thread(), opening, member)).toMatchObject({ canModerate: false, canReply: true, isMine: false });
    expect(toThread(thread({ locked: true }), opening, staff)).toMatchObject({ canModerate: true, canReply: false });
  });
});

describe('the notice of a reply', () => {
  it("tells the thread's author of someone else's published reply, leading to it", () => {
    expect(replyNotice(thread(), post())).toEqual({
      userId: author.userId,
      type: 'forum_reply',
      title: 'Mary Member replied to “Welcome”',
      message: 'Amen',
      actionUrl: '/forums/thread-1#post-post-1',
    });
  });

  it('tells nobody of their own reply, nor of one waiting for approval', () => {
    expect(replyNotice(thread(), post({ authorId: author.userId }))).toBeNull();
    expect(replyNotice(thread(), post({ status: 'pending' }))).toBeNull();
  });
});

describe('who changes a post after the fact', () => {
  it('lets only its author edit it, not once deleted, nor on a locked thread unless they moderate it', () => {
    expect(editRefusal(post(), thread(), member)).toBeNull();
    expect(editRefusal(post(), thread(), staff)).toBe('not_author');
    expect(editRefusal(post({ deletedAt: new Date() }), thread(), member)).toBe('deleted');
    expect(editRefusal(post(), thread({ locked: true }), member)).toBe('locked');
    expect(editRefusal(post({ authorId: staff.userId }), thread({ locked: true }), staff)).toBeNull();
  });

  it('lets its author take back a reply even on a locked thread, but a locked thread stays unless they moderate it', () => {
    expect(deleteRefusal(post(), thread({ locked: true }), member)).toBeNull();
    expect(deleteRefusal(post(), thread(), author)).toBe('not_author');
    const opening = post({ isOpening: true, authorId: author.userId });
    expect(deleteRefusal(opening, thread({ locked: true }), author)).toBe('locked');
    expect(deleteRefusal(opening, thread(), author)).toBeNull();
  });

  it('tells the reader when a post was edited and deleted', () => {
    const edited = new Date('2026-11-21T09:00:00.000Z');
    const shown = toThread(thread(), post({ isOpening: true, editedAt: edited }), member).opening;
    expect(shown).toMatchObject({ editedAt: '2026-11-21T09:00:00.000Z', deletedAt: null });
  });
});
