import { z } from 'zod';
import { withSchemas } from './endpoint';
import { pageQuerySchema, pageSchema } from './keyset-page';
import {
  churchEventsEndpoints,
  EVENT_ANSWER_MAX_LENGTH,
  EVENT_CHECK_IN_CODE_MAX_LENGTH,
  EVENT_CAPACITY_MAX,
  EVENT_CHOICE_MAX_LENGTH,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_LOCATION_ADDRESS_MAX_LENGTH,
  EVENT_LOCATION_NAME_MAX_LENGTH,
  EVENT_LOCATIONS_MAX,
  EVENT_ONLINE_URL_MAX_LENGTH,
  EVENT_QUESTION_CHOICES_MAX,
  EVENT_QUESTION_MAX_LENGTH,
  EVENT_QUESTIONS_MAX,
  EVENT_RECURRENCE_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
  eventListFilters,
  eventQuestionKinds,
  eventReminderOffsets,
  eventRsvpChoices,
  eventRsvpStatuses,
} from './church-events-endpoints';

export const eventLocationSchema = z.object({
  name: z.string(),
  address: z.string(),
  /** A campus of the church (communities' connect.campuses), by id; its name when it still exists. */
  campusId: z.string().nullable(),
  campusName: z.string().nullable(),
});
export type EventLocation = z.infer<typeof eventLocationSchema>;

export const eventQuestionSchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(eventQuestionKinds),
  choices: z.array(z.string()),
  required: z.boolean(),
});
export type EventQuestion = z.infer<typeof eventQuestionSchema>;

export const myEventRsvpSchema = z.object({
  status: z.enum(eventRsvpStatuses),
  /** 1 for the first in line, while waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  answers: z.record(z.string(), z.string()),
  reminderOffsets: z.array(z.number().int()),
  /** While going: the code the member shows at the door (as a QR of the check-in address). */
  checkInCode: z.string().nullable(),
  checkedIn: z.boolean(),
});
export type MyEventRsvp = z.infer<typeof myEventRsvpSchema>;

/** SPEC §1 "Events": one occurrence of an event as the reader sees it. */
export const churchEventSchema = z.object({
  id: z.string(),
  /** The occurrence's start as first scheduled: what an RSVP is for (the event's start unless recurring). */
  occurrence: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The event's own times (the first occurrence's, for a repeating one): what editing it changes. */
  seriesStartsAt: z.string(),
  seriesEndsAt: z.string(),
  /** IANA zone the event is planned in. */
  timeZone: z.string(),
  title: z.string(),
  description: z.string(),
  locations: z.array(eventLocationSchema),
  onlineUrl: z.string().nullable(),
  capacity: z.number().int().nullable(),
  goingCount: z.number().int(),
  seatsLeft: z.number().int().nullable(),
  waitlistCount: z.number().int(),
  community: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** RFC 5545 RRULE ("FREQ=WEEKLY;COUNT=10") or null. */
  recurrence: z.string().nullable(),
  questions: z.array(eventQuestionSchema),
  cancelled: z.boolean(),
  createdBy: z.string(),
  /** The reader may edit and cancel it. */
  canManage: z.boolean(),
  /** The reader keeps its check-in list (its organisers, and its community's leaders and admins). */
  canCheckIn: z.boolean(),
  myRsvp: myEventRsvpSchema.nullable(),
});
export type ChurchEvent = z.infer<typeof churchEventSchema>;

export const eventListQuerySchema = pageQuerySchema().extend({
  filter: z.enum(eventListFilters, 'The filter is all, going or communities').default('all'),
});
export const eventPageSchema = pageSchema(churchEventSchema);
export type EventPage = z.infer<typeof eventPageSchema>;

const isoInstant = (message: string) => z.iso.datetime({ offset: true, message });

const validTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const eventInputSchema = z
  .strictObject({
    title: z
      .string('Give the event a title')
      .trim()
      .min(1, 'Give the event a title')
      .max(EVENT_TITLE_MAX_LENGTH, `The title may be at most ${EVENT_TITLE_MAX_LENGTH} characters`),
    description: z
      .string()
      .trim()
      .max(EVENT_DESCRIPTION_MAX_LENGTH, `The description may be at most ${EVENT_DESCRIPTION_MAX_LENGTH} characters`)
      .default(''),
    startsAt: isoInstant('Choose when the event starts'),
    endsAt: isoInstant('Choose when the event ends'),
    timeZone: z.string('Choose a time zone').max(64).refine(validTimeZone, 'Choose a time zone'),
    locations: z
      .array(
        z.strictObject({
          name: z
            .string('Name the place')
            .trim()
            .min(1, 'Name the place')
            .max(
              EVENT_LOCATION_NAME_MAX_LENGTH,
              `A place's name may be at most ${EVENT_LOCATION_NAME_MAX_LENGTH} characters`,
            ),
          address: z
            .string()
            .trim()
            .max(
              EVENT_LOCATION_ADDRESS_MAX_LENGTH,
              `An address may be at most ${EVENT_LOCATION_ADDRESS_MAX_LENGTH} characters`,
            )
            .default(''),
          campusId: z.uuid('The campus is not valid').nullable().default(null),
        }),
      )
      .max(EVENT_LOCATIONS_MAX, `An event may have at most ${EVENT_LOCATIONS_MAX} places`)
      .default([]),
    onlineUrl: z
      .url({ protocol: /^https$/, message: 'The online link must start with https://' })
      .max(EVENT_ONLINE_URL_MAX_LENGTH, `The online link may be at most ${EVENT_ONLINE_URL_MAX_LENGTH} characters`)
      .nullable()
      .default(null),
    capacity: z
      .number('Capacity is a number')
      .int('Capacity is a whole number')
      .min(1, 'Capacity is at least 1')
      .max(EVENT_CAPACITY_MAX, `Capacity may be at most ${EVENT_CAPACITY_MAX}`)
      .nullable()
      .default(null),
    questions: z
      .array(
        z.strictObject({
          id: z
            .string()
            .regex(/^[a-z0-9-]{1,40}$/, 'A question id is not valid')
            .optional(),
          label: z
            .string('Write the question')
            .trim()
            .min(1, 'Write the question')
            .max(EVENT_QUESTION_MAX_LENGTH, `A question may be at most ${EVENT_QUESTION_MAX_LENGTH} characters`),
          kind: z.enum(eventQuestionKinds, 'A question is answered in words or by a choice'),
          choices: z
            .array(z.string().trim().min(1, 'A choice may not be empty').max(EVENT_CHOICE_MAX_LENGTH))
            .max(EVENT_QUESTION_CHOICES_MAX, `A question may have at most ${EVENT_QUESTION_CHOICES_MAX} choices`)
            .default([]),
          required: z.boolean().default(false),
        }),
      )
      .max(EVENT_QUESTIONS_MAX, `An event may ask at most ${EVENT_QUESTIONS_MAX} questions`)
      .default([]),
    communityId: z.uuid('The community is not valid').nullable().default(null),
    recurrence: z
      .string()
      .trim()
      .max(EVENT_RECURRENCE_MAX_LENGTH)
      .regex(/^(RRULE:)?FREQ=(DAILY|WEEKLY|MONTHLY|YEARLY)(;[A-Z]+=[A-Z0-9,+-]+)*$/, 'The repeat rule is not valid')
      .nullable()
      .default(null),
  })
  .refine((event) => new Date(event.endsAt) > new Date(event.startsAt), {
    message: 'The event must end after it starts',
    path: ['endsAt'],
  })
  .refine((event) => event.locations.length > 0 || event.onlineUrl !== null, {
    message: 'Give a place or an online link',
    path: ['locations'],
  })
  .refine((event) => event.questions.every((question) => question.kind === 'text' || question.choices.length >= 2), {
    message: 'A choice question needs at least two choices',
    path: ['questions'],
  });
export type EventInput = z.infer<typeof eventInputSchema>;

export const eventRsvpInputSchema = z.strictObject({
  /** Which occurrence (its start); the next one when left out. */
  occurrence: isoInstant('Choose the occurrence').optional(),
  status: z.enum(eventRsvpChoices, 'Answer going, maybe or not going'),
  answers: z
    .record(
      z.string().max(40),
      z.string().trim().max(EVENT_ANSWER_MAX_LENGTH, `An answer may be at most ${EVENT_ANSWER_MAX_LENGTH} characters`),
    )
    .refine((answers) => Object.keys(answers).length <= EVENT_QUESTIONS_MAX, 'Too many answers')
    .default({}),
  reminderOffsets: z
    .array(
      z.union(
        eventReminderOffsets.map((offset) => z.literal(offset)),
        'Choose reminders from the list',
      ),
    )
    .max(eventReminderOffsets.length)
    .default([]),
});
export type EventRsvpInput = z.infer<typeof eventRsvpInputSchema>;

const eventParams = z.object({ eventId: z.uuid('This event was not found') });

/** One person going to an occurrence, on the check-in list. */
export const eventAttendeeSchema = z.object({
  userId: z.string(),
  name: z.string(),
  checkedIn: z.boolean(),
  checkedInAt: z.string().nullable(),
});
export type EventAttendee = z.infer<typeof eventAttendeeSchema>;

export const eventAttendeesSchema = z.object({
  occurrence: z.string(),
  items: z.array(eventAttendeeSchema),
});
export type EventAttendees = z.infer<typeof eventAttendeesSchema>;

export const eventCheckInInputSchema = z
  .strictObject({
    occurrence: isoInstant('The occurrence is not valid').optional(),
    /** The code from the member's QR, typed or scanned. */
    code: z
      .string()
      .trim()
      .min(1, 'Type or scan the code')
      .max(EVENT_CHECK_IN_CODE_MAX_LENGTH, 'This code is not valid')
      .optional(),
    /** Or the person, from the list. */
    userId: z.uuid('This person is not valid').optional(),
    checkedIn: z.boolean().default(true),
  })
  .refine((input) => (input.code === undefined) !== (input.userId === undefined), {
    message: 'Give a code or a person',
    path: ['code'],
  });
export type EventCheckInInput = z.infer<typeof eventCheckInInputSchema>;

const churchEventSchemas = {
  list: { query: eventListQuerySchema, response: eventPageSchema },
  get: {
    params: eventParams,
    query: z.strictObject({ occurrence: isoInstant('The occurrence is not valid').optional() }),
    response: churchEventSchema,
  },
  create: { body: eventInputSchema, response: churchEventSchema },
  update: { params: eventParams, body: eventInputSchema, response: churchEventSchema },
  cancel: { params: eventParams, response: churchEventSchema },
  rsvp: { params: eventParams, body: eventRsvpInputSchema, response: churchEventSchema },
  attendees: {
    params: eventParams,
    query: z.strictObject({ occurrence: isoInstant('The occurrence is not valid').optional() }),
    response: eventAttendeesSchema,
  },
  checkIn: { params: eventParams, body: eventCheckInInputSchema, response: eventAttendeeSchema },
  calendarFeed: {
    body: z.strictObject({ communityId: z.uuid('The community is not valid').nullable().default(null) }),
    response: z.object({ url: z.string() }),
  },
  calendar: {
    // 32 random bytes in base64url and ".ics" (calendar apps like the extension).
    params: z.object({ feedToken: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'This calendar address is not valid') }),
    /** The calendar itself, as text/calendar (the handler sends it). */
    response: z.string(),
  },
};
export type ChurchEventSchemas = typeof churchEventSchemas;

export const churchEventsContract = withSchemas(churchEventsEndpoints, churchEventSchemas);
