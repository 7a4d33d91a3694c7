import { recentGivingSince } from './giving';

describe('giving rules', () => {
  it('counts the last 30 days back from now', () => {
    expect(recentGivingSince(new Date('2026-11-30T12:00:00Z')).toISOString()).toBe('2026-10-31T12:00:00.000Z');
  });
});
