import { useLanguage } from '@koinonia/shell-contract';

/** "Sunday 7 June, 10:00 – 11:30 BST": in the event's time zone, in the reader's language. */
export function When({ startsAt, endsAt, timeZone }: { startsAt: string; endsAt: string; timeZone: string }) {
  const { code } = useLanguage();
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const day = new Intl.DateTimeFormat(code, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const time = new Intl.DateTimeFormat(code, { timeZone, hour: 'numeric', minute: '2-digit' });
  const zone = new Intl.DateTimeFormat(code, { timeZone, timeZoneName: 'short' })
    .formatToParts(start)
    .find((part) => part.type === 'timeZoneName')?.value;
  const sameDay = day.format(start) === day.format(end);
  return (
    <time dateTime={startsAt}>
      {day.format(start)}, {time.format(start)} –{' '}
      {sameDay ? time.format(end) : `${day.format(end)}, ${time.format(end)}`}
      {zone ? ` ${zone}` : ''}
    </time>
  );
}
