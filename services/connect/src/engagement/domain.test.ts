import { ENGAGEMENT_POINTS } from '@koinonia/contracts';
import type { DomainEvent } from '@koinonia/service-kit';
import { awardOf, boardOf, periodStart, type RankedMember } from './domain';

const occurredAt = '2026-11-20T08:00:00.000Z';
const event = (type: string, payload: Record<string, unknown>): DomainEvent => ({
  id: 'e1',
  type,
  occurredAt,
  payload,
});
const member = { userId: 'u1', churchId: 'c1' };

describe('awardOf (what earns points)', () => {
  it('names each award by its source, so the same activity earns once, at the moment it happened', () => {
    expect(awardOf(event('reading.day_read', { ...member, planId: 'john-in-21-days', day: 3 }))).toEqual({
      sourceKey: 'reading:u1:john-in-21-days:3',
      userId: 'u1',
      churchId: 'c1',
      kind: 'reading_day',
      points: ENGAGEMENT_POINTS.reading_day,
      earnedAt: new Date(occurredAt),
    });
    expect(awardOf(event('journal.entry_saved', { ...member, entryId: 'j1' }))).toMatchObject({
      sourceKey: 'journal:j1',
      kind: 'journal_entry',
      points: 10,
    });
    expect(awardOf(event('prayer.shared', { ...member, prayerId: 'p1' }))).toMatchObject({
      sourceKey: 'prayer:p1',
      points: 5,
    });
    const prayed = { prayerId: 'p1', recipientId: 'u2', prayerTitle: 'Rain', intercessorName: 'Ann' };
    expect(awardOf(event('prayer.prayed', { ...prayed, intercessorId: 'u1', churchId: 'c1' }))).toMatchObject({
      sourceKey: 'prayed:u1:p1',
      userId: 'u1',
      kind: 'prayed',
      points: 2,
    });
  });

  it('earns nothing for other events, nor for a prayer event written before the board (no intercessor)', () => {
    expect(awardOf(event('prayer.commented', { prayerId: 'p1' }))).toBeNull();
    expect(
      awardOf(
        event('prayer.prayed', { prayerId: 'p1', recipientId: 'u2', prayerTitle: 'Rain', intercessorName: 'Ann' }),
      ),
    ).toBeNull();
  });

  it('refuses a malformed event (it stays pending, to be looked at)', () => {
    expect(() => awardOf(event('reading.day_read', { userId: 'u1' }))).toThrow();
  });
});

describe('periodStart', () => {
  const now = new Date('2026-11-28T12:00:00.000Z');
  it('reaches back 7 days for a week, 30 for a month, and to the beginning for all time', () => {
    expect(periodStart('week', now)).toEqual(new Date('2026-11-21T12:00:00.000Z'));
    expect(periodStart('month', now)).toEqual(new Date('2026-10-29T12:00:00.000Z'));
    expect(periodStart('all', now)).toBeNull();
  });
});

describe('boardOf', () => {
  const ranked = (userId: string, points: number, rank: number): RankedMember => ({
    userId,
    displayName: userId,
    profileImageUrl: null,
    points,
    rank,
  });
  const top = [ranked('a', 30, 1), ranked('me', 20, 2), ranked('b', 20, 2), ranked('c', 5, 4)];

  it("marks the reader's own row and gives their standing, ties sharing a rank", () => {
    const board = boardOf('week', { userId: 'me' }, { top, own: top[1] }, { points: 20, optedOut: false });
    expect(board.entries.map((entry) => [entry.rank, entry.userId, entry.isMe])).toEqual([
      [1, 'a', false],
      [2, 'me', true],
      [2, 'b', false],
      [4, 'c', false],
    ]);
    expect(board.me).toEqual({ rank: 2, points: 20, optedOut: false });
  });

  it('gives the standing of a reader below the top, and no rank to one without points or hidden', () => {
    const own = ranked('me', 1, 60);
    expect(boardOf('all', { userId: 'me' }, { top, own }, { points: 1, optedOut: false }).me.rank).toBe(60);
    expect(boardOf('all', { userId: 'me' }, { top, own: undefined }, { points: 0, optedOut: false }).me).toEqual({
      rank: null,
      points: 0,
      optedOut: false,
    });
    const hidden = boardOf('all', { userId: 'me' }, { top, own: top[1] }, { points: 20, optedOut: true });
    expect(hidden.me).toEqual({ rank: null, points: 20, optedOut: true });
    expect(hidden.entries.some((entry) => entry.isMe)).toBe(false);
  });
});
