import { isoWeekStart, isoWeekStartBefore } from './iso-week';

describe('isoWeekStart', () => {
  it('is the Monday of the week, in UTC', () => {
    expect(isoWeekStart(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23'); // a Monday
    expect(isoWeekStart(new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-23');
    expect(isoWeekStart(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23'); // Sunday still belongs to it
    expect(isoWeekStart(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
  });

  it('crosses month and year ends', () => {
    expect(isoWeekStart(new Date('2027-01-01T09:00:00Z'))).toBe('2026-12-28');
    expect(isoWeekStart(new Date('2024-03-02T09:00:00Z'))).toBe('2024-02-26');
  });

  it('ignores the local time zone: the week turns at midnight UTC', () => {
    expect(isoWeekStart(new Date('2026-11-29T23:30:00-05:00'))).toBe('2026-11-30');
  });

  it('counts whole weeks back', () => {
    expect(isoWeekStartBefore(new Date('2026-11-25T12:00:00Z'), 1)).toBe('2026-11-16');
    expect(isoWeekStartBefore(new Date('2026-11-25T12:00:00Z'), 4)).toBe('2026-10-26');
  });
});
