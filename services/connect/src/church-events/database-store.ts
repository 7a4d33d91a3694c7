import { randomBytes } from 'node:crypto';
import { keysetPage, type Database } from '@koinonia/service-kit';
import type { EventLocation, EventQuestion, EventRsvpStatus } from '@koinonia/contracts';
import {
  occurrenceKey,
  seatFor,
  seatsToFill,
  type EventRecord,
  type OccurrenceCounts,
  type RsvpRecord,
} from './domain';
import type { AttendeeRecord, ChurchEventStore, NewEvent } from './store';
// Attendance earns Engagement Board points in the check-in's own transaction (docs/architecture.md, Engagement Board).
import { attendanceAward } from '../engagement/domain';
import { awardEngagementPoints, withdrawEngagementPoints } from '../engagement/database-store';

const PEOPLE = 'connect.people';
const FEEDS = 'connect.event_calendar_feeds';
/** A calendar feed lists this many events at most (a calendar app reads it every few hours). */
const FEED_MAX = 500;
/** A check-in list this long at most (the largest hall); beyond it, people are checked in by their code. */
const ATTENDEES_MAX = 2000;

const EVENTS = 'connect.events';
const LOCATIONS = 'connect.event_locations';
const RSVPS = 'connect.event_rsvps';
const COMMUNITIES = 'connect.communities';
const MEMBERS = 'connect.community_members';
const CAMPUSES = 'connect.campuses';

interface EventRow {
  id: string;
  church_id: string;
  community_id: string | null;
  community_name: string | null;
  title: string;
  description: string;
  starts_at: Date;
  ends_at: Date;
  time_zone: string;
  online_url: string | null;
  capacity: number | null;
  recurrence: string | null;
  questions: EventQuestion[] | string;
  cancelled_at: Date | null;
  created_by: string;
}

interface RsvpRow {
  id: string;
  event_id: string;
  occurrence: Date;
  user_id: string;
  status: EventRsvpStatus;
  answers: Record<string, string> | string;
  reminder_offsets: number[] | string;
  waitlist_position?: number | string | null;
  check_in_code: string;
  checked_in_at: Date | null;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toRsvp(row: RsvpRow): RsvpRecord {
  return {
    id: row.id,
    eventId: row.event_id,
    occurrence: new Date(row.occurrence),
    userId: row.user_id,
    status: row.status,
    answers: json(row.answers),
    reminderOffsets: json(row.reminder_offsets),
    waitlistPosition:
      row.status === 'waitlisted' && row.waitlist_position != null ? Number(row.waitlist_position) : null,
    checkInCode: row.check_in_code,
    checkedInAt: row.checked_in_at ? new Date(row.checked_in_at) : null,
  };
}

/** connect.event_rsvps with each row's place on its occurrence's waitlist. */
function rsvpsWithPosition(db: Database) {
  return db(`${RSVPS} as rsvp`).select(
    'rsvp.*',
    db.raw(
      `CASE WHEN rsvp.status = 'waitlisted' THEN (SELECT count(*) + 1 FROM ?? AS ahead
         WHERE ahead.event_id = rsvp.event_id AND ahead.occurrence = rsvp.occurrence AND ahead.status = 'waitlisted'
           AND (ahead.waitlisted_at, ahead.id) < (rsvp.waitlisted_at, rsvp.id)) END AS waitlist_position`,
      [RSVPS],
    ),
  );
}

function toAttendee(row: { user_id: string; display_name: string | null; checked_in_at: Date | null }): AttendeeRecord {
  return {
    userId: row.user_id,
    name: row.display_name ?? '',
    checkedInAt: row.checked_in_at ? new Date(row.checked_in_at) : null,
  };
}

const newCheckInCode = () => randomBytes(12).toString('base64url');

export function createDatabaseChurchEventStore(db: Database): ChurchEventStore {
  function eventsQuery(on: Database = db) {
    return on(`${EVENTS} as event`)
      .leftJoin(`${COMMUNITIES} as community`, 'community.id', 'event.community_id')
      .select('event.*', 'community.name as community_name');
  }

  /** Records with their places (and each place's campus name while the campus exists). */
  async function withLocations(rows: readonly EventRow[], on: Database = db): Promise<EventRecord[]> {
    if (rows.length === 0) return [];
    const places = (await on(`${LOCATIONS} as place`)
      .leftJoin(`${EVENTS} as event`, 'event.id', 'place.event_id')
      .leftJoin(`${CAMPUSES} as campus`, function () {
        this.on('campus.id', 'place.campus_id').andOn('campus.church_id', 'event.church_id');
      })
      .whereIn(
        'place.event_id',
        rows.map((row) => row.id),
      )
      .orderBy(['place.event_id', 'place.position'])
      .select(
        'place.event_id',
        'place.name',
        'place.address',
        'place.campus_id',
        'campus.name as campus_name',
      )) as Array<{
      event_id: string;
      name: string;
      address: string;
      campus_id: string | null;
      campus_name: string | null;
    }>;
    const byEvent = new Map<string, EventLocation[]>();
    for (const place of places) {
      const list = byEvent.get(place.event_id) ?? [];
      list.push({ name: place.name, address: place.address, campusId: place.campus_id, campusName: place.campus_name });
      byEvent.set(place.event_id, list);
    }
    return rows.map((row) => ({
      id: row.id,
      churchId: row.church_id,
      communityId: row.community_id,
      communityName: row.community_name,
      title: row.title,
      description: row.description,
      startsAt: new Date(row.starts_at),
      endsAt: new Date(row.ends_at),
      timeZone: row.time_zone,
      onlineUrl: row.online_url,
      capacity: row.capacity,
      recurrence: row.recurrence,
      questions: json(row.questions),
      locations: byEvent.get(row.id) ?? [],
      cancelledAt: row.cancelled_at ? new Date(row.cancelled_at) : null,
      createdBy: row.created_by,
    }));
  }

  type Query = ReturnType<typeof eventsQuery>;
  function scoped(
    query: Query,
    churchId: string,
    scope: { filter: string; userId: string; communityIds: readonly string[] },
  ): Query {
    query.where('event.church_id', churchId).whereNull('event.cancelled_at');
    if (scope.filter === 'going') {
      query.whereExists(
        db(RSVPS)
          .whereRaw('?? = ??', [`${RSVPS}.event_id`, 'event.id'])
          .where(`${RSVPS}.user_id`, scope.userId)
          .whereIn(`${RSVPS}.status`, ['going', 'waitlisted']),
      );
    }
    if (scope.filter === 'communities') query.whereIn('event.community_id', [...scope.communityIds]);
    return query;
  }

  const eventColumns = (event: NewEvent) => ({
    community_id: event.communityId,
    title: event.title,
    description: event.description,
    starts_at: event.startsAt,
    ends_at: event.endsAt,
    time_zone: event.timeZone,
    online_url: event.onlineUrl,
    capacity: event.capacity,
    recurrence: event.recurrence,
    questions: JSON.stringify(event.questions),
  });

  async function writeLocations(trx: Database, eventId: string, event: NewEvent): Promise<void> {
    await trx(LOCATIONS).where({ event_id: eventId }).delete();
    if (event.locations.length === 0) return;
    await trx(LOCATIONS).insert(
      event.locations.map((place, position) => ({
        event_id: eventId,
        position,
        name: place.name,
        address: place.address,
        campus_id: place.campusId,
      })),
    );
  }

  async function readRsvp(trx: Database, rsvpId: string): Promise<RsvpRecord | undefined> {
    const row = (await rsvpsWithPosition(trx).where('rsvp.id', rsvpId).first()) as RsvpRow | undefined;
    return row ? toRsvp(row) : undefined;
  }

  /** Gives the occurrence's free seats to the first in line (the caller holds the event's row lock). */
  async function promote(
    trx: Database,
    eventId: string,
    occurrence: Date,
    capacity: number | null,
  ): Promise<RsvpRecord[]> {
    // An open event seats everyone waiting (its limit was lifted); a limited one counts its free seats first.
    let seats: number | null = null;
    if (capacity !== null) {
      const [{ going, waitlisted }] = (await trx(RSVPS)
        .where({ event_id: eventId, occurrence })
        .select(
          trx.raw(`count(*) FILTER (WHERE status = 'going')::int AS going`),
          trx.raw(`count(*) FILTER (WHERE status = 'waitlisted')::int AS waitlisted`),
        )) as [{ going: number; waitlisted: number }];
      seats = seatsToFill(capacity, Number(going), Number(waitlisted));
      if (seats === 0) return [];
    }
    const waiting = trx(RSVPS)
      .where({ event_id: eventId, occurrence, status: 'waitlisted' })
      .orderBy([{ column: 'waitlisted_at' }, { column: 'id' }])
      .select('id');
    if (seats !== null) waiting.limit(seats);
    const first = (await waiting) as Array<{ id: string }>;
    if (first.length === 0) return [];
    const rows = (await trx(RSVPS)
      .whereIn(
        'id',
        first.map((row) => row.id),
      )
      .update({ status: 'going', waitlisted_at: null, updated_at: trx.fn.now() })
      .returning('*')) as RsvpRow[];
    return rows.map(toRsvp);
  }

  return {
    async listOneOff(reader, scope, page) {
      const query = scoped(eventsQuery(), reader.churchId, scope)
        .whereNull('event.recurrence')
        .where('event.ends_at', '>=', page.now);
      const rows = (await keysetPage(
        query,
        { sortColumn: 'event.starts_at', idColumn: 'event.id', direction: 'asc', sortKeyType: 'timestamp' },
        { after: page.after, limit: page.limit + 1 },
      )) as EventRow[];
      return withLocations(rows);
    },

    async listRepeating(reader, scope) {
      const rows = (await scoped(eventsQuery(), reader.churchId, scope).whereNotNull('event.recurrence')) as EventRow[];
      return withLocations(rows);
    },

    async find(eventId, churchId) {
      const row = (await eventsQuery().where({ 'event.id': eventId, 'event.church_id': churchId }).first()) as
        EventRow | undefined;
      return row ? (await withLocations([row]))[0] : undefined;
    },

    async findByIds(on, eventIds) {
      if (eventIds.length === 0) return new Map();
      const rows = (await eventsQuery(on).whereIn('event.id', [...new Set(eventIds)])) as EventRow[];
      return new Map((await withLocations(rows, on)).map((event) => [event.id, event]));
    },

    async counts(occurrences) {
      const counts = new Map<string, OccurrenceCounts>();
      if (occurrences.length === 0) return counts;
      const rows = (await db(RSVPS)
        .whereIn(
          ['event_id', 'occurrence'],
          occurrences.map((occurrence) => [occurrence.eventId, occurrence.start]),
        )
        .groupBy('event_id', 'occurrence')
        .select(
          'event_id',
          'occurrence',
          db.raw(`count(*) FILTER (WHERE status = 'going')::int AS going`),
          db.raw(`count(*) FILTER (WHERE status = 'waitlisted')::int AS waitlisted`),
        )) as Array<{ event_id: string; occurrence: Date; going: number; waitlisted: number }>;
      for (const row of rows) {
        counts.set(occurrenceKey(row.event_id, new Date(row.occurrence)), {
          going: Number(row.going),
          waitlisted: Number(row.waitlisted),
        });
      }
      return counts;
    },

    async rsvpsOf(userId, occurrences) {
      const found = new Map<string, RsvpRecord>();
      if (occurrences.length === 0) return found;
      const rows = (await rsvpsWithPosition(db)
        .where('rsvp.user_id', userId)
        .whereIn(
          ['rsvp.event_id', 'rsvp.occurrence'],
          occurrences.map((occurrence) => [occurrence.eventId, occurrence.start]),
        )) as RsvpRow[];
      for (const row of rows) found.set(occurrenceKey(row.event_id, new Date(row.occurrence)), toRsvp(row));
      return found;
    },

    async communityRoles(userId, churchId) {
      const rows = (await db(`${MEMBERS} as member`)
        .join(`${COMMUNITIES} as community`, 'community.id', 'member.community_id')
        .where({ 'member.user_id': userId, 'community.church_id': churchId })
        .select('member.community_id', 'member.role')) as Array<{ community_id: string; role: string }>;
      return new Map(rows.map((row) => [row.community_id, row.role]));
    },

    async communityInChurch(communityId, churchId) {
      return Boolean(await db(COMMUNITIES).where({ id: communityId, church_id: churchId }).first('id'));
    },

    async campusesInChurch(campusIds, churchId) {
      const unique = [...new Set(campusIds)];
      if (unique.length === 0) return true;
      const [{ n }] = (await db(CAMPUSES).whereIn('id', unique).where('church_id', churchId).count({ n: '*' })) as [
        { n: string | number },
      ];
      return Number(n) === unique.length;
    },

    async add(event) {
      return db.transaction(async (trx) => {
        const [{ id }] = (await trx(EVENTS)
          .insert({ ...eventColumns(event), church_id: event.churchId, created_by: event.createdBy })
          .returning('id')) as [{ id: string }];
        await writeLocations(trx, id, event);
        return id;
      });
    },

    async update(eventId, event, shiftMs, within) {
      return db.transaction(async (trx) => {
        await trx(EVENTS).where({ id: eventId }).forUpdate().first('id');
        await trx(EVENTS)
          .where({ id: eventId })
          .update({ ...eventColumns(event), updated_at: trx.fn.now() });
        await writeLocations(trx, eventId, event);
        if (shiftMs !== 0) {
          await trx(RSVPS)
            .where({ event_id: eventId })
            .update({
              occurrence: trx.raw('occurrence + make_interval(secs => ?)', [shiftMs / 1000]),
              updated_at: trx.fn.now(),
            });
        }
        const lines = (await trx(RSVPS)
          .where({ event_id: eventId, status: 'waitlisted' })
          .distinct('occurrence')) as Array<{
          occurrence: Date;
        }>;
        const promoted: RsvpRecord[] = [];
        for (const line of lines)
          promoted.push(...(await promote(trx, eventId, new Date(line.occurrence), event.capacity)));
        const active = (
          (await trx(RSVPS).where({ event_id: eventId }).whereIn('status', ['going', 'maybe'])) as RsvpRow[]
        ).map(toRsvp);
        await within(trx, shiftMs !== 0 ? active : promoted);
        return { active, promoted };
      });
    },

    async cancel(eventId, within) {
      return db.transaction(async (trx) => {
        await trx(EVENTS).where({ id: eventId }).update({ cancelled_at: trx.fn.now(), updated_at: trx.fn.now() });
        await within(trx);
        const rows = (await trx(RSVPS)
          .where({ event_id: eventId })
          .whereIn('status', ['going', 'maybe', 'waitlisted'])) as RsvpRow[];
        return rows.map(toRsvp);
      });
    },

    async respond(event, occurrence, userId, answer, within) {
      return db.transaction(async (trx) => {
        // One change at a time per event: counts, seats and the waitlist stay consistent.
        await trx(EVENTS).where({ id: event.id }).forUpdate().first('id');
        const existing = (await trx(RSVPS).where({ event_id: event.id, occurrence, user_id: userId }).first()) as
          (RsvpRow & { waitlisted_at: Date | null }) | undefined;
        // Seats are counted only where there is a limit: an open event's thousandth answer costs its first's.
        const [{ n: goingOthers }] =
          event.capacity === null
            ? [{ n: 0 }]
            : ((await trx(RSVPS)
                .where({ event_id: event.id, occurrence, status: 'going' })
                .whereNot('user_id', userId)
                .count({ n: '*' })) as [{ n: string | number }]);
        const status = seatFor(answer.choice, {
          capacity: event.capacity,
          goingOthers: Number(goingOthers),
          wasStatus: existing?.status ?? null,
        });
        const keepsPlace = existing?.status === 'waitlisted' && status === 'waitlisted';
        const columns = {
          status,
          answers: JSON.stringify(answer.answers),
          reminder_offsets: JSON.stringify(answer.reminderOffsets),
          waitlisted_at:
            status === 'waitlisted' ? (keepsPlace ? existing.waitlisted_at : trx.raw('clock_timestamp()')) : null,
          updated_at: trx.fn.now(),
        };
        const [{ id }] = (await trx(RSVPS)
          .insert({ event_id: event.id, occurrence, user_id: userId, check_in_code: newCheckInCode(), ...columns })
          .onConflict(['event_id', 'occurrence', 'user_id'])
          .merge(columns)
          .returning('id')) as [{ id: string }];
        const promoted = await promote(trx, event.id, occurrence, event.capacity);
        const rsvp = (await readRsvp(trx, id))!;
        await within(trx, [rsvp, ...promoted]);
        return { rsvp, promoted };
      });
    },

    async attendees(eventId, occurrence) {
      const rows = (await db(`${RSVPS} as rsvp`)
        .leftJoin(`${PEOPLE} as person`, 'person.user_id', 'rsvp.user_id')
        .where({ 'rsvp.event_id': eventId, 'rsvp.occurrence': occurrence, 'rsvp.status': 'going' })
        .orderByRaw('lower(coalesce(person.display_name, ?)), rsvp.user_id', [''])
        .limit(ATTENDEES_MAX)
        .select('rsvp.user_id', 'person.display_name', 'rsvp.checked_in_at')) as Array<{
        user_id: string;
        display_name: string | null;
        checked_in_at: Date | null;
      }>;
      return rows.map(toAttendee);
    },

    async setCheckIn(eventId, occurrence, who, checkedIn) {
      // The check-in and its Engagement Board points (attendance) change together, or neither does.
      return db.transaction(async (trx) => {
        const query = trx(RSVPS).where({ event_id: eventId, occurrence, status: 'going' });
        if ('code' in who) query.where('check_in_code', who.code);
        else query.where('user_id', who.userId);
        const [row] = (await query
          .update({ checked_in_at: checkedIn ? trx.raw('coalesce(checked_in_at, now())') : null })
          .returning(['user_id', 'checked_in_at'])) as Array<{ user_id: string; checked_in_at: Date | null }>;
        if (!row) return undefined;
        const { church_id: churchId } = (await trx(EVENTS).where({ id: eventId }).first('church_id')) as { church_id: string };
        const attended = attendanceAward({ eventId, occurrence, userId: row.user_id, churchId }, row.checked_in_at ?? new Date());
        if (row.checked_in_at) await awardEngagementPoints(trx, [attended]);
        else await withdrawEngagementPoints(trx, [attended.sourceKey]);
        const person = (await trx(PEOPLE).where({ user_id: row.user_id }).first('display_name')) as
          { display_name: string } | undefined;
        return toAttendee({ ...row, display_name: person?.display_name ?? null });
      });
    },

    async saveFeed(feed) {
      await db.transaction(async (trx) => {
        const mine = trx(FEEDS).where({ user_id: feed.userId });
        if (feed.communityId) mine.where('community_id', feed.communityId);
        else mine.whereNull('community_id');
        await mine.delete();
        await trx(FEEDS).insert({
          user_id: feed.userId,
          church_id: feed.churchId,
          community_id: feed.communityId,
          token_hash: feed.tokenHash,
        });
      });
    },

    async findFeed(tokenHash) {
      const row = (await db(`${FEEDS} as feed`)
        .join(`${PEOPLE} as person`, function () {
          this.on('person.user_id', 'feed.user_id').andOn('person.church_id', 'feed.church_id');
        })
        .where({ 'feed.token_hash': tokenHash, 'person.status': 'active' })
        .first('feed.user_id', 'feed.church_id', 'feed.community_id')) as
        { user_id: string; church_id: string; community_id: string | null } | undefined;
      return row ? { userId: row.user_id, churchId: row.church_id, communityId: row.community_id } : undefined;
    },

    async answeredOccurrences(userId, churchId, since) {
      const answered = (await db(`${RSVPS} as rsvp`)
        .join(`${EVENTS} as event`, 'event.id', 'rsvp.event_id')
        .where({ 'rsvp.user_id': userId, 'event.church_id': churchId })
        .whereIn('rsvp.status', ['going', 'maybe', 'waitlisted'])
        .where('rsvp.occurrence', '>=', since)
        .orderBy('rsvp.occurrence')
        .limit(FEED_MAX)
        .select('rsvp.event_id', 'rsvp.occurrence')) as Array<{ event_id: string; occurrence: Date }>;
      const ids = [...new Set(answered.map((row) => row.event_id))];
      const events = ids.length
        ? await withLocations((await eventsQuery().whereIn('event.id', ids)) as EventRow[])
        : [];
      const byId = new Map(events.map((event) => [event.id, event]));
      return answered.map((row) => ({ event: byId.get(row.event_id)!, occurrence: new Date(row.occurrence) }));
    },

    async communityEvents(communityId, churchId, since) {
      const rows = (await eventsQuery()
        .where({ 'event.community_id': communityId, 'event.church_id': churchId })
        .where((ended) => ended.whereNotNull('event.recurrence').orWhere('event.ends_at', '>=', since))
        .orderBy('event.starts_at')
        .limit(FEED_MAX)) as EventRow[];
      return withLocations(rows);
    },

    async findRsvps(on, rsvpIds) {
      if (rsvpIds.length === 0) return new Map();
      const rows = (await rsvpsWithPosition(on).whereIn('rsvp.id', [...new Set(rsvpIds)])) as RsvpRow[];
      return new Map(rows.map((row) => [row.id, toRsvp(row)]));
    },
  };
}
