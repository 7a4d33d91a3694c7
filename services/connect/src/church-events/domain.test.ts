import {
  checkedAnswers,
  instantOfWall,
  isValidRecurrence,
  mergeOccurrences,
  occurrenceAt,
  occurrencePosition,
  occurrences,
  remindersFor,
  seatFor,
  seatsToFill,
  wallTime,
  withQuestionIds,
  type EventRecord,
  type RsvpRecord,
} from './domain';

const event = (overrides: Partial<EventRecord> = {}): EventRecord => ({
  id: '00000000-0000-4000-8000-000000000001',
  churchId: 'c',
  communityId: null,
  communityName: null,
  title: 'Sunday worship',
  description: '',
  startsAt: new Date('2026-03-22T10:00:00Z'), // 10:00 in London (GMT)
  endsAt: new Date('2026-03-22T11:30:00Z'),
  timeZone: 'Europe/London',
  onlineUrl: null,
  capacity: null,
  recurrence: null,
  questions: [],
  locations: [],
  cancelledAt: null,
  createdBy: 'u',
  ...overrides,
});

describe('time zones', () => {
  it('reads and writes the wall clock of a zone', () => {
    const instant = new Date('2026-07-01T09:00:00Z');
    expect(wallTime(instant, 'Europe/London').toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(instantOfWall(new Date('2026-07-01T10:00:00Z'), 'Europe/London').toISOString()).toBe(instant.toISOString());
  });
});

describe('repeat rules', () => {
  it('keeps a weekly event at 10:00 local time across the change to summer time', () => {
    const weekly = event({ recurrence: 'FREQ=WEEKLY;COUNT=3' });
    const found = occurrences(weekly, new Date('2026-03-01T00:00:00Z'), new Date('2026-05-01T00:00:00Z'), 10);
    expect(found.map((occurrence) => occurrence.start.toISOString())).toEqual([
      '2026-03-22T10:00:00.000Z',
      '2026-03-29T09:00:00.000Z', // BST began that morning: still 10:00 in London
      '2026-04-05T09:00:00.000Z',
    ]);
    expect(found[1]!.end.getTime() - found[1]!.start.getTime()).toBe(90 * 60_000);
  });

  it('finds an occurrence by its start and refuses a time that is not one', () => {
    const weekly = event({ recurrence: 'RRULE:FREQ=WEEKLY' });
    expect(occurrenceAt(weekly, new Date('2026-04-05T09:00:00Z'))).toBeDefined();
    expect(occurrenceAt(weekly, new Date('2026-04-05T10:00:00Z'))).toBeUndefined();
    expect(occurrenceAt(event(), new Date('2026-03-22T10:00:00Z'))).toBeDefined();
  });

  it('accepts RFC 5545 rules and refuses broken ones', () => {
    expect(isValidRecurrence('FREQ=WEEKLY;BYDAY=SU;UNTIL=20271231T000000Z')).toBe(true);
    expect(isValidRecurrence('FREQ=MONTHLY;INTERVAL=2;COUNT=6')).toBe(true);
    expect(isValidRecurrence('FREQ=WEEKLY;COUNT=0')).toBe(false);
    expect(isValidRecurrence('FREQ=WEEKLY;BYDAY=XX')).toBe(false);
  });
});

describe('the list', () => {
  it('merges one-off and repeating events in start order and pages without repeats', () => {
    const now = new Date('2026-03-20T00:00:00Z');
    const weekly = event({ id: '00000000-0000-4000-8000-00000000000a', recurrence: 'FREQ=WEEKLY;COUNT=4' });
    const oneOff = [
      event({
        id: '00000000-0000-4000-8000-00000000000b',
        startsAt: new Date('2026-03-25T18:00:00Z'),
        endsAt: new Date('2026-03-25T19:00:00Z'),
      }),
    ];
    const first = mergeOccurrences(oneOff, [weekly], { after: null, limit: 2, now });
    expect(first.map((occurrence) => occurrence.start.toISOString())).toEqual([
      '2026-03-22T10:00:00.000Z',
      '2026-03-25T18:00:00.000Z',
      '2026-03-29T09:00:00.000Z',
    ]);
    const second = mergeOccurrences([], [weekly], { after: occurrencePosition(first[1]!), limit: 2, now });
    expect(second.map((occurrence) => occurrence.start.toISOString())).toEqual([
      '2026-03-29T09:00:00.000Z',
      '2026-04-05T09:00:00.000Z',
      '2026-04-12T09:00:00.000Z',
    ]);
  });
});

describe('seats', () => {
  it('waitlists a "going" past capacity and keeps a seat already held', () => {
    expect(seatFor('going', { capacity: 1, goingOthers: 0, wasStatus: null })).toBe('going');
    expect(seatFor('going', { capacity: 1, goingOthers: 1, wasStatus: null })).toBe('waitlisted');
    expect(seatFor('going', { capacity: 1, goingOthers: 1, wasStatus: 'going' })).toBe('going');
    expect(seatFor('maybe', { capacity: 1, goingOthers: 1, wasStatus: null })).toBe('maybe');
    expect(seatFor('going', { capacity: null, goingOthers: 500, wasStatus: null })).toBe('going');
  });

  it('fills free seats from the waitlist', () => {
    expect(seatsToFill(2, 1, 3)).toBe(1);
    expect(seatsToFill(2, 2, 3)).toBe(0);
    expect(seatsToFill(null, 9, 3)).toBe(3);
  });
});

describe('answers', () => {
  const questions = withQuestionIds([
    { label: 'Team?', kind: 'choice', choices: ['A', 'B'], required: true },
    { label: 'Notes', kind: 'text', choices: [], required: false },
  ]);
  it('gives new questions stable ids', () => {
    expect(questions.map((question) => question.id)).toEqual(['q1', 'q2']);
    expect(
      withQuestionIds([
        { id: 'q1', label: 'x', kind: 'text', choices: [], required: false },
        { label: 'y', kind: 'text', choices: [], required: false },
      ]).map((question) => question.id),
    ).toEqual(['q1', 'q2']);
  });
  it('requires required answers and a choice among the choices, and drops unknown ones', () => {
    expect(checkedAnswers(questions, {})).toEqual({ problem: { path: 'answers.q1', message: 'Answer “Team?”' } });
    expect(checkedAnswers(questions, { q1: 'C' })).toHaveProperty('problem');
    expect(checkedAnswers(questions, { q1: 'B', q9: 'x' })).toEqual({ answers: { q1: 'B' } });
  });
});

describe('reminders', () => {
  const now = new Date('2026-03-20T12:00:00Z');
  const rsvp = (overrides: Partial<RsvpRecord> = {}): RsvpRecord => ({
    id: 'r1',
    eventId: 'e1',
    occurrence: new Date('2026-03-22T10:00:00Z'),
    userId: 'u',
    status: 'going',
    answers: {},
    reminderOffsets: [1440, 60, 10080],
    waitlistPosition: null,
    checkInCode: 'code',
    checkedInAt: null,
    ...overrides,
  });
  it('schedules one job per future offset and one due now for those already past', () => {
    const jobs = remindersFor(rsvp(), now);
    expect(jobs.map((job) => [job.payload.offsetMinutes, job.runAt.toISOString()])).toEqual([
      [1440, '2026-03-21T10:00:00.000Z'],
      [60, '2026-03-22T09:00:00.000Z'],
      [10080, now.toISOString()],
    ]);
    expect(jobs[0]!.key).toBe(`event-reminder:e1:r1:${Date.parse('2026-03-22T10:00:00Z')}:1440`);
  });
  it('reminds no one not going, nor of what has started', () => {
    expect(remindersFor(rsvp({ status: 'not_going' }), now)).toEqual([]);
    expect(remindersFor(rsvp({ status: 'waitlisted' }), now)).toEqual([]);
    expect(remindersFor(rsvp({ occurrence: new Date('2026-03-20T11:00:00Z') }), now)).toEqual([]);
  });
});
