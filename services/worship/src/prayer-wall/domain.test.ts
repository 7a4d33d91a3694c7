import {
  canSee,
  commentedEvent,
  newPrayerRecord,
  prayedEvent,
  sharedEvent,
  toComment,
  toPrayer,
  type CommentRecord,
  type PrayerRecord,
  type WallReader,
} from './domain';

const church = 'church-1';
const author: WallReader = { userId: 'author', churchId: church, name: 'Ada Author' };
const neighbour: WallReader = { userId: 'neighbour', churchId: church, name: 'Nel Neighbour' };
const stranger: WallReader = { userId: 'stranger', churchId: 'church-2', name: 'Sam Stranger' };

const record = (overrides: Partial<PrayerRecord> = {}): PrayerRecord => ({
  id: 'prayer-1',
  churchId: church,
  authorId: author.userId,
  authorName: 'Ada Author',
  title: 'A request',
  body: 'Please pray.',
  category: 'health',
  visibility: 'public',
  prayerCount: 3,
  commentCount: 0,
  answeredAt: null,
  testimony: null,
  createdAt: new Date('2026-11-20T10:00:00.000Z'),
  editedAt: null,
  circles: [{ id: 'circle-1', name: 'Close friends' }],
  prayedByReader: false,
  sharedWithReader: false,
  reportedByReader: false,
  ...overrides,
});

const comment = (overrides: Partial<CommentRecord> = {}): CommentRecord => ({
  id: 'comment-1',
  prayerId: 'prayer-1',
  authorId: author.userId,
  authorName: 'Ada Author',
  body: 'Thank you all.',
  createdAt: new Date('2026-11-21T10:00:00.000Z'),
  ...overrides,
});

describe('who sees a request', () => {
  it('shows public and anonymous requests to the church and nothing to another church', () => {
    for (const visibility of ['public', 'anonymous'] as const) {
      expect(canSee(record({ visibility }), neighbour)).toBe(true);
      expect(canSee(record({ visibility }), stranger)).toBe(false);
    }
  });

  it('shows a private request to its author and the members of its circles alone', () => {
    expect(canSee(record({ visibility: 'private' }), author)).toBe(true);
    expect(canSee(record({ visibility: 'private' }), neighbour)).toBe(false);
    expect(canSee(record({ visibility: 'private', sharedWithReader: true }), neighbour)).toBe(true);
    expect(canSee(record({ visibility: 'private', sharedWithReader: true }), stranger)).toBe(false);
  });

  it('shares only a private request with circles', () => {
    const fields = { title: 't', body: 'b', category: 'other' as const, circleIds: ['circle-1'] };
    expect(newPrayerRecord({ ...fields, visibility: 'private' }, author).circleIds).toEqual(['circle-1']);
    expect(newPrayerRecord({ ...fields, visibility: 'public' }, author).circleIds).toEqual([]);
  });
});

describe('a request as the reader sees it', () => {
  it('hides an anonymous author from everyone but the author', () => {
    expect(toPrayer(record({ visibility: 'anonymous' }), neighbour).authorName).toBeNull();
    expect(toPrayer(record({ visibility: 'anonymous' }), author)).toMatchObject({
      authorName: 'Ada Author',
      isMine: true,
    });
  });

  it('names the circles of a private request to its author only', () => {
    expect(toPrayer(record({ visibility: 'private' }), author).circles).toEqual([
      { id: 'circle-1', name: 'Close friends' },
    ]);
    expect(toPrayer(record({ visibility: 'private', sharedWithReader: true }), neighbour).circles).toEqual([]);
  });

  it('says whether it is answered, with its testimony, and whether the reader prayed', () => {
    const seen = toPrayer(
      record({ answeredAt: new Date('2026-11-22T10:00:00.000Z'), testimony: 'Healed', prayedByReader: true }),
      neighbour,
    );
    expect(seen).toMatchObject({
      answered: true,
      answeredAt: '2026-11-22T10:00:00.000Z',
      testimony: 'Healed',
      prayedByMe: true,
      isMine: false,
      authorName: 'Ada Author',
    });
  });
});

describe('comments', () => {
  it("keeps an anonymous requester's own comments unnamed to others, but marked as the requester's", () => {
    const prayer = record({ visibility: 'anonymous' });
    expect(toComment(comment(), prayer, neighbour, false)).toMatchObject({
      authorName: null,
      byRequester: true,
      canRemove: false,
    });
    expect(toComment(comment(), prayer, author, false)).toMatchObject({
      authorName: 'Ada Author',
      isMine: true,
      canRemove: true,
    });
  });

  it("lets the writer, the request's author and moderators remove a comment", () => {
    const byNeighbour = comment({ authorId: neighbour.userId, authorName: 'Nel Neighbour' });
    expect(toComment(byNeighbour, record(), neighbour, false).canRemove).toBe(true);
    expect(toComment(byNeighbour, record(), author, false).canRemove).toBe(true);
    expect(toComment(byNeighbour, record(), stranger, true).canRemove).toBe(true);
    expect(toComment(byNeighbour, record(), stranger, false).canRemove).toBe(false);
  });
});

describe('what a shared request tells (the Engagement Board)', () => {
  it('names its author and church, and nothing of an anonymous request, whose points would name who asked', () => {
    expect(sharedEvent(record({ visibility: 'public' }))).toEqual({
      prayerId: 'prayer-1',
      userId: 'author',
      churchId: church,
    });
    expect(sharedEvent(record({ visibility: 'private' }))).not.toBeNull();
    expect(sharedEvent(record({ visibility: 'anonymous' }))).toBeNull();
  });
});

describe('what the author is told', () => {
  it('tells the author who prayed or commented, never of their own doing', () => {
    expect(prayedEvent(record(), neighbour)).toEqual({
      prayerId: 'prayer-1',
      recipientId: 'author',
      prayerTitle: 'A request',
      intercessorName: 'Nel Neighbour',
      intercessorId: 'neighbour',
      churchId: church,
    });
    expect(prayedEvent(record(), author)).toBeNull();
    expect(commentedEvent(record(), { id: 'c', body: 'x'.repeat(300) }, neighbour)?.excerpt).toHaveLength(120);
    expect(commentedEvent(record(), { id: 'c', body: 'Thanks' }, author)).toBeNull();
  });
});
