import { canSeeChurchGiving, recentGivingSince } from './giving';

describe('giving rules', () => {
  it('lets church admins, pastors, platform staff and the owner see giving, and no one else', () => {
    expect(canSeeChurchGiving('pastor')).toBe(true);
    expect(canSeeChurchGiving('koinonia_support')).toBe(true);
    expect(canSeeChurchGiving('koinonia_owner')).toBe(true);
    expect(canSeeChurchGiving('group_admin')).toBe(false);
    expect(canSeeChurchGiving('member')).toBe(false);
  });

  it('counts the last 30 days back from now', () => {
    expect(recentGivingSince(new Date('2026-11-30T12:00:00Z')).toISOString()).toBe('2026-10-31T12:00:00.000Z');
  });
});
