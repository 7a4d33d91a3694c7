import {
  churchEventsContract,
  EVENT_PLANNER_ROLES,
  nextPageCursor,
  type ChurchEvent,
  type ErrorCode,
  type EventInput,
} from '@koinonia/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { access, HttpError, route, type Database, type Jobs, type SignedInIdentity } from '@koinonia/service-kit';
import {
  checkedAnswers,
  currentOccurrence,
  eventPath,
  eventReminderPrefix,
  isValidRecurrence,
  mayManage,
  mayOrganise,
  mayTakeAttendance,
  mergeOccurrences,
  occurrenceAt,
  occurrenceKey,
  occurrencePosition,
  remindersFor,
  rsvpReminderPrefix,
  toChurchEvent,
  whenText,
  withQuestionIds,
  type EventReader,
  type EventRecord,
  type Occurrence,
  type RsvpRecord,
} from './domain';
import { sendEventNotices, type EventNotice, type NotifyDeps } from './notify';
import { calendarText } from './calendar';
import type { ChurchEventStore, NewEvent } from './store';

const notFound = () => new HttpError(404, 'This event was not found', { code: 'event_not_found' });

function readerOf(caller: SignedInIdentity): EventReader | null {
  return caller.churchId ? { userId: caller.userId, churchId: caller.churchId, role: caller.role } : null;
}

const invalid = (code: ErrorCode, path: string, message: string) =>
  new HttpError(400, message, { code, issues: [{ path, message, code: 'invalid' }] });

/**
 * /events (SPEC §1 "Events with RSVP, reminders, attendance tracking and multiple locations"): the church's
 * events, created by church staff (any event) or a community's leaders and admins (their community's); RSVP
 * per occurrence with a waitlist; reminders as durable jobs.
 */
export function churchEventRoutes(
  store: ChurchEventStore,
  deps: NotifyDeps & { db: Database; jobs: Jobs; publicUrl?: () => string },
) {
  const { jobs } = deps;

  /** Reschedules the reminders of RSVPs that changed (within their transaction). */
  const rescheduling = async (trx: Database, changed: readonly RsvpRecord[]) => {
    const now = new Date();
    for (const rsvp of changed) {
      await jobs.cancel(trx, rsvpReminderPrefix(rsvp.eventId, rsvp.id));
      for (const job of remindersFor(rsvp, now)) await jobs.schedule(trx, job);
    }
  };

  async function present(occurrence: Occurrence, reader: EventReader): Promise<ChurchEvent> {
    const target = [{ eventId: occurrence.event.id, start: occurrence.start }];
    const key = occurrenceKey(occurrence.event.id, occurrence.start);
    const [counts, rsvps, roles] = await Promise.all([
      store.counts(target),
      store.rsvpsOf(reader.userId, target),
      occurrence.event.communityId ? store.communityRoles(reader.userId, reader.churchId) : new Map<string, string>(),
    ]);
    return toChurchEvent(occurrence, reader, counts.get(key), rsvps.get(key), roles);
  }

  async function visibleEvent(eventId: string, caller: SignedInIdentity) {
    const reader = readerOf(caller);
    const event = reader ? await store.find(eventId, reader.churchId) : undefined;
    if (!event || !reader) throw notFound();
    return { event, reader };
  }

  async function managedEvent(eventId: string, caller: SignedInIdentity) {
    const visible = await visibleEvent(eventId, caller);
    if (!mayManage(visible.event, visible.reader)) {
      throw new HttpError(403, 'Only the person who created this event or church staff can change it', {
        code: 'event_not_organiser',
      });
    }
    return visible;
  }

  /** Checks what the input refers to (community, campuses, repeat rule) and whether the reader may organise it. */
  async function newEvent(input: EventInput, reader: EventReader, existing?: EventRecord): Promise<NewEvent> {
    if (input.recurrence && !isValidRecurrence(input.recurrence)) {
      throw invalid('event_recurrence_invalid', 'recurrence', 'The repeat rule is not valid');
    }
    if (input.communityId && !(await store.communityInChurch(input.communityId, reader.churchId))) {
      throw invalid('community_not_found', 'communityId', 'This community was not found');
    }
    if (
      !(await store.campusesInChurch(
        input.locations.flatMap((place) => (place.campusId ? [place.campusId] : [])),
        reader.churchId,
      ))
    ) {
      throw invalid('campus_not_found', 'locations', 'This campus was not found');
    }
    if (!existing || input.communityId !== existing.communityId) {
      const roles = await store.communityRoles(reader.userId, reader.churchId);
      if (!mayOrganise(reader, input.communityId, input.communityId ? roles.get(input.communityId) : undefined)) {
        throw new HttpError(
          403,
          input.communityId
            ? 'Only the leaders and admins of this community or church staff can plan its events'
            : 'Only church staff can plan church-wide events; choose a community you lead',
          { code: 'event_community_not_leader' },
        );
      }
    }
    return {
      ...input,
      churchId: reader.churchId,
      createdBy: existing?.createdBy ?? reader.userId,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      questions: withQuestionIds(input.questions),
    };
  }

  const notice = (rsvp: RsvpRecord, event: EventRecord, title: string, message: string): EventNotice => ({
    userId: rsvp.userId,
    title,
    message,
    actionUrl: eventPath(event.id, rsvp.occurrence),
  });

  const promotedNotices = (promoted: readonly RsvpRecord[], event: EventRecord) =>
    promoted.map((rsvp) =>
      notice(
        rsvp,
        event,
        `You have a seat: ${event.title}`,
        `A seat opened for ${whenText(rsvp.occurrence, event.timeZone)}: you are going.`,
      ),
    );

  /** The occurrence named (or the current one), for those who keep the check-in list. */
  async function checkInOccurrence(eventId: string, caller: SignedInIdentity, occurrence: string | undefined) {
    const { event, reader } = await visibleEvent(eventId, caller);
    const roles = event.communityId
      ? await store.communityRoles(reader.userId, reader.churchId)
      : new Map<string, string>();
    if (!mayTakeAttendance(event, reader, event.communityId ? roles.get(event.communityId) : undefined)) {
      throw new HttpError(403, 'Only the event’s organisers and its community’s leaders keep the check-in list', {
        code: 'event_not_check_in_staff',
      });
    }
    const found = occurrence ? occurrenceAt(event, new Date(occurrence)) : currentOccurrence(event, new Date());
    if (!found) throw new HttpError(404, 'This event does not happen then', { code: 'event_occurrence_not_found' });
    return found;
  }

  const toAttendee = (attendee: { userId: string; name: string; checkedInAt: Date | null }) => ({
    userId: attendee.userId,
    name: attendee.name,
    checkedIn: attendee.checkedInAt !== null,
    checkedInAt: attendee.checkedInAt?.toISOString() ?? null,
  });

  const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
  /** How far back a feed reaches (a calendar keeps what it read before). */
  const FEED_PAST_MS = 30 * 86_400_000;

  return [
    route(churchEventsContract.calendarFeed, {
      access: access.signedIn,
      async handle({ caller, body }) {
        const reader = readerOf(caller);
        if (!reader) throw new HttpError(403, 'Join a church to follow its events', { code: 'church_required' });
        if (body.communityId && !(await store.communityRoles(reader.userId, reader.churchId)).has(body.communityId)) {
          throw invalid('community_not_found', 'communityId', 'This community was not found');
        }
        const token = randomBytes(32).toString('base64url');
        await store.saveFeed({
          userId: reader.userId,
          churchId: reader.churchId,
          communityId: body.communityId,
          tokenHash: hashOf(token),
        });
        return { url: `/api/events/calendar/${token}.ics` };
      },
    }),

    route(churchEventsContract.calendar, {
      access: access.public,
      async handle({ params, res }) {
        const feed = await store.findFeed(hashOf(params.feedToken.replace(/\.ics$/, '')));
        if (!feed)
          throw new HttpError(404, 'This calendar address is not valid any more', { code: 'event_calendar_not_found' });
        const since = new Date(Date.now() - FEED_PAST_MS);
        const entries = feed.communityId
          ? (await store.communityEvents(feed.communityId, feed.churchId, since)).map((event) => ({ event }))
          : await store.answeredOccurrences(feed.userId, feed.churchId, since);
        const name = feed.communityId ? (entries[0]?.event.communityName ?? 'Community events') : 'My events';
        res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
        res.setHeader('Cache-Control', 'private, max-age=300');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        const calendar = calendarText(name, entries, deps.publicUrl?.() ?? process.env.PUBLIC_URL ?? '');
        // Sent as text/calendar here: the answer is the calendar's text, not JSON.
        res.status(200).send(calendar);
        return calendar;
      },
    }),

    route(churchEventsContract.attendees, {
      access: access.signedIn,
      async handle({ caller, params, query }) {
        const occurrence = await checkInOccurrence(params.eventId, caller, query.occurrence);
        const attendees = await store.attendees(params.eventId, occurrence.start);
        return { occurrence: occurrence.start.toISOString(), items: attendees.map(toAttendee) };
      },
    }),

    route(churchEventsContract.checkIn, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const occurrence = await checkInOccurrence(params.eventId, caller, body.occurrence);
        const who = body.code !== undefined ? { code: body.code } : { userId: body.userId! };
        const attendee = await store.setCheckIn(params.eventId, occurrence.start, who, body.checkedIn);
        if (!attendee) {
          throw new HttpError(404, 'No one going to this event has this code', { code: 'event_check_in_code_unknown' });
        }
        return toAttendee(attendee);
      },
    }),

    route(churchEventsContract.list, {
      access: access.signedIn,
      async handle({ caller, query }) {
        const reader = readerOf(caller);
        if (!reader) return { items: [], nextCursor: null };
        const now = new Date();
        const roles = await store.communityRoles(reader.userId, reader.churchId);
        const communityIds = query.filter === 'communities' ? [...roles.keys()] : [];
        const scope = { filter: query.filter, userId: reader.userId, communityIds };
        const page = { after: query.cursor ?? null, limit: query.limit, now };
        const [oneOff, repeating] = await Promise.all([
          store.listOneOff(reader, scope, page),
          store.listRepeating(reader, scope),
        ]);
        const merged = mergeOccurrences(oneOff, repeating, page);
        const shown = merged.slice(0, query.limit);
        const targets = shown.map((occurrence) => ({ eventId: occurrence.event.id, start: occurrence.start }));
        const [counts, rsvps] = await Promise.all([store.counts(targets), store.rsvpsOf(reader.userId, targets)]);
        return {
          items: shown.map((occurrence) => {
            const key = occurrenceKey(occurrence.event.id, occurrence.start);
            return toChurchEvent(occurrence, reader, counts.get(key), rsvps.get(key), roles);
          }),
          nextCursor: nextPageCursor(merged, query.limit, occurrencePosition),
        };
      },
    }),

    route(churchEventsContract.get, {
      access: access.signedIn,
      async handle({ caller, params, query }) {
        const { event, reader } = await visibleEvent(params.eventId, caller);
        const occurrence = query.occurrence
          ? occurrenceAt(event, new Date(query.occurrence))
          : currentOccurrence(event, new Date());
        if (!occurrence)
          throw new HttpError(404, 'This event does not happen then', { code: 'event_occurrence_not_found' });
        return present(occurrence, reader);
      },
    }),

    route(churchEventsContract.create, {
      access: access.roles(EVENT_PLANNER_ROLES),
      async handle({ caller, body }) {
        const reader = readerOf(caller);
        if (!reader) throw new HttpError(403, 'Join a church to plan its events', { code: 'church_required' });
        const id = await store.add(await newEvent(body, reader));
        const event = (await store.find(id, reader.churchId))!;
        return present(currentOccurrence(event, new Date()), reader);
      },
    }),

    route(churchEventsContract.update, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { event, reader } = await managedEvent(params.eventId, caller);
        if (event.cancelledAt) throw new HttpError(409, 'This event was cancelled', { code: 'event_cancelled' });
        const next = await newEvent(body, reader, event);
        const shiftMs = next.startsAt.getTime() - event.startsAt.getTime();
        const { active, promoted } = await store.update(event.id, next, shiftMs, rescheduling);
        jobs.nudge();
        const updated = (await store.find(event.id, reader.churchId))!;
        const moved =
          shiftMs !== 0 ||
          next.endsAt.getTime() - next.startsAt.getTime() !== event.endsAt.getTime() - event.startsAt.getTime();
        const changed = moved ? 'Its time changed' : 'Its details changed';
        await sendEventNotices(deps.db, deps, [
          ...active
            .filter((rsvp) => rsvp.userId !== reader.userId && !promoted.some((up) => up.id === rsvp.id))
            .map((rsvp) =>
              notice(
                rsvp,
                updated,
                `Event updated: ${updated.title}`,
                `${changed}: ${whenText(rsvp.occurrence, updated.timeZone)}.`,
              ),
            ),
          ...promotedNotices(promoted, updated),
        ]);
        return present(currentOccurrence(updated, new Date()), reader);
      },
    }),

    route(churchEventsContract.cancel, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const { event, reader } = await managedEvent(params.eventId, caller);
        if (!event.cancelledAt) {
          const told = await store.cancel(event.id, async (trx) => {
            await jobs.cancel(trx, eventReminderPrefix(event.id));
          });
          await sendEventNotices(
            deps.db,
            deps,
            told
              .filter((rsvp) => rsvp.userId !== reader.userId)
              .map((rsvp) =>
                notice(
                  rsvp,
                  event,
                  `Event cancelled: ${event.title}`,
                  `${event.title} on ${whenText(rsvp.occurrence, event.timeZone)} is cancelled.`,
                ),
              ),
          );
        }
        const cancelled = (await store.find(event.id, reader.churchId))!;
        return present(currentOccurrence(cancelled, new Date()), reader);
      },
    }),

    route(churchEventsContract.rsvp, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const { event, reader } = await visibleEvent(params.eventId, caller);
        if (event.cancelledAt) throw new HttpError(409, 'This event was cancelled', { code: 'event_cancelled' });
        const occurrence = body.occurrence
          ? occurrenceAt(event, new Date(body.occurrence))
          : currentOccurrence(event, new Date());
        if (!occurrence)
          throw new HttpError(404, 'This event does not happen then', { code: 'event_occurrence_not_found' });
        const checked = body.status === 'not_going' ? { answers: {} } : checkedAnswers(event.questions, body.answers);
        if ('problem' in checked) throw invalid('event_answer_missing', checked.problem.path, checked.problem.message);
        const { promoted } = await store.respond(
          event,
          occurrence.start,
          reader.userId,
          { choice: body.status, answers: checked.answers, reminderOffsets: [...new Set(body.reminderOffsets)] },
          rescheduling,
        );
        jobs.nudge();
        await sendEventNotices(deps.db, deps, promotedNotices(promoted, event));
        return present(occurrence, reader);
      },
    }),
  ];
}
