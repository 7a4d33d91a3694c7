import * as rruleModule from 'rrule';
import {
  EVENT_CHURCH_STAFF_ROLES,
  hasAnyRole,
  type ChurchEvent,
  type EventInput,
  type EventListFilter,
  type EventLocation,
  type EventQuestion,
  type EventRsvpChoice,
  type EventRsvpStatus,
  type KeysetPosition,
  type Role,
} from '@koinonia/contracts';

// rrule ships a UMD bundle: Node's ESM sees its exports on the default export, CommonJS (tests) on the module.
const { RRule } = (
  'RRule' in rruleModule ? rruleModule : (rruleModule as unknown as { default: typeof rruleModule }).default
) as typeof rruleModule;

/** Who reads or changes events: a member of a church. */
export interface EventReader {
  userId: string;
  churchId: string;
  role: Role;
}

export interface EventRecord {
  id: string;
  churchId: string;
  communityId: string | null;
  communityName: string | null;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  onlineUrl: string | null;
  capacity: number | null;
  recurrence: string | null;
  questions: EventQuestion[];
  locations: EventLocation[];
  cancelledAt: Date | null;
  createdBy: string;
}

export interface RsvpRecord {
  id: string;
  eventId: string;
  occurrence: Date;
  userId: string;
  status: EventRsvpStatus;
  answers: Record<string, string>;
  reminderOffsets: number[];
  /** 1 for the first in line, while waitlisted. */
  waitlistPosition: number | null;
  checkInCode: string;
  checkedInAt: Date | null;
}

export interface OccurrenceCounts {
  going: number;
  waitlisted: number;
}

/** One occurrence of an event: the event itself unless it repeats. */
export interface Occurrence {
  event: EventRecord;
  /** The occurrence's start (what an RSVP names). */
  start: Date;
  end: Date;
}

/** Church staff organise any of the church's events (SPEC §6 church admins and pastors). */
export const isChurchStaff = (reader: EventReader) => hasAnyRole(reader.role, EVENT_CHURCH_STAFF_ROLES);

/**
 * Who may create an event: church staff for the whole church or any of its communities; a community's
 * leaders and admins for that community only.
 */
export function mayOrganise(
  reader: EventReader,
  communityId: string | null,
  communityRole: string | undefined,
): boolean {
  if (isChurchStaff(reader)) return true;
  return communityId !== null && (communityRole === 'leader' || communityRole === 'admin');
}

/** Who keeps the check-in list: whoever manages the event, and the leaders and admins of its community. */
export const mayTakeAttendance = (event: EventRecord, reader: EventReader, communityRole: string | undefined) =>
  mayManage(event, reader) || (event.communityId !== null && (communityRole === 'leader' || communityRole === 'admin'));

/** Who may edit and cancel it: its creator, or church staff. */
export const mayManage = (event: EventRecord, reader: EventReader) =>
  event.createdBy === reader.userId || isChurchStaff(reader);

// ——— Time zones and repeat rules ———

const wallFormatters = new Map<string, Intl.DateTimeFormat>();
function wallFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The clock on the wall in `timeZone` at `instant`, written as if it were UTC ("floating" time). */
export function wallTime(instant: Date, timeZone: string): Date {
  const parts = Object.fromEntries(
    wallFormatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return new Date(
    Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  );
}

/** The instant at which the wall clock in `timeZone` shows `wall` (the inverse of wallTime). */
export function instantOfWall(wall: Date, timeZone: string): Date {
  const firstOffset = wallTime(wall, timeZone).getTime() - wall.getTime();
  const guess = new Date(wall.getTime() - firstOffset);
  const offset = wallTime(guess, timeZone).getTime() - guess.getTime();
  return new Date(wall.getTime() - offset);
}

const ruleText = (recurrence: string) => recurrence.replace(/^RRULE:/, '');

/** Whether a repeat rule is one this app expands (RFC 5545 RRULE, without its own start). */
export function isValidRecurrence(recurrence: string): boolean {
  try {
    const options = RRule.parseString(ruleText(recurrence));
    if (options.freq === undefined || options.dtstart || options.tzid) return false;
    if (options.count !== undefined && options.count !== null && (options.count < 1 || options.count > 1000))
      return false;
    if (options.interval !== undefined && (options.interval < 1 || options.interval > 366)) return false;
    new RRule(options).all((_, index) => index < 1);
    return true;
  } catch {
    return false;
  }
}

/**
 * The occurrences of an event that have not ended by `from` and start before `to`, at most `max`, soonest
 * first. A repeat rule runs on the wall clock of the event's time zone, so "every Sunday at 10:00" stays at
 * 10:00 across a change to or from summer time.
 */
export function occurrences(event: EventRecord, from: Date, to: Date, max: number): Occurrence[] {
  const duration = event.endsAt.getTime() - event.startsAt.getTime();
  if (!event.recurrence) {
    return event.endsAt >= from && event.startsAt < to ? [{ event, start: event.startsAt, end: event.endsAt }] : [];
  }
  const rule = new RRule({
    ...RRule.parseString(ruleText(event.recurrence)),
    dtstart: wallTime(event.startsAt, event.timeZone),
  });
  const after = wallTime(new Date(from.getTime() - duration), event.timeZone);
  const before = wallTime(to, event.timeZone);
  const found: Occurrence[] = [];
  rule.between(after, before, true, (wall) => {
    const start = instantOfWall(wall, event.timeZone);
    const end = new Date(start.getTime() + duration);
    if (end >= from && start < to) found.push({ event, start, end });
    return found.length < max;
  });
  return found;
}

/** The occurrence that starts at `start`, if the event has one (a past one too). */
export function occurrenceAt(event: EventRecord, start: Date): Occurrence | undefined {
  const duration = event.endsAt.getTime() - event.startsAt.getTime();
  return occurrences(event, new Date(start.getTime() + duration - 1), new Date(start.getTime() + 1), 5).find(
    (candidate) => candidate.start.getTime() === start.getTime(),
  );
}

/** The occurrence a reader opening the event sees: the next one not yet over, or the last one. */
export function currentOccurrence(event: EventRecord, now: Date): Occurrence {
  const [next] = occurrences(event, now, new Date(now.getTime() + 5 * 366 * 86_400_000), 1);
  return next ?? { event, start: event.startsAt, end: event.endsAt };
}

// ——— The list: one-off events and repeating ones merged in start order ———

/** The list's order is (occurrence start, event id); the cursor carries that position. */
export const occurrencePosition = (occurrence: Occurrence): KeysetPosition => ({
  sortKey: occurrence.start.toISOString(),
  id: occurrence.event.id,
});

const after = (occurrence: Occurrence, position: KeysetPosition | null) =>
  !position ||
  occurrence.start.getTime() > new Date(position.sortKey).getTime() ||
  (occurrence.start.getTime() === new Date(position.sortKey).getTime() && occurrence.event.id > position.id);

/** How far ahead the list expands repeating events. */
export const LIST_HORIZON_DAYS = 366;

/**
 * The page's occurrences: one-off events (read in order already, `limit + 1` of them past the cursor) merged
 * with the repeating events' occurrences, `limit + 1` at most (so nextPageCursor can tell there is more).
 */
export function mergeOccurrences(
  oneOff: readonly EventRecord[],
  repeating: readonly EventRecord[],
  page: { after: KeysetPosition | null; limit: number; now: Date },
): Occurrence[] {
  const from = page.after ? new Date(Math.max(page.now.getTime(), new Date(page.after.sortKey).getTime())) : page.now;
  const to = new Date(page.now.getTime() + LIST_HORIZON_DAYS * 86_400_000);
  const all = [
    ...oneOff.map((event) => ({ event, start: event.startsAt, end: event.endsAt })),
    // A few more than the page: occurrences in progress at the cursor are read and dropped.
    ...repeating.flatMap((event) => occurrences(event, from, to, page.limit + 5)),
  ].filter((occurrence) => after(occurrence, page.after));
  all.sort(
    (a, b) => a.start.getTime() - b.start.getTime() || (a.event.id < b.event.id ? -1 : a.event.id > b.event.id ? 1 : 0),
  );
  return all.slice(0, page.limit + 1);
}

/** Which events a filter keeps (the store applies the same to one-off events). */
export interface ListScope {
  filter: EventListFilter;
  userId: string;
  communityIds: readonly string[];
}

// ——— RSVPs ———

/** What a member's answer becomes: "going" past capacity waits in line. */
export function seatFor(
  choice: EventRsvpChoice,
  options: { capacity: number | null; goingOthers: number; wasStatus: EventRsvpStatus | null },
): EventRsvpStatus {
  if (choice !== 'going') return choice;
  if (options.wasStatus === 'going') return 'going';
  if (options.capacity === null || options.goingOthers < options.capacity) return 'going';
  return 'waitlisted';
}

/** How many of the waitlist take the seats free now. */
export const seatsToFill = (capacity: number | null, going: number, waitlisted: number) =>
  capacity === null ? waitlisted : Math.max(0, Math.min(waitlisted, capacity - going));

/** Refuses answers that miss a required question or pick what a question does not offer; keeps known ones. */
export function checkedAnswers(
  questions: readonly EventQuestion[],
  answers: Readonly<Record<string, string>>,
): { answers: Record<string, string> } | { problem: { path: string; message: string } } {
  const kept: Record<string, string> = {};
  for (const question of questions) {
    const answer = (answers[question.id] ?? '').trim();
    if (!answer) {
      if (question.required)
        return { problem: { path: `answers.${question.id}`, message: `Answer “${question.label}”` } };
      continue;
    }
    if (question.kind === 'choice' && !question.choices.includes(answer)) {
      return {
        problem: { path: `answers.${question.id}`, message: `Choose one of the answers to “${question.label}”` },
      };
    }
    kept[question.id] = answer;
  }
  return { answers: kept };
}

/** Questions get stable ids (a slug of their position when new), so answers survive an edit. */
export function withQuestionIds(questions: EventInput['questions']): EventQuestion[] {
  const taken = new Set(questions.map((question) => question.id).filter(Boolean));
  let next = 1;
  return questions.map((question) => {
    let id = question.id;
    while (!id) {
      const candidate = `q${next++}`;
      if (!taken.has(candidate)) id = candidate;
    }
    taken.add(id);
    return {
      id,
      label: question.label,
      kind: question.kind,
      choices: question.kind === 'choice' ? question.choices : [],
      required: question.required,
    };
  });
}

// ——— Reminders: durable jobs ———

export const REMINDER_JOB = 'event-reminder';

/** All of an event's reminder jobs start with this (cancelled together). */
export const eventReminderPrefix = (eventId: string) => `${REMINDER_JOB}:${eventId}:`;
/** One RSVP's reminder jobs. */
export const rsvpReminderPrefix = (eventId: string, rsvpId: string) => `${eventReminderPrefix(eventId)}${rsvpId}:`;

export interface ReminderJob {
  name: string;
  key: string;
  runAt: Date;
  payload: { eventId: string; rsvpId: string; occurrence: string; offsetMinutes: number };
}

/**
 * The reminders an RSVP calls for: one per offset the member chose, for going or maybe, while the occurrence
 * has not started. One whose time has passed already is due at once (the member answered late). The key
 * names the occurrence, so a moved event makes new reminders and one already sent is never sent again.
 */
export function remindersFor(rsvp: RsvpRecord, now: Date): ReminderJob[] {
  if (rsvp.status !== 'going' && rsvp.status !== 'maybe') return [];
  if (rsvp.occurrence <= now) return [];
  const due = (offset: number) => rsvp.occurrence.getTime() - offset * 60_000 <= now.getTime();
  // Reminders whose time has passed make one, due now: the nearest of them.
  const late = rsvp.reminderOffsets.filter(due);
  const offsets = [
    ...rsvp.reminderOffsets.filter((offset) => !due(offset)),
    ...(late.length ? [Math.min(...late)] : []),
  ];
  return offsets.map((offsetMinutes) => ({
    name: REMINDER_JOB,
    key: `${rsvpReminderPrefix(rsvp.eventId, rsvp.id)}${rsvp.occurrence.getTime()}:${offsetMinutes}`,
    runAt: new Date(Math.max(now.getTime(), rsvp.occurrence.getTime() - offsetMinutes * 60_000)),
    payload: { eventId: rsvp.eventId, rsvpId: rsvp.id, occurrence: rsvp.occurrence.toISOString(), offsetMinutes },
  }));
}

/** "in 12 minutes", "in 3 hours", "in 7 days": how soon an occurrence starts, for a reminder. */
export function startsInText(start: Date, now: Date): string {
  const minutes = Math.max(1, Math.round((start.getTime() - now.getTime()) / 60_000));
  if (minutes < 90) return minutes === 1 ? 'in a minute' : `in ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  if (hours < 36) return `in ${hours} hours`;
  return `in ${Math.round(hours / 24)} days`;
}


/** "Sunday 7 June, 10:00" in the event's time zone, for notifications. */
export function whenText(start: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(start);
}

export const eventPath = (eventId: string, occurrence?: Date) =>
  `/events/${eventId}${occurrence ? `?occurrence=${encodeURIComponent(occurrence.toISOString())}` : ''}`;

// ——— What the reader sees ———

export function toChurchEvent(
  occurrence: Occurrence,
  reader: EventReader,
  counts: OccurrenceCounts | undefined,
  rsvp: RsvpRecord | undefined,
  communityRoles: ReadonlyMap<string, string> = new Map(),
): ChurchEvent {
  const { event } = occurrence;
  const going = counts?.going ?? 0;
  return {
    id: event.id,
    occurrence: occurrence.start.toISOString(),
    startsAt: occurrence.start.toISOString(),
    endsAt: occurrence.end.toISOString(),
    seriesStartsAt: event.startsAt.toISOString(),
    seriesEndsAt: event.endsAt.toISOString(),
    timeZone: event.timeZone,
    title: event.title,
    description: event.description,
    locations: event.locations,
    onlineUrl: event.onlineUrl,
    capacity: event.capacity,
    goingCount: going,
    seatsLeft: event.capacity === null ? null : Math.max(0, event.capacity - going),
    waitlistCount: counts?.waitlisted ?? 0,
    community: event.communityId ? { id: event.communityId, name: event.communityName ?? '' } : null,
    recurrence: event.recurrence,
    questions: event.questions,
    cancelled: event.cancelledAt !== null,
    createdBy: event.createdBy,
    canManage: mayManage(event, reader),
    canCheckIn: mayTakeAttendance(event, reader, event.communityId ? communityRoles.get(event.communityId) : undefined),
    myRsvp: rsvp
      ? {
          status: rsvp.status,
          waitlistPosition: rsvp.status === 'waitlisted' ? rsvp.waitlistPosition : null,
          answers: rsvp.answers,
          reminderOffsets: rsvp.reminderOffsets,
          checkInCode: rsvp.status === 'going' ? rsvp.checkInCode : null,
          checkedIn: rsvp.checkedInAt !== null,
        }
      : null,
  };
}

/** Key of an occurrence in maps of counts and RSVPs. */
export const occurrenceKey = (eventId: string, start: Date) => `${eventId}@${start.getTime()}`;
