// No zod here: a remote's screens import this module (their bundles stay free of zod); the schemas are
// in events.ts, which only the service and tests load.
import { defineEndpoints } from './endpoint';
import type { ChurchEventSchemas } from './events';
import type { Role } from './roles';

/**
 * Who may plan events (SPEC §6: CHURCH ADMIN, GROUP ADMIN and MINISTRY ADMIN list "Events"): the church's staff
 * for the whole church or any community; leaders and group / ministry admins for a community they lead or run.
 */
export const EVENT_CHURCH_STAFF_ROLES: readonly Role[] = ['admin', 'church_admin', 'pastor', 'lead_pastor'];
export const EVENT_PLANNER_ROLES: readonly Role[] = [
  ...EVENT_CHURCH_STAFF_ROLES,
  'leader',
  'group_admin',
  'ministry_admin',
];

/** What a member answers to an event (SPEC §1 "Events with RSVP"). "waitlisted" is a "going" past capacity. */
export const eventRsvpChoices = ['going', 'maybe', 'not_going'] as const;
export type EventRsvpChoice = (typeof eventRsvpChoices)[number];
export const eventRsvpStatuses = ['going', 'maybe', 'not_going', 'waitlisted'] as const;
export type EventRsvpStatus = (typeof eventRsvpStatuses)[number];

/** Which events the list shows: all the church's, the ones the reader is going to, their communities'. */
export const eventListFilters = ['all', 'going', 'communities'] as const;
export type EventListFilter = (typeof eventListFilters)[number];

/** A registration question is answered in words or by picking one of its choices. */
export const eventQuestionKinds = ['text', 'choice'] as const;
export type EventQuestionKind = (typeof eventQuestionKinds)[number];

/** When a member may be reminded, in minutes before the start: 1 week, 1 day, 1 hour, 15 minutes. */
export const eventReminderOffsets = [10080, 1440, 60, 15] as const;
export type EventReminderOffset = (typeof eventReminderOffsets)[number];

export const EVENT_TITLE_MAX_LENGTH = 160;
export const EVENT_DESCRIPTION_MAX_LENGTH = 4000;
export const EVENT_LOCATIONS_MAX = 5;
export const EVENT_LOCATION_NAME_MAX_LENGTH = 120;
export const EVENT_LOCATION_ADDRESS_MAX_LENGTH = 300;
export const EVENT_ONLINE_URL_MAX_LENGTH = 500;
export const EVENT_CAPACITY_MAX = 100_000;
export const EVENT_QUESTIONS_MAX = 10;
export const EVENT_QUESTION_MAX_LENGTH = 200;
export const EVENT_QUESTION_CHOICES_MAX = 10;
export const EVENT_CHOICE_MAX_LENGTH = 80;
export const EVENT_ANSWER_MAX_LENGTH = 500;
export const EVENT_RECURRENCE_MAX_LENGTH = 300;
export const EVENT_CHECK_IN_CODE_MAX_LENGTH = 64;

/** /events (SPEC §2): the church's events, one occurrence at a time for a recurring one. */
export const churchEventsEndpoints = defineEndpoints<ChurchEventSchemas>()({
  /** Upcoming occurrences, soonest first (recurring events expanded within the page). */
  list: ['GET', '/api/events'],
  /** One occurrence (the next one unless `occurrence` names another) with the reader's RSVP. */
  get: ['GET', '/api/events/:eventId'],
  /** Church staff for the whole church; a community's leaders and admins for their community. */
  create: ['POST', '/api/events', 201],
  /** Its creator or church staff; RSVPs follow a moved time and their reminders are rescheduled. */
  update: ['PUT', '/api/events/:eventId'],
  /** Its creator or church staff; whoever answered going or maybe is told. */
  cancel: ['POST', '/api/events/:eventId/cancel'],
  /** Going / maybe / not going for one occurrence, with answers and reminder choices. */
  rsvp: ['PUT', '/api/events/:eventId/rsvp'],
  /** The check-in list of one occurrence (who is going, checked in or not): its organisers and the community's leaders. */
  attendees: ['GET', '/api/events/:eventId/attendees'],
  /** Checks a person in (or out) by their code (the QR they show) or from the list. */
  checkIn: ['POST', '/api/events/:eventId/check-in'],
  /**
   * A subscribable iCal address of the caller's own events (going, maybe, waitlisted) or of one of their
   * communities' events: a new secret each call (the previous address stops working).
   */
  calendarFeed: ['POST', '/api/events/calendar-feeds', 201],
  /** Public (a calendar app has no session): the feed named by its secret, as RFC 5545 text/calendar. */
  calendar: ['GET', '/api/events/calendar/:feedToken'],
});
