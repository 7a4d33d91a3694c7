import type { ChurchEvent } from '@koinonia/contracts';

const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
/** RFC 5545 text: backslash, semicolon and comma escaped, new lines as \n. */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** One occurrence as an .ics file (RFC 5545), for "Add to calendar". */
export function occurrenceIcs(event: ChurchEvent, origin: string): string {
  const where = [
    ...event.locations.map((place) => [place.name, place.address].filter(Boolean).join(', ')),
    event.onlineUrl ?? '',
  ]
    .filter(Boolean)
    .join(' / ');
  const url = `${origin}/events/${event.id}?occurrence=${encodeURIComponent(event.occurrence)}`;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Koinonia//Events//EN',
    'BEGIN:VEVENT',
    `UID:${event.id}-${Date.parse(event.occurrence)}@koinonia`,
    `DTSTAMP:${stamp(new Date().toISOString())}`,
    `DTSTART:${stamp(event.startsAt)}`,
    `DTEND:${stamp(event.endsAt)}`,
    `SUMMARY:${text(event.title)}`,
    `DESCRIPTION:${text(event.description)}`,
    `LOCATION:${text(where)}`,
    `URL:${url}`,
    event.cancelled ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export const icsHref = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
