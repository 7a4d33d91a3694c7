import type { EventInput, EventRsvpChoice, KeysetPosition } from '@koinonia/contracts';
import type { Database } from '@koinonia/service-kit';
import type { EventQuestion } from '@koinonia/contracts';
import type { EventReader, EventRecord, ListScope, OccurrenceCounts, RsvpRecord } from './domain';

/** What an event is saved as (the routes make it from the input and the reader). */
export interface NewEvent extends Omit<EventInput, 'questions' | 'startsAt' | 'endsAt'> {
  churchId: string;
  createdBy: string;
  startsAt: Date;
  endsAt: Date;
  questions: EventQuestion[];
}

export interface CalendarFeed {
  userId: string;
  churchId: string;
  communityId: string | null;
}

export interface AttendeeRecord {
  userId: string;
  name: string;
  checkedInAt: Date | null;
}

/** An RSVP change: the member's row as it now stands, and whoever it moved up from the waitlist. */
export interface RsvpChange {
  rsvp: RsvpRecord;
  promoted: RsvpRecord[];
}

/** Runs inside the transaction of an RSVP change (to schedule its reminders with it). */
export type WithinChange = (trx: Database, changed: readonly RsvpRecord[]) => Promise<void>;

/** The events of a church, their places and RSVPs (the only module that knows connect's event tables). */
export interface ChurchEventStore {
  /** One-off events not ended by `now`, past the cursor, in start order; `limit + 1` of them. */
  listOneOff(
    reader: EventReader,
    scope: ListScope,
    page: { after: KeysetPosition | null; limit: number; now: Date },
  ): Promise<EventRecord[]>;
  /** Every repeating event of the church the scope keeps (expanded by the domain). */
  listRepeating(reader: EventReader, scope: ListScope): Promise<EventRecord[]>;
  /** The church's event, cancelled ones too. */
  find(eventId: string, churchId: string): Promise<EventRecord | undefined>;
  /** Going and waitlisted counts of occurrences, keyed by occurrenceKey. */
  counts(occurrences: ReadonlyArray<{ eventId: string; start: Date }>): Promise<Map<string, OccurrenceCounts>>;
  /** The user's RSVPs to those occurrences, keyed by occurrenceKey (with their place on the waitlist). */
  rsvpsOf(
    userId: string,
    occurrences: ReadonlyArray<{ eventId: string; start: Date }>,
  ): Promise<Map<string, RsvpRecord>>;
  /** The communities the user belongs to, with their role in each. */
  communityRoles(userId: string, churchId: string): Promise<Map<string, string>>;
  /** Whether a community belongs to the church. */
  communityInChurch(communityId: string, churchId: string): Promise<boolean>;
  /** Whether a campus belongs to the church. */
  campusesInChurch(campusIds: readonly string[], churchId: string): Promise<boolean>;
  add(event: NewEvent): Promise<string>;
  /**
   * Rewrites the event; RSVPs move by `shiftMs` with its start. Then, per occurrence, fills freed seats from
   * the waitlist (capacity raised). Answers RSVPs that are going or maybe now and those promoted.
   */
  update(
    eventId: string,
    event: NewEvent,
    shiftMs: number,
    within: WithinChange,
  ): Promise<{ active: RsvpRecord[]; promoted: RsvpRecord[] }>;
  /** Marks it cancelled; answers the RSVPs that were going, maybe or waitlisted. */
  cancel(eventId: string, within: (trx: Database) => Promise<void>): Promise<RsvpRecord[]>;
  /**
   * The member's answer to one occurrence, in one transaction under the event's row lock: "going" past
   * capacity joins the waitlist; a seat freed goes to the first in line.
   */
  respond(
    event: EventRecord,
    occurrence: Date,
    userId: string,
    answer: { choice: EventRsvpChoice; answers: Record<string, string>; reminderOffsets: number[] },
    within: WithinChange,
  ): Promise<RsvpChange>;
  /** Who is going to an occurrence, by name, with their check-in. */
  attendees(eventId: string, occurrence: Date): Promise<AttendeeRecord[]>;
  /** Checks in (or out) one going RSVP of the occurrence, found by its code or its member; undefined when none. */
  setCheckIn(
    eventId: string,
    occurrence: Date,
    who: { code: string } | { userId: string },
    checkedIn: boolean,
  ): Promise<AttendeeRecord | undefined>;
  /** Saves the hash of a feed's secret, replacing the member's previous one of that scope. */
  saveFeed(feed: CalendarFeed & { tokenHash: string }): Promise<void>;
  /** The feed of a secret's hash while its member is still an active person of its church. */
  findFeed(tokenHash: string): Promise<CalendarFeed | undefined>;
  /** A member's answered occurrences (going, maybe, waitlisted) from `since`, with their events. */
  answeredOccurrences(
    userId: string,
    churchId: string,
    since: Date,
  ): Promise<Array<{ event: EventRecord; occurrence: Date }>>;
  /** A community's events (cancelled ones too, so subscribed calendars drop them) that have not ended by `since`. */
  communityEvents(communityId: string, churchId: string, since: Date): Promise<EventRecord[]>;
  /** RSVPs by id, read through `db` (a batch of reminder jobs' transaction); those gone are absent. */
  findRsvps(db: Database, rsvpIds: readonly string[]): Promise<Map<string, RsvpRecord>>;
  /** Events by id whatever their church, read through `db` (a batch of reminder jobs' transaction). */
  findByIds(db: Database, eventIds: readonly string[]): Promise<Map<string, EventRecord>>;
}
