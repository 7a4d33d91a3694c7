/** Days of the week as Date.getUTCDay() numbers them. */
export const weekdays = { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 } as const;
export type Weekday = keyof typeof weekdays;

/**
 * The next time (strictly after `now`) that falls on `weekday` at hour:minute UTC. Demo seeds place
 * events and serving slots with it so that the demo calendar always shows the coming week.
 */
export function nextWeekdayAt(weekday: Weekday, hour: number, minute = 0, now = new Date()): Date {
  const candidate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute));
  const daysAhead = (weekdays[weekday] - candidate.getUTCDay() + 7) % 7;
  candidate.setUTCDate(candidate.getUTCDate() + daysAhead);
  if (candidate <= now) candidate.setUTCDate(candidate.getUTCDate() + 7);
  return candidate;
}

export function minutesAfter(start: Date, minutes: number): Date {
  return new Date(start.getTime() + minutes * 60_000);
}
