import { minutesAfter, nextWeekdayAt } from './demo-schedule';

describe('nextWeekdayAt', () => {
  const wednesdayNoon = new Date('2026-11-18T12:00:00Z');

  it('finds a later day of this week', () => {
    expect(nextWeekdayAt('sunday', 10, 0, wednesdayNoon).toISOString()).toBe('2026-11-22T10:00:00.000Z');
  });

  it('takes today when the hour is still ahead, next week when it has passed', () => {
    expect(nextWeekdayAt('wednesday', 19, 30, wednesdayNoon).toISOString()).toBe('2026-11-18T19:30:00.000Z');
    expect(nextWeekdayAt('wednesday', 9, 0, wednesdayNoon).toISOString()).toBe('2026-11-25T09:00:00.000Z');
  });

  it('adds minutes for an end time', () => {
    expect(minutesAfter(new Date('2026-11-22T10:00:00Z'), 90).toISOString()).toBe('2026-11-22T11:30:00.000Z');
  });
});
