/** Wall-clock times in an event's time zone: what the form shows and what it sends. */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

function wallMs(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** "2026-06-07T10:00" (a datetime-local value) as the clock in `timeZone` shows `iso`. */
export function localInputValue(iso: string, timeZone: string): string {
  return new Date(wallMs(new Date(iso), timeZone)).toISOString().slice(0, 16);
}

/** The instant at which the clock in `timeZone` shows the datetime-local value, as ISO; null when empty. */
export function instantOf(value: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const wall = Date.parse(`${value.slice(0, 16)}:00Z`);
  const first = wallMs(new Date(wall), timeZone) - wall;
  const guess = wall - first;
  const offset = wallMs(new Date(guess), timeZone) - guess;
  return new Date(wall - offset).toISOString();
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Time zones to choose from: the browser's, the event's, and every zone the browser knows. */
export function timeZones(...wanted: string[]): string[] {
  const known =
    (Intl as unknown as { supportedValuesOf?(key: string): string[] }).supportedValuesOf?.('timeZone') ?? [];
  return [...new Set([...wanted, 'UTC', ...known])];
}
