import {
  DEMO_CHURCH,
  DEMO_GROUP_COMMUNITY,
  DEMO_MINISTRY_COMMUNITY,
  NEIGHBOUR_CHURCH,
  demoAccount,
  type AdminNotification,
  type Role,
  type StaffInvitation,
} from '@koinonia/contracts';
import { startTestService, type TestCaller, type TestService } from '@koinonia/service-kit/testing';
import { connectService } from '../app';
import { DEMO_BY_REQUEST_COMMUNITY, DEMO_HIDDEN_COMMUNITY } from '../seeds/communities';

const caller = (role: Role, churchId: string | null = DEMO_CHURCH.id): TestCaller => ({
  userId: demoAccount(role).id,
  role,
  churchId,
});
let service: TestService;

beforeAll(async () => {
  service = await startTestService(connectService);
});
afterAll(() => service.close());

describe('GET /api/auth/admin-communities', () => {
  const adminCommunities = async (as: TestCaller) => {
    const response = await service.request('GET', '/api/auth/admin-communities', { as });
    expect(response.status).toBe(200);
    return response.body;
  };

  it('SPEC §3/§6: the group admin administers the group communities and has group admin access only', async () => {
    expect(await adminCommunities(caller('group_admin'))).toEqual({
      hasAdminAccess: true,
      hasGroupAdminAccess: true,
      hasMinistryAdminAccess: false,
      type: 'group',
      data: [
        { id: DEMO_GROUP_COMMUNITY.id, name: DEMO_GROUP_COMMUNITY.name, type: 'group', role: 'admin' },
        { id: DEMO_BY_REQUEST_COMMUNITY.id, name: DEMO_BY_REQUEST_COMMUNITY.name, type: 'group', role: 'admin' },
      ],
      globalAdminRole: null,
    });
  });

  it('SPEC §3/§6: the ministry admin administers the ministry communities and has ministry admin access only', async () => {
    expect(await adminCommunities(caller('ministry_admin'))).toEqual({
      hasAdminAccess: true,
      hasGroupAdminAccess: false,
      hasMinistryAdminAccess: true,
      type: 'ministry',
      data: [
        { id: DEMO_MINISTRY_COMMUNITY.id, name: DEMO_MINISTRY_COMMUNITY.name, type: 'ministry', role: 'admin' },
        { id: DEMO_HIDDEN_COMMUNITY.id, name: DEMO_HIDDEN_COMMUNITY.name, type: 'ministry', role: 'admin' },
      ],
      globalAdminRole: null,
    });
  });

  it('SPEC §6: a member, or a leader who is not a community admin, has no admin access', async () => {
    const none = {
      hasAdminAccess: false,
      hasGroupAdminAccess: false,
      hasMinistryAdminAccess: false,
      type: null,
      data: [],
      globalAdminRole: null,
    };
    expect(await adminCommunities(caller('member'))).toEqual(none);
    expect(await adminCommunities(caller('leader'))).toEqual(none);
  });

  it('SPEC §6: a global admin role is named and gives admin access without any community', async () => {
    for (const role of ['church_admin', 'admin', 'pastor', 'koinonia_owner', 'koinonia_support'] as const) {
      expect([role, await adminCommunities(caller(role))]).toEqual([
        role,
        {
          hasAdminAccess: true,
          hasGroupAdminAccess: false,
          hasMinistryAdminAccess: false,
          type: null,
          data: [],
          globalAdminRole: role,
        },
      ]);
    }
  });

  it("counts only the caller's own church: the group admin of another church's session sees no community", async () => {
    expect((await adminCommunities(caller('group_admin', NEIGHBOUR_CHURCH.id))).data).toEqual([]);
    expect((await adminCommunities(caller('group_admin', null))).hasAdminAccess).toBe(false);
  });

  it('requires a signed-in caller', async () => {
    expect((await service.request('GET', '/api/auth/admin-communities')).status).toBe(401);
  });
});

describe('GET /api/auth/pending-staff-invitations', () => {
  const invitations = async (as: TestCaller): Promise<StaffInvitation[]> =>
    (await service.request('GET', '/api/auth/pending-staff-invitations', { as })).body;

  it("SPEC §3: lists the demo member's invitation to lead the Worship Ministry, unread", async () => {
    const response = await service.request('GET', '/api/auth/pending-staff-invitations', { as: caller('member') });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        id: expect.any(String),
        communityId: DEMO_MINISTRY_COMMUNITY.id,
        communityName: 'Worship Ministry',
        role: 'leader',
        isRead: false,
      },
    ]);
  });

  it('leaves out accepted invitations and shows no one else’s', async () => {
    // The pastor's invitation to the same ministry was accepted.
    expect(await invitations(caller('pastor'))).toEqual([]);
    expect(await invitations(caller('leader'))).toEqual([]);
  });

  it('requires a signed-in caller', async () => {
    expect((await service.request('GET', '/api/auth/pending-staff-invitations')).status).toBe(401);
  });
});

describe('POST /api/auth/mark-staff-invitations-read', () => {
  it("marks the caller's pending invitations read, says how many, and touches no one else's", async () => {
    const leader = caller('leader');
    await service.db('connect.staff_invitations').insert({
      community_id: DEMO_GROUP_COMMUNITY.id,
      invited_user_id: leader.userId,
      invited_email: demoAccount('leader').email,
      role: 'moderator',
      invited_by: demoAccount('group_admin').id,
    });
    const response = await service.request('POST', '/api/auth/mark-staff-invitations-read', { as: caller('member') });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ updated: 1 });
    const mine: StaffInvitation[] = (
      await service.request('GET', '/api/auth/pending-staff-invitations', { as: caller('member') })
    ).body;
    expect(mine.map((invitation) => invitation.isRead)).toEqual([true]);
    const leaders: StaffInvitation[] = (
      await service.request('GET', '/api/auth/pending-staff-invitations', { as: leader })
    ).body;
    expect(leaders).toEqual([
      expect.objectContaining({ communityId: DEMO_GROUP_COMMUNITY.id, role: 'moderator', isRead: false }),
    ]);
    expect(
      (await service.request('POST', '/api/auth/mark-staff-invitations-read', { as: caller('member') })).body,
    ).toEqual({ updated: 0 });
  });

  it('requires a signed-in caller and takes no body', async () => {
    expect((await service.request('POST', '/api/auth/mark-staff-invitations-read')).status).toBe(401);
    const withBody = await service.request('POST', '/api/auth/mark-staff-invitations-read', {
      as: caller('member'),
      body: { all: true },
    });
    expect(withBody.status).toBe(400);
  });
});

describe('GET /api/auth/admin-notifications', () => {
  const adminNotifications = async (as: TestCaller): Promise<AdminNotification[]> => {
    const response = await service.request('GET', '/api/auth/admin-notifications', { as });
    expect(response.status).toBe(200);
    return response.body;
  };

  it("SPEC §3: the ministry admin gets the ministry's notifications newest first, in the admin notification shape", async () => {
    const notifications = await adminNotifications(caller('ministry_admin'));
    expect(notifications.map((notification) => notification.type)).toEqual([
      'content_edit_request',
      'new_staff_member',
    ]);
    expect(notifications.every((notification) => notification.communityId === DEMO_MINISTRY_COMMUNITY.id)).toBe(true);
    expect(Object.keys(notifications[0] ?? {}).sort()).toEqual([
      'communityId',
      'createdAt',
      'id',
      'message',
      'title',
      'type',
    ]);
    const dates = notifications.map((notification) => Date.parse(notification.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("gives the group admin only the group community's notifications", async () => {
    const notifications = await adminNotifications(caller('group_admin'));
    expect(notifications).toEqual([
      expect.objectContaining({ communityId: DEMO_GROUP_COMMUNITY.id, type: 'content_edit_request' }),
    ]);
  });

  it('answers [] to a caller who administers nothing, to a leader of the community, and outside the church', async () => {
    expect(await adminNotifications(caller('member'))).toEqual([]);
    expect(await adminNotifications(caller('pastor'))).toEqual([]);
    expect(await adminNotifications(caller('ministry_admin', NEIGHBOUR_CHURCH.id))).toEqual([]);
    expect(await adminNotifications(caller('ministry_admin', null))).toEqual([]);
  });

  it('requires a signed-in caller', async () => {
    expect((await service.request('GET', '/api/auth/admin-notifications')).status).toBe(401);
  });
});
