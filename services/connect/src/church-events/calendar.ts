import { wallTime, type EventRecord } from './domain';

/** One VEVENT of a feed: a whole (possibly repeating) event, or one occurrence of it. */
export interface FeedEntry {
  event: EventRecord;
  /** The occurrence, for a member's own feed (their answer is per occurrence); none: the whole series. */
  occurrence?: Date;
}

const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const wallStamp = (date: Date, timeZone: string) => utcStamp(wallTime(date, timeZone)).replace(/Z$/, '');

/** RFC 5545 §3.3.11 text: backslash, semicolon, comma escaped; new lines as \n. */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF and a space), never inside a UTF-8 character. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
    limit = 74; // continuation lines begin with a space
  }
  return parts.join('\r\n ');
}

/**
 * A calendar of events as text/calendar (RFC 5545): a repeating event keeps its RRULE with a DTSTART in its own
 * time zone (TZID), a cancelled one says STATUS:CANCELLED so subscribed calendars drop it.
 */
export function calendarText(name: string, entries: readonly FeedEntry[], origin: string, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Koinonia//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(name)}`,
  ];
  for (const { event, occurrence } of entries) {
    const duration = event.endsAt.getTime() - event.startsAt.getTime();
    const start = occurrence ?? event.startsAt;
    const end = new Date(start.getTime() + duration);
    const where = [
      ...event.locations.map((place) => [place.name, place.address].filter(Boolean).join(', ')),
      event.onlineUrl ?? '',
    ]
      .filter(Boolean)
      .join(' / ');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.id}${occurrence ? `-${occurrence.getTime()}` : ''}@koinonia`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;TZID=${event.timeZone}:${wallStamp(start, event.timeZone)}`,
      `DTEND;TZID=${event.timeZone}:${wallStamp(end, event.timeZone)}`,
    );
    if (event.recurrence && !occurrence) lines.push(`RRULE:${event.recurrence.replace(/^RRULE:/, '')}`);
    lines.push(
      `SUMMARY:${text(event.title)}`,
      ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
      ...(where ? [`LOCATION:${text(where)}`] : []),
      ...(origin
        ? [
            `URL:${origin}/events/${event.id}${occurrence ? `?occurrence=${encodeURIComponent(occurrence.toISOString())}` : ''}`,
          ]
        : []),
      `STATUS:${event.cancelledAt ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
