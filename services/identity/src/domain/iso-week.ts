const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Monday that starts the ISO week of `moment`, in UTC, as YYYY-MM-DD: the week a weekly check-in
 * belongs to. Everyone's week turns at the same instant, whatever their time zone.
 */
export function isoWeekStart(moment: Date): string {
  // getUTCDay: Sunday 0 … Saturday 6; ISO weeks start on Monday.
  const daysSinceMonday = (moment.getUTCDay() + 6) % 7;
  const monday = new Date(
    Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()) - daysSinceMonday * DAY_MS,
  );
  return monday.toISOString().slice(0, 10);
}

/** The Monday `weeks` weeks before the week of `moment`. */
export function isoWeekStartBefore(moment: Date, weeks: number): string {
  return isoWeekStart(new Date(moment.getTime() - weeks * 7 * DAY_MS));
}
