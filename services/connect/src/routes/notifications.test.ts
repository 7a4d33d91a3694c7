import { demoAccount, DEMO_CHURCH, NOTIFICATION_LIST_LIMIT, type UserNotification } from '@koinonia/contracts';
import { startTestService, type TestCaller, type TestService } from '@koinonia/service-kit/testing';
import { connectService } from '../app';

const member = demoAccount('member');
const leader = demoAccount('leader');
const asMember = { userId: member.id, role: member.role, churchId: DEMO_CHURCH.id };
const asLeader = { userId: leader.id, role: leader.role, churchId: DEMO_CHURCH.id };
const unknownId = '00000000-0000-4000-8000-0000000000aa';
let service: TestService;

beforeAll(async () => {
  service = await startTestService(connectService);
});
afterAll(() => service.close());

const inbox = async (as: TestCaller): Promise<UserNotification[]> =>
  (await service.request('GET', '/api/notifications', { as })).body;

describe('GET /api/notifications', () => {
  it("lists the caller's own notifications newest first in the SPEC §3 shape", async () => {
    const response = await service.request('GET', '/api/notifications', { as: asMember });
    expect(response.status).toBe(200);
    const notifications: UserNotification[] = response.body;
    expect(notifications.length).toBeGreaterThanOrEqual(3);
    expect(new Set(notifications.map((notification) => notification.type))).toEqual(new Set(['prayer', 'event', 'message']));
    expect(notifications.some((notification) => !notification.isRead)).toBe(true);
    const dates = notifications.map((notification) => Date.parse(notification.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(Object.keys(notifications[0] ?? {}).sort()).toEqual(['actionUrl', 'createdAt', 'id', 'isRead', 'message', 'title', 'type']);
  });

  it('shows no one else’s notifications', async () => {
    const mine = new Set((await inbox(asMember)).map((notification) => notification.id));
    const theirs = (await inbox(asLeader)).map((notification) => notification.id);
    expect(theirs.filter((id) => mine.has(id))).toEqual([]);
    const stranger: TestCaller = { userId: '00000000-0000-4000-8000-0000000000ff', role: 'member', churchId: null };
    expect(await inbox(stranger)).toEqual([]);
  });

  it(`answers at most the newest ${NOTIFICATION_LIST_LIMIT}`, async () => {
    const userId = '00000000-0000-4000-8000-0000000000b1';
    await service.db('connect.notifications').insert(
      Array.from({ length: NOTIFICATION_LIST_LIMIT + 5 }, (_, n) => ({
        user_id: userId,
        type: 'event',
        title: `Reminder ${n}`,
        message: 'Soon',
        created_at: new Date(Date.now() - n * 60_000),
      })),
    );
    const notifications = await inbox({ userId, role: 'member', churchId: DEMO_CHURCH.id });
    expect(notifications).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(notifications[0]?.title).toBe('Reminder 0');
  });

  it('requires a signed-in caller', async () => {
    expect((await service.request('GET', '/api/notifications')).status).toBe(401);
  });
});

describe('POST /api/notifications/:id/read', () => {
  it('marks one of the caller’s notifications read and answers it', async () => {
    const unread = (await inbox(asMember)).find((notification) => !notification.isRead);
    if (!unread) throw new Error('the demo member should have an unread notification');
    const response = await service.request('POST', `/api/notifications/${unread.id}/read`, { as: asMember });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...unread, isRead: true });
    expect((await inbox(asMember)).find((notification) => notification.id === unread.id)?.isRead).toBe(true);
  });

  it('answers 404 for someone else’s notification and leaves it unread', async () => {
    const leadersUnread = (await inbox(asLeader)).find((notification) => !notification.isRead);
    if (!leadersUnread) throw new Error('the demo leader should have an unread notification');
    const response = await service.request('POST', `/api/notifications/${leadersUnread.id}/read`, { as: asMember });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Notification not found', code: 'not_found' });
    expect((await inbox(asLeader)).find((notification) => notification.id === leadersUnread.id)?.isRead).toBe(false);
  });

  it('answers 404 for an unknown id and 400 for an id that is not a uuid', async () => {
    expect((await service.request('POST', `/api/notifications/${unknownId}/read`, { as: asMember })).status).toBe(404);
    const bad = await service.request('POST', '/api/notifications/42/read', { as: asMember });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'The id is not valid', code: 'validation_failed' });
  });

  it('answers a malformed percent-encoded id with a 400, not a 500', async () => {
    const response = await service.request('POST', '/api/notifications/%E0%A4%A/read', { as: asMember });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('requires a signed-in caller', async () => {
    expect((await service.request('POST', `/api/notifications/${unknownId}/read`)).status).toBe(401);
  });
});

describe('POST /api/notifications/mark-all-read', () => {
  it('marks every unread notification of the caller read and says how many', async () => {
    const before = (await inbox(asLeader)).filter((notification) => !notification.isRead).length;
    const membersUnread = (await inbox(asMember)).filter((notification) => !notification.isRead).length;
    expect(before).toBeGreaterThan(0);
    const response = await service.request('POST', '/api/notifications/mark-all-read', { as: asLeader });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ updated: before });
    expect((await inbox(asLeader)).every((notification) => notification.isRead)).toBe(true);
    expect((await inbox(asMember)).filter((notification) => !notification.isRead)).toHaveLength(membersUnread);
    const again = await service.request('POST', '/api/notifications/mark-all-read', { as: asLeader });
    expect(again.body).toEqual({ updated: 0 });
  });

  it('requires a signed-in caller', async () => {
    expect((await service.request('POST', '/api/notifications/mark-all-read')).status).toBe(401);
  });
});
