import { canSee, isAuthor, newPrayerRecord, toPrayer, type PrayerRecord, type WallReader } from './domain';

const church = 'church-1';
const author: WallReader = { userId: 'author', churchId: church };
const neighbour: WallReader = { userId: 'neighbour', churchId: church };
const stranger: WallReader = { userId: 'stranger', churchId: 'church-2' };

const record = (overrides: Partial<PrayerRecord> = {}): PrayerRecord => ({
  id: 'prayer-1',
  churchId: church,
  authorId: author.userId,
  authorName: 'Ada Author',
  title: 'A request',
  body: 'Please pray.',
  visibility: 'public',
  prayerCount: 3,
  prayedByReader: false,
  answeredAt: null,
  createdAt: new Date('2026-11-20T10:00:00.000Z'),
  ...overrides,
});

describe('who sees a request', () => {
  it('shows public and anonymous requests to the church and nothing to another church', () => {
    for (const visibility of ['public', 'anonymous'] as const) {
      expect(canSee(record({ visibility }), neighbour)).toBe(true);
      expect(canSee(record({ visibility }), stranger)).toBe(false);
    }
  });

  it('shows a private request to its author alone', () => {
    expect(canSee(record({ visibility: 'private' }), author)).toBe(true);
    expect(canSee(record({ visibility: 'private' }), neighbour)).toBe(false);
  });
});

describe('a request as the reader sees it', () => {
  it('hides an anonymous author from everyone but the author', () => {
    expect(toPrayer(record({ visibility: 'anonymous' }), neighbour).authorName).toBeNull();
    expect(toPrayer(record({ visibility: 'anonymous' }), author)).toMatchObject({ authorName: 'Ada Author', isMine: true });
  });

  it('says whether it is answered and whether the reader prayed', () => {
    const seen = toPrayer(record({ answeredAt: new Date(), prayedByReader: true }), neighbour);
    expect(seen).toMatchObject({ answered: true, prayedByMe: true, isMine: false, prayerCount: 3, createdAt: '2026-11-20T10:00:00.000Z' });
  });
});

describe('a new request', () => {
  it('belongs to its author and their church, under their name', () => {
    const made = newPrayerRecord({ title: 'T', body: 'B', visibility: 'private' }, { ...author, name: 'Ada Author' });
    expect(made).toEqual({ churchId: church, authorId: 'author', authorName: 'Ada Author', title: 'T', body: 'B', visibility: 'private' });
    expect(isAuthor(record(), author)).toBe(true);
    expect(isAuthor(record(), neighbour)).toBe(false);
  });
});
