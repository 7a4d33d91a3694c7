import { DEMO_CHURCH, demoAccount, type ChurchEvent } from '@koinonia/contracts';
import { startTestService, type TestCaller, type TestService } from '@koinonia/service-kit/testing';
import { connectService } from '../app';

const admin = demoAccount('church_admin');
const member = demoAccount('member');
const leader = demoAccount('leader');
const asAdmin = { userId: admin.id, role: admin.role, churchId: DEMO_CHURCH.id, displayName: 'Admin' };
const asMember = { userId: member.id, role: member.role, churchId: DEMO_CHURCH.id, displayName: 'Miriam Okafor' };
const asLeader = { userId: leader.id, role: leader.role, churchId: DEMO_CHURCH.id, displayName: 'Lucas Ferreira' };
const asOther = {
  userId: '00000000-0000-4000-8000-0000000000a1',
  role: 'member' as const,
  churchId: DEMO_CHURCH.id,
  displayName: 'Ola',
};
const stranger = {
  userId: '00000000-0000-4000-8000-0000000000ff',
  role: 'member' as const,
  churchId: '00000000-0000-4000-8000-0000000000fe',
  displayName: 'Sam Stranger',
};

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const newEvent = (overrides: object = {}) => ({
  title: 'Harvest supper',
  description: 'Bring a dish to share.',
  startsAt: inHours(48),
  endsAt: inHours(50),
  timeZone: 'Europe/London',
  locations: [{ name: 'Fellowship Hall', address: '1 Church Lane' }],
  onlineUrl: 'https://meet.example.org/harvest',
  capacity: 1,
  questions: [{ label: 'Dietary needs?', kind: 'text', required: false }],
  ...overrides,
});

let service: TestService;
beforeAll(async () => {
  service = await startTestService(connectService);
});
afterAll(() => service.close());

async function create(body: object = newEvent(), as: TestCaller = asAdmin): Promise<ChurchEvent> {
  const response = await service.request('POST', '/api/events', { as, body });
  expect(response.status).toBe(201);
  return response.body;
}
async function rsvp(event: ChurchEvent, as: TestCaller, status: string, extra: object = {}) {
  return service.request('PUT', `/api/events/${event.id}/rsvp`, {
    as,
    body: { occurrence: event.occurrence, status, ...extra },
  });
}
async function until(condition: () => Promise<boolean>, timeoutMs = 8_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const notificationsOf = async (userId: string) =>
  (await service.db('connect.notifications').where({ user_id: userId, type: 'event' }).orderBy('created_at')) as Array<{
    title: string;
    message: string;
    action_url: string;
  }>;

describe('creating events', () => {
  it('lets church staff create one with places, a link, capacity and questions', async () => {
    const event = await create();
    expect(event).toMatchObject({
      title: 'Harvest supper',
      timeZone: 'Europe/London',
      locations: [{ name: 'Fellowship Hall', address: '1 Church Lane', campusId: null, campusName: null }],
      onlineUrl: 'https://meet.example.org/harvest',
      capacity: 1,
      seatsLeft: 1,
      questions: [{ id: 'q1', label: 'Dietary needs?', kind: 'text', required: false }],
      canManage: true,
      myRsvp: null,
    });
    const listed = await service.request('GET', '/api/events?limit=100', { as: asMember });
    expect(listed.body.items.map((item: ChurchEvent) => item.id)).toContain(event.id);
  });

  it('refuses a member, a leader a church-wide event, and an http link, and explains', async () => {
    const refused = await service.request('POST', '/api/events', { as: asMember, body: newEvent() });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    const churchWide = await service.request('POST', '/api/events', { as: asLeader, body: newEvent() });
    expect(churchWide.status).toBe(403);
    expect(churchWide.body.code).toBe('event_community_not_leader');
    const insecure = await service.request('POST', '/api/events', {
      as: asAdmin,
      body: newEvent({ onlineUrl: 'http://meet.example.org' }),
    });
    expect(insecure.status).toBe(400);
    const backwards = await service.request('POST', '/api/events', {
      as: asAdmin,
      body: newEvent({ endsAt: inHours(47) }),
    });
    expect(backwards.status).toBe(400);
    const badRule = await service.request('POST', '/api/events', {
      as: asAdmin,
      body: newEvent({ recurrence: 'FREQ=WEEKLY;COUNT=0' }),
    });
    expect(badRule.status).toBe(400);
    expect(badRule.body.code).toBe('event_recurrence_invalid');
  });

  it('lets a community leader create their community’s event', async () => {
    const [community] = await service
      .db('connect.community_members')
      .where({ user_id: leader.id })
      .whereIn('role', ['leader', 'admin']);
    const event = await create(newEvent({ communityId: community.community_id, capacity: null }), asLeader);
    expect(event.community?.id).toBe(community.community_id);
  });

  it('expands a weekly event into occurrences, each with its own RSVPs', async () => {
    const event = await create(newEvent({ title: 'Weekly prayer', recurrence: 'FREQ=WEEKLY;COUNT=3', capacity: null }));
    const listed = (await service.request('GET', '/api/events?limit=100', { as: asMember })).body.items.filter(
      (item: ChurchEvent) => item.id === event.id,
    );
    expect(listed).toHaveLength(3);
    expect(Date.parse(listed[1].startsAt) - Date.parse(listed[0].startsAt)).toBe(7 * 86_400_000);
    await rsvp(listed[1], asMember, 'going');
    const second = await service.request(
      'GET',
      `/api/events/${event.id}?occurrence=${encodeURIComponent(listed[1].occurrence)}`,
      { as: asMember },
    );
    expect(second.body.myRsvp.status).toBe('going');
    const first = await service.request('GET', `/api/events/${event.id}`, { as: asMember });
    expect(first.body.myRsvp).toBeNull();
  });

  it('hides another church’s event (404)', async () => {
    const event = await create();
    const response = await service.request('GET', `/api/events/${event.id}`, { as: stranger });
    expect(response.status).toBe(404);
    expect((await rsvp(event, stranger, 'going')).status).toBe(404);
  });
});

describe('RSVP and the waitlist', () => {
  it('puts the second "going" on the waitlist and promotes them when the seat frees', async () => {
    const event = await create();
    const first = await rsvp(event, asMember, 'going', { answers: { q1: 'none' } });
    expect(first.body.myRsvp).toMatchObject({ status: 'going', answers: { q1: 'none' } });
    expect(first.body.seatsLeft).toBe(0);
    const second = await rsvp(event, asOther, 'going');
    expect(second.body.myRsvp).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    await rsvp(event, asMember, 'not_going');
    const promoted = await service.request('GET', `/api/events/${event.id}`, { as: asOther });
    expect(promoted.body.myRsvp.status).toBe('going');
    expect((await notificationsOf(asOther.userId)).some((row) => row.title.startsWith('You have a seat'))).toBe(true);
  });

  it('promotes from the waitlist when the capacity is raised', async () => {
    const event = await create();
    await rsvp(event, asMember, 'going');
    await rsvp(event, asOther, 'going');
    const raised = await service.request('PUT', `/api/events/${event.id}`, {
      as: asAdmin,
      body: newEvent({ startsAt: event.startsAt, endsAt: event.endsAt, capacity: 2 }),
    });
    expect(raised.status).toBe(200);
    const promoted = await service.request('GET', `/api/events/${event.id}`, { as: asOther });
    expect(promoted.body.myRsvp.status).toBe('going');
  });

  it('requires the required answers and a choice among the choices', async () => {
    const event = await create(
      newEvent({ questions: [{ label: 'Team?', kind: 'choice', choices: ['A', 'B'], required: true }] }),
    );
    const missing = await rsvp(event, asMember, 'going');
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('event_answer_missing');
    expect((await rsvp(event, asMember, 'going', { answers: { q1: 'C' } })).status).toBe(400);
    expect((await rsvp(event, asMember, 'going', { answers: { q1: 'B' } })).status).toBe(200);
  });

  it('keeps one seat per member when many answer at once', async () => {
    const event = await create(newEvent({ capacity: 3 }));
    const people = Array.from({ length: 8 }, (_, n) => ({
      ...asOther,
      userId: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
    }));
    await Promise.all(people.map((person) => rsvp(event, person, 'going')));
    const seen = await service.request('GET', `/api/events/${event.id}`, { as: asAdmin });
    expect(seen.body).toMatchObject({ goingCount: 3, waitlistCount: 5, seatsLeft: 0 });
  });
});

describe('reminders, changes and cancellations', () => {
  it('sends a reminder that is due as a notification, once', async () => {
    const event = await create(newEvent({ startsAt: inHours(0.1), endsAt: inHours(1), capacity: null, questions: [] }));
    await rsvp(event, asMember, 'going', { reminderOffsets: [15, 1440] });
    await until(async () => (await notificationsOf(member.id)).some((row) => row.title === 'Reminder: Harvest supper'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const reminders = (await notificationsOf(member.id)).filter(
      (row) => row.title === 'Reminder: Harvest supper' && row.action_url.includes(event.id),
    );
    expect(reminders).toHaveLength(1);
    const jobs = await service.db('connect.jobs').where('key', 'like', `event-reminder:${event.id}:%`);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].done_at).not.toBeNull();
  });

  it('reschedules reminders when the event moves and removes them when it is cancelled', async () => {
    const event = await create(newEvent({ capacity: null, questions: [] }));
    await rsvp(event, asMember, 'going', { reminderOffsets: [60] });
    const waiting = async () =>
      (await service
        .db('connect.jobs')
        .where('key', 'like', `event-reminder:${event.id}:%`)
        .whereNull('done_at')) as Array<{ run_at: Date }>;
    const before = await waiting();
    expect(before).toHaveLength(1);
    await service.request('PUT', `/api/events/${event.id}`, {
      as: asAdmin,
      body: newEvent({ capacity: null, questions: [], startsAt: inHours(72), endsAt: inHours(74) }),
    });
    const after = await waiting();
    expect(after).toHaveLength(1);
    expect(new Date(after[0]!.run_at).getTime() - new Date(before[0]!.run_at).getTime()).toBeGreaterThan(
      23 * 3_600_000,
    );
    const moved = await service.request('GET', `/api/events/${event.id}`, { as: asMember });
    expect(moved.body.myRsvp.status).toBe('going');
    expect((await notificationsOf(member.id)).some((row) => row.title === 'Event updated: Harvest supper')).toBe(true);
    const cancelled = await service.request('POST', `/api/events/${event.id}/cancel`, { as: asAdmin });
    expect(cancelled.body.cancelled).toBe(true);
    expect(await waiting()).toHaveLength(0);
    expect((await notificationsOf(member.id)).some((row) => row.title === 'Event cancelled: Harvest supper')).toBe(
      true,
    );
    expect((await rsvp(event, asMember, 'going')).status).toBe(409);
  });

  it('lets only the creator or church staff change an event', async () => {
    const event = await create();
    const refused = await service.request('POST', `/api/events/${event.id}/cancel`, { as: asMember });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('event_not_organiser');
  });
});

describe('attendance', () => {
  it('gives a going member a check-in code the organiser checks in, and keeps others off the list', async () => {
    const event = await create(newEvent({ capacity: null, questions: [] }));
    const going = await rsvp(event, asMember, 'going');
    const code: string = going.body.myRsvp.checkInCode;
    expect(code).toMatch(/^[\w-]{16}$/);
    expect((await rsvp(event, asOther, 'maybe')).body.myRsvp.checkInCode).toBeNull();
    expect((await service.request('GET', `/api/events/${event.id}/attendees`, { as: asMember })).status).toBe(403);
    const list = await service.request('GET', `/api/events/${event.id}/attendees`, { as: asAdmin });
    expect(list.body.items).toEqual([
      { userId: member.id, name: expect.any(String), checkedIn: false, checkedInAt: null },
    ]);
    const wrong = await service.request('POST', `/api/events/${event.id}/check-in`, {
      as: asAdmin,
      body: { code: 'nope' },
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.code).toBe('event_check_in_code_unknown');
    const checked = await service.request('POST', `/api/events/${event.id}/check-in`, { as: asAdmin, body: { code } });
    expect(checked.body).toMatchObject({ userId: member.id, checkedIn: true });
    expect((await service.request('GET', `/api/events/${event.id}`, { as: asMember })).body.myRsvp.checkedIn).toBe(
      true,
    );
    const undone = await service.request('POST', `/api/events/${event.id}/check-in`, {
      as: asAdmin,
      body: { userId: member.id, checkedIn: false },
    });
    expect(undone.body.checkedIn).toBe(false);
  });

  it('awards attendance points on the Engagement Board once per check-in, and takes them back when it is undone', async () => {
    const event = await create(newEvent({ capacity: null, questions: [] }));
    const code: string = (await rsvp(event, asMember, 'going')).body.myRsvp.checkInCode;
    const pointsOfThisEvent = async () =>
      (await service
        .db('connect.engagement_points')
        .where({ user_id: member.id, kind: 'event_attended' })
        .whereLike('source_key', `attended:${event.id}:%`)
        .select('points', 'church_id')) as Array<{ points: number; church_id: string }>;
    const checkIn = (body: object) => service.request('POST', `/api/events/${event.id}/check-in`, { as: asAdmin, body });

    await checkIn({ code });
    await checkIn({ code });
    expect(await pointsOfThisEvent()).toEqual([{ points: 15, church_id: DEMO_CHURCH.id }]);
    await checkIn({ userId: member.id, checkedIn: false });
    expect(await pointsOfThisEvent()).toEqual([]);
    await checkIn({ userId: member.id, checkedIn: true });
    expect(await pointsOfThisEvent()).toHaveLength(1);
  });

  it('lets a community’s leaders keep its event’s check-in list', async () => {
    const [community] = await service
      .db('connect.community_members')
      .where({ user_id: leader.id })
      .whereIn('role', ['leader', 'admin']);
    const event = await create(
      newEvent({ communityId: community.community_id, capacity: null, questions: [] }),
      asAdmin,
    );
    const seen = await service.request('GET', `/api/events/${event.id}`, { as: asLeader });
    expect(seen.body).toMatchObject({ canManage: false, canCheckIn: true });
    expect((await service.request('GET', `/api/events/${event.id}/attendees`, { as: asLeader })).status).toBe(200);
  });
});

describe('calendar feeds', () => {
  it('serves a member’s answered events as iCal at an unguessable public address, until it is replaced', async () => {
    const event = await create(newEvent({ title: 'Feed supper', capacity: null, questions: [] }));
    await rsvp(event, asMember, 'going');
    const made = await service.request('POST', '/api/events/calendar-feeds', { as: asMember, body: {} });
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(/^\/api\/events\/calendar\/[\w-]{43}\.ics$/);
    const feed = await service.request('GET', made.body.url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain('SUMMARY:Feed supper');
    expect(feed.body).toMatch(/DTSTART;TZID=Europe\/London:\d{8}T\d{6}\r\n/);
    const stored = await service.db('connect.event_calendar_feeds').where({ user_id: member.id });
    expect(stored[0].token_hash).not.toContain(made.body.url.split('/').pop()!.replace('.ics', ''));
    const again = await service.request('POST', '/api/events/calendar-feeds', { as: asMember, body: {} });
    expect((await service.request('GET', made.body.url)).status).toBe(404);
    expect((await service.request('GET', again.body.url)).status).toBe(200);
  });

  it('passes a community’s repeat rule through, and refuses a community the member is not in', async () => {
    const [community] = await service
      .db('connect.community_members')
      .where({ user_id: leader.id })
      .whereIn('role', ['leader', 'admin']);
    await create(
      newEvent({
        title: 'Weekly study',
        recurrence: 'FREQ=WEEKLY;COUNT=5',
        communityId: community.community_id,
        capacity: null,
      }),
      asAdmin,
    );
    const made = await service.request('POST', '/api/events/calendar-feeds', {
      as: asLeader,
      body: { communityId: community.community_id },
    });
    const feed = await service.request('GET', made.body.url);
    expect(feed.body).toContain('SUMMARY:Weekly study');
    expect(feed.body).toContain('RRULE:FREQ=WEEKLY;COUNT=5');
    const stranger = await service.request('POST', '/api/events/calendar-feeds', {
      as: asOther,
      body: { communityId: community.community_id },
    });
    expect(stranger.status).toBe(400);
    expect((await service.request('GET', `/api/events/calendar/${'a'.repeat(43)}.ics`)).status).toBe(404);
  });
});
