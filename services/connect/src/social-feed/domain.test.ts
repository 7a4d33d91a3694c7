import {
  announcementAudience,
  announcementNotice,
  canAnnounce,
  canPostTo,
  canRemove,
  canRemoveComment,
  canSee,
  imageAlt,
  isPinned,
  toPost,
  type FeedPostRecord,
  type FeedReader,
} from './domain';

const church = 'church-1';
const reader = (overrides: Partial<FeedReader> = {}): FeedReader => ({
  userId: 'reader',
  churchId: church,
  name: 'Rea Der',
  role: 'member',
  communities: new Map([
    ['youth', 'member'],
    ['choir', 'leader'],
  ]),
  ...overrides,
});

const post = (overrides: Partial<FeedPostRecord> = {}): FeedPostRecord => ({
  id: 'post-1',
  churchId: church,
  communityId: null,
  communityName: null,
  authorId: 'author',
  authorName: 'Ann Author',
  body: 'Hello church',
  isAnnouncement: false,
  announcedAt: null,
  announcementExpiresAt: null,
  createdAt: new Date('2026-01-01T10:00:00Z'),
  images: [],
  reactions: { like: 2, love: 0, pray: 1 },
  myReaction: 'like',
  reportedByMe: false,
  commentCount: 3,
  ...overrides,
});

describe('who sees a post', () => {
  it("shows the church-wide feed and the reader's communities, never another church's or an unseen community's", () => {
    expect(canSee(post(), reader())).toBe(true);
    expect(canSee(post({ communityId: 'youth' }), reader())).toBe(true);
    expect(canSee(post({ communityId: 'men' }), reader())).toBe(false);
    expect(canSee(post({ churchId: 'church-2' }), reader())).toBe(false);
  });

  it("lets the church's staff see every community's posts of their church (they moderate them)", () => {
    expect(canSee(post({ communityId: 'men' }), reader({ role: 'pastor' }))).toBe(true);
    expect(canSee(post({ churchId: 'church-2', communityId: 'men' }), reader({ role: 'pastor' }))).toBe(false);
  });
});

describe('who posts, announces and removes', () => {
  it('posts to the church or to a community of their own', () => {
    expect(canPostTo(null, reader())).toBe(true);
    expect(canPostTo('youth', reader())).toBe(true);
    expect(canPostTo('men', reader())).toBe(false);
  });

  it("announces: the staff anywhere in their church, a community's leaders and admins there only", () => {
    expect(canAnnounce(null, reader())).toBe(false);
    expect(canAnnounce('choir', reader())).toBe(true);
    expect(canAnnounce('youth', reader())).toBe(false);
    expect(canAnnounce('youth', reader({ communities: new Map([['youth', 'admin']]) }))).toBe(true);
    expect(canAnnounce(null, reader({ role: 'church_admin' }))).toBe(true);
    expect(canAnnounce(null, reader({ role: 'leader' }))).toBe(false);
  });

  it('removes: the author, and those who announce where it went', () => {
    expect(canRemove(post({ authorId: 'reader' }), reader())).toBe(true);
    expect(canRemove(post(), reader())).toBe(false);
    expect(canRemove(post({ communityId: 'choir' }), reader())).toBe(true);
    expect(canRemove(post(), reader({ role: 'pastor' }))).toBe(true);
    expect(canRemoveComment({ authorId: 'reader' }, post(), reader())).toBe(true);
    expect(canRemoveComment({ authorId: 'someone' }, post(), reader())).toBe(false);
    expect(canRemoveComment({ authorId: 'someone' }, post({ communityId: 'choir' }), reader())).toBe(true);
  });
});

describe('announcements', () => {
  const now = new Date('2026-01-02T00:00:00Z');
  it('are pinned until they expire', () => {
    expect(isPinned(post({ isAnnouncement: true }), now)).toBe(true);
    expect(isPinned(post({ isAnnouncement: true, announcementExpiresAt: new Date('2026-01-03T00:00:00Z') }), now)).toBe(
      true,
    );
    expect(isPinned(post({ isAnnouncement: true, announcementExpiresAt: new Date('2026-01-01T00:00:00Z') }), now)).toBe(
      false,
    );
    expect(isPinned(post(), now)).toBe(false);
  });

  it('tell their audience but the one who announces, once each, with the first words', () => {
    expect(announcementAudience(['a', 'author', 'b', 'a'], 'author')).toEqual(['a', 'b']);
    expect(announcementNotice(post({ body: 'Service  moves\nto 11am' }))).toEqual({
      title: 'Announcement from your church',
      message: 'Ann Author: Service moves to 11am',
      actionUrl: '/social-feed',
    });
    expect(announcementNotice(post({ communityName: 'Choir', body: 'x'.repeat(300) })).message).toHaveLength(
      'Ann Author: '.length + 200,
    );
    expect(announcementNotice(post({ communityName: 'Choir' })).title).toBe('Announcement in Choir');
  });
});

describe('the post as its reader sees it', () => {
  it('describes each image by its alt text, or by its place and author', () => {
    expect(imageAlt({ id: 'i', alt: 'A sunrise', position: 0 }, 0, 2, 'Ann')).toBe('A sunrise');
    expect(imageAlt({ id: 'i', alt: '', position: 1 }, 1, 3, 'Ann')).toBe('Image 2 of 3 by Ann');
  });

  it('marks what the reader may do, and orders images by position', () => {
    const seen = toPost(
      post({
        communityId: 'choir',
        communityName: 'Choir',
        images: [
          { id: 'b', alt: '', position: 1 },
          { id: 'a', alt: 'First', position: 0 },
        ],
      }),
      reader(),
    );
    expect(seen).toMatchObject({
      community: { id: 'choir', name: 'Choir' },
      images: [
        { id: 'a', url: '/api/social-feed/images/a', alt: 'First' },
        { id: 'b', url: '/api/social-feed/images/b', alt: 'Image 2 of 2 by Ann Author' },
      ],
      isMine: false,
      canRemove: true,
      canPin: true,
      myReaction: 'like',
      reactions: { like: 2, love: 0, pray: 1 },
      commentCount: 3,
      createdAt: '2026-01-01T10:00:00.000Z',
    });
  });

  it('shows an expired announcement as an ordinary post', () => {
    const expired = post({ isAnnouncement: true, announcementExpiresAt: new Date('2020-01-01T00:00:00Z') });
    expect(toPost(expired, reader())).toMatchObject({ isAnnouncement: false, announcementExpiresAt: null });
  });
});
