import {
  DEMO_CHURCH,
  DEMO_GROUP_COMMUNITY,
  DEMO_MINISTRY_COMMUNITY,
  NEIGHBOUR_CHURCH,
  NEIGHBOUR_MEMBER,
  demoAccount,
  type Role,
} from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { connectService } from '../app';
import { DEMO_BY_REQUEST_COMMUNITY, DEMO_CAMPUSES, DEMO_HIDDEN_COMMUNITY } from '../seeds/communities';

const as = (role: Role, churchId: string | null = DEMO_CHURCH.id) => ({
  userId: demoAccount(role).id,
  role,
  churchId,
  displayName: `${demoAccount(role).firstName} ${demoAccount(role).lastName}`,
});
const neighbour = {
  userId: NEIGHBOUR_MEMBER.id,
  role: 'member' as const,
  churchId: NEIGHBOUR_CHURCH.id,
  displayName: 'Hannah Lee',
};

let service: TestService;

beforeAll(async () => {
  service = await startTestService(connectService);
});
afterAll(() => service.close());

const names = (body: { items: Array<{ name: string }> }) => body.items.map((item) => item.name);

async function create(caller: ReturnType<typeof as>, body: Record<string, unknown>) {
  const response = await service.request('POST', '/api/communities', { as: caller, body });
  expect(response.status).toBe(201);
  return response.body as { id: string; myStanding: string };
}

describe('GET /api/communities (the directory)', () => {
  it("lists the church's communities by name with their size, privacy, campus and the caller's standing", async () => {
    const response = await service.request('GET', '/api/communities', { as: as('member') });
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual([
      DEMO_BY_REQUEST_COMMUNITY.name,
      DEMO_MINISTRY_COMMUNITY.name,
      DEMO_GROUP_COMMUNITY.name,
    ]);
    const group = response.body.items.find((item: { id: string }) => item.id === DEMO_GROUP_COMMUNITY.id);
    expect(group).toMatchObject({
      type: 'group',
      privacy: 'open',
      memberCount: 3,
      myStanding: 'member',
      canManage: false,
      campus: { name: 'Main Campus' },
    });
    expect(response.body.items[0]).toMatchObject({ privacy: 'by_request', myStanding: 'none' });
  });

  it('shows a hidden community to its members and the church staff only', async () => {
    const seen = async (role: Role) => names((await service.request('GET', '/api/communities', { as: as(role) })).body);
    expect(await seen('member')).not.toContain(DEMO_HIDDEN_COMMUNITY.name);
    expect(await seen('leader')).not.toContain(DEMO_HIDDEN_COMMUNITY.name);
    expect(await seen('ministry_admin')).toContain(DEMO_HIDDEN_COMMUNITY.name);
    expect(await seen('church_admin')).toContain(DEMO_HIDDEN_COMMUNITY.name);
    expect(
      (await service.request('GET', `/api/communities/${DEMO_HIDDEN_COMMUNITY.id}`, { as: as('member') })).status,
    ).toBe(404);
    expect(
      (await service.request('POST', `/api/communities/${DEMO_HIDDEN_COMMUNITY.id}/join`, { as: as('member') })).status,
    ).toBe(404);
  });

  it('searches by words and filters by type and campus, paging by name', async () => {
    const search = await service.request('GET', '/api/communities?q=worship', { as: as('member') });
    expect(names(search.body)).toEqual([DEMO_MINISTRY_COMMUNITY.name]);
    const groups = await service.request('GET', '/api/communities?type=group', { as: as('member') });
    expect(names(groups.body)).toEqual([DEMO_BY_REQUEST_COMMUNITY.name, DEMO_GROUP_COMMUNITY.name]);
    const north = await service.request('GET', `/api/communities?campusId=${DEMO_CAMPUSES.north.id}`, {
      as: as('member'),
    });
    expect(names(north.body)).toEqual([DEMO_BY_REQUEST_COMMUNITY.name]);
    const first = await service.request('GET', '/api/communities?limit=2', { as: as('member') });
    const second = await service.request(
      'GET',
      `/api/communities?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`,
      { as: as('member') },
    );
    expect([...names(first.body), ...names(second.body)]).toEqual([
      DEMO_BY_REQUEST_COMMUNITY.name,
      DEMO_MINISTRY_COMMUNITY.name,
      DEMO_GROUP_COMMUNITY.name,
    ]);
    expect((await service.request('GET', '/api/communities?cursor=forged', { as: as('member') })).status).toBe(400);
  });

  it("never shows another church's community: the list leaves it out and by id it is a 404", async () => {
    expect((await service.request('GET', '/api/communities', { as: neighbour })).body.items).toEqual([]);
    for (const [method, path] of [
      ['GET', `/api/communities/${DEMO_GROUP_COMMUNITY.id}`],
      ['POST', `/api/communities/${DEMO_GROUP_COMMUNITY.id}/join`],
      ['GET', `/api/communities/${DEMO_GROUP_COMMUNITY.id}/members`],
    ] as const) {
      const response = await service.request(method, path, { as: neighbour });
      expect([path, response.status, response.body.code]).toEqual([path, 404, 'community_not_found']);
    }
  });

  it('answers a caller without a church with nothing', async () => {
    expect((await service.request('GET', '/api/communities', { as: as('member', null) })).body).toEqual({
      items: [],
      nextCursor: null,
    });
    expect((await service.request('GET', '/api/communities/mine', { as: as('member', null) })).body).toEqual([]);
    expect((await service.request('GET', '/api/communities')).status).toBe(401);
  });
});

describe('GET /api/communities/mine', () => {
  it("lists the member's communities in name order, with their role and size", async () => {
    const response = await service.request('GET', '/api/communities/mine', { as: as('group_admin') });
    expect(response.status).toBe(200);
    expect(
      response.body.map((community: { name: string; myRole: string }) => [community.name, community.myRole]),
    ).toEqual([
      [DEMO_BY_REQUEST_COMMUNITY.name, 'admin'],
      [DEMO_GROUP_COMMUNITY.name, 'admin'],
    ]);
  });
});

describe('joining and leaving', () => {
  it('takes a member into an open community at once, and lets them leave', async () => {
    const community = await create(as('church_admin'), { name: 'Open Door Walkers', type: 'other' });
    const joined = await service.request('POST', `/api/communities/${community.id}/join`, { as: as('member') });
    expect(joined.body).toMatchObject({ myStanding: 'member', memberCount: 2 });
    expect(
      (await service.request('DELETE', `/api/communities/${community.id}/membership`, { as: as('member') })).status,
    ).toBe(204);
    expect(
      (await service.request('GET', `/api/communities/${community.id}`, { as: as('member') })).body.myStanding,
    ).toBe('none');
    expect(
      (await service.request('DELETE', `/api/communities/${community.id}/membership`, { as: as('member') })).status,
    ).toBe(404);
  });

  it('keeps a by-request member waiting until an admin accepts; the request can be cancelled or declined', async () => {
    const community = await create(as('group_admin'), {
      name: 'Tuesday Prayer Group',
      type: 'group',
      privacy: 'by_request',
    });
    const url = `/api/communities/${community.id}`;
    const asked = await service.request('POST', `${url}/join`, { as: as('member') });
    expect(asked.body).toMatchObject({ myStanding: 'requested', memberCount: 1 });
    const requested = await service.request('GET', '/api/communities?standing=requested', { as: as('member') });
    expect(names(requested.body)).toContain('Tuesday Prayer Group');

    // A plain member may not see or answer the requests.
    const refused = await service.request('GET', `${url}/requests`, { as: as('leader') });
    expect([refused.status, refused.body.code, refused.body.requiredAccess]).toEqual([403, 'forbidden', 'group_admin']);

    const requests = await service.request('GET', `${url}/requests`, { as: as('group_admin') });
    expect(requests.body.items).toEqual([
      expect.objectContaining({ userId: demoAccount('member').id, name: 'Miriam Okafor' }),
    ]);
    const accepted = await service.request('POST', `${url}/requests/${demoAccount('member').id}/accept`, {
      as: as('group_admin'),
    });
    expect(accepted.body).toMatchObject({ name: 'Miriam Okafor', role: 'member' });
    expect((await service.request('GET', url, { as: as('member') })).body.myStanding).toBe('member');
    expect(
      (await service.request('POST', `${url}/requests/${demoAccount('member').id}/accept`, { as: as('group_admin') }))
        .status,
    ).toBe(404);

    await service.request('POST', `${url}/join`, { as: as('leader') });
    expect((await service.request('DELETE', `${url}/join-request`, { as: as('leader') })).status).toBe(204);
    expect((await service.request('GET', url, { as: as('leader') })).body.myStanding).toBe('none');
    await service.request('POST', `${url}/join`, { as: as('leader') });
    expect(
      (await service.request('POST', `${url}/requests/${demoAccount('leader').id}/decline`, { as: as('group_admin') }))
        .status,
    ).toBe(204);
    expect((await service.request('GET', url, { as: as('leader') })).body.myStanding).toBe('none');
  });

  it('does not let the last admin leave, nor demote or remove them', async () => {
    const community = await create(as('group_admin'), { name: 'One Admin Group', type: 'group' });
    const url = `/api/communities/${community.id}`;
    const leaving = await service.request('DELETE', `${url}/membership`, { as: as('group_admin') });
    expect([leaving.status, leaving.body.code]).toEqual([409, 'community_last_admin']);
    expect(leaving.body.message).toMatch(/make someone else its admin first/);
    const demoting = await service.request('PUT', `${url}/members/${demoAccount('group_admin').id}/role`, {
      as: as('group_admin'),
      body: { role: 'member' },
    });
    expect(demoting.status).toBe(409);
    const removing = await service.request('DELETE', `${url}/members/${demoAccount('group_admin').id}`, {
      as: as('church_admin'),
    });
    expect(removing.status).toBe(409);

    await service.request('POST', `${url}/members`, {
      as: as('group_admin'),
      body: { userId: demoAccount('leader').id, role: 'admin' },
    });
    expect((await service.request('DELETE', `${url}/membership`, { as: as('group_admin') })).status).toBe(204);
  });
});

describe('running a community', () => {
  it('lets its admin add a person of the church, change roles and remove members; a hidden community is entered that way', async () => {
    const url = `/api/communities/${DEMO_HIDDEN_COMMUNITY.id}`;
    const candidates = await service.request('GET', `${url}/candidates?q=miriam`, { as: as('pastor') });
    expect(candidates.body.items).toEqual([{ userId: demoAccount('member').id, name: 'Miriam Okafor' }]);
    const added = await service.request('POST', `${url}/members`, {
      as: as('pastor'),
      body: { userId: demoAccount('member').id },
    });
    expect([added.status, added.body.role]).toEqual([201, 'member']);
    expect(
      (
        await service.request('POST', `${url}/members`, {
          as: as('pastor'),
          body: { userId: demoAccount('member').id },
        })
      ).status,
    ).toBe(409);
    expect((await service.request('GET', url, { as: as('member') })).body.myStanding).toBe('member');
    const promoted = await service.request('PUT', `${url}/members/${demoAccount('member').id}/role`, {
      as: as('pastor'),
      body: { role: 'leader' },
    });
    expect(promoted.body.role).toBe('leader');
    expect(
      (await service.request('DELETE', `${url}/members/${demoAccount('member').id}`, { as: as('pastor') })).status,
    ).toBe(204);
    expect((await service.request('GET', url, { as: as('member') })).status).toBe(404);
  });

  it("refuses another church's person, and a plain member who tries to manage", async () => {
    const url = `/api/communities/${DEMO_GROUP_COMMUNITY.id}`;
    const stranger = await service.request('POST', `${url}/members`, {
      as: as('group_admin'),
      body: { userId: NEIGHBOUR_MEMBER.id },
    });
    expect([stranger.status, stranger.body.code]).toEqual([404, 'community_person_not_found']);
    for (const [method, path, body] of [
      ['PUT', url, { name: 'Taken over', type: 'group' }],
      ['POST', `${url}/members`, { userId: demoAccount('pastor').id }],
      ['GET', `${url}/candidates`, undefined],
      ['PUT', `${url}/members/${demoAccount('leader').id}/role`, { role: 'admin' }],
      ['DELETE', `${url}/members/${demoAccount('leader').id}`, undefined],
    ] as const) {
      const response = await service.request(method, path, { as: as('member'), body });
      expect([method, path, response.status, response.body.requiredAccess]).toEqual([method, path, 403, 'group_admin']);
    }
  });

  it('lets its admin or the church staff change its settings, and only the staff take it down', async () => {
    const community = await create(as('ministry_admin'), { name: 'Hospitality', type: 'ministry' });
    const url = `/api/communities/${community.id}`;
    const settings = {
      name: 'Hospitality Team',
      description: 'Coffee and welcome.',
      type: 'ministry',
      privacy: 'by_request',
      campusId: DEMO_CAMPUSES.north.id,
    };
    const updated = await service.request('PUT', url, { as: as('ministry_admin'), body: settings });
    expect(updated.body).toMatchObject({
      name: 'Hospitality Team',
      privacy: 'by_request',
      campus: { name: 'North Campus' },
    });
    const tooLong = await service.request('PUT', url, {
      as: as('ministry_admin'),
      body: { ...settings, name: 'x'.repeat(121) },
    });
    expect([tooLong.status, tooLong.body.issues[0].path]).toEqual([400, 'name']);
    const otherCampus = await service.request('PUT', url, {
      as: as('ministry_admin'),
      body: { ...settings, campusId: '00000000-0000-4000-8000-0000000000aa' },
    });
    expect([otherCampus.status, otherCampus.body.issues[0].path]).toEqual([400, 'campusId']);
    expect((await service.request('DELETE', url, { as: as('ministry_admin') })).status).toBe(403);
    expect((await service.request('DELETE', url, { as: as('church_admin') })).status).toBe(204);
    expect((await service.request('GET', url, { as: as('ministry_admin') })).status).toBe(404);
  });

  it('lets group and ministry admins create their own type only; the creator is its admin', async () => {
    const group = await create(as('group_admin'), { name: 'Parents of Toddlers', type: 'group' });
    expect(group.myStanding).toBe('admin');
    const refused = await service.request('POST', '/api/communities', {
      as: as('group_admin'),
      body: { name: 'Choir', type: 'ministry' },
    });
    expect([refused.status, refused.body.requiredAccess]).toEqual([403, 'ministry_admin']);
    expect(
      (await service.request('POST', '/api/communities', { as: as('member'), body: { name: 'Mine', type: 'group' } }))
        .status,
    ).toBe(403);
    const managed = await service.request('GET', '/api/communities/managed', { as: as('group_admin') });
    expect(names(managed.body)).toContain('Parents of Toddlers');
    expect(names(managed.body)).not.toContain(DEMO_MINISTRY_COMMUNITY.name);
    const all = await service.request('GET', '/api/communities/managed?limit=100', { as: as('church_admin') });
    expect(names(all.body)).toEqual(
      expect.arrayContaining([DEMO_MINISTRY_COMMUNITY.name, DEMO_HIDDEN_COMMUNITY.name, 'Parents of Toddlers']),
    );
  });
});

describe('GET /api/auth/admin-communities follows the real roles', () => {
  it('gives group admin access to a member promoted to admin of a group community', async () => {
    const before = await service.request('GET', '/api/auth/admin-communities', { as: as('member') });
    expect(before.body.hasGroupAdminAccess).toBe(false);
    const promoted = await service.request(
      'PUT',
      `/api/communities/${DEMO_GROUP_COMMUNITY.id}/members/${demoAccount('member').id}/role`,
      {
        as: as('group_admin'),
        body: { role: 'admin' },
      },
    );
    expect(promoted.status).toBe(200);
    const after = await service.request('GET', '/api/auth/admin-communities', { as: as('member') });
    expect(after.body).toMatchObject({
      hasAdminAccess: true,
      hasGroupAdminAccess: true,
      hasMinistryAdminAccess: false,
      type: 'group',
    });
    expect(after.body.data).toEqual([
      { id: DEMO_GROUP_COMMUNITY.id, name: DEMO_GROUP_COMMUNITY.name, type: 'group', role: 'admin' },
    ]);
    await service.request(
      'PUT',
      `/api/communities/${DEMO_GROUP_COMMUNITY.id}/members/${demoAccount('member').id}/role`,
      {
        as: as('group_admin'),
        body: { role: 'member' },
      },
    );
  });
});

describe('campuses', () => {
  it('lists the church campuses to its people and lets the staff keep them, one name per church', async () => {
    const listed = await service.request('GET', '/api/campuses', { as: as('member') });
    expect(names(listed.body)).toEqual(['Main Campus', 'North Campus']);
    expect((await service.request('POST', '/api/campuses', { as: as('member'), body: { name: 'East' } })).status).toBe(
      403,
    );
    const created = await service.request('POST', '/api/campuses', {
      as: as('church_admin'),
      body: { name: 'East Campus', address: '1 Dawn Lane' },
    });
    expect(created.status).toBe(201);
    const taken = await service.request('POST', '/api/campuses', {
      as: as('church_admin'),
      body: { name: 'main campus' },
    });
    expect([taken.status, taken.body.code]).toEqual([409, 'campus_name_taken']);
    const renamed = await service.request('PUT', `/api/campuses/${created.body.id}`, {
      as: as('church_admin'),
      body: { name: 'Eastside Campus' },
    });
    expect(renamed.body).toEqual({ id: created.body.id, name: 'Eastside Campus', address: '' });
    expect(
      (
        await service.request('PUT', `/api/campuses/${created.body.id}`, {
          as: as('church_admin'),
          body: { name: 'North Campus' },
        })
      ).status,
    ).toBe(409);
    expect((await service.request('GET', '/api/campuses', { as: neighbour })).body.items).toEqual([]);
    expect(
      (
        await service.request('DELETE', `/api/campuses/${DEMO_CAMPUSES.main.id}`, {
          as: { ...neighbour, role: 'church_admin' as const },
        })
      ).status,
    ).toBe(404);
    expect(
      (await service.request('DELETE', `/api/campuses/${created.body.id}`, { as: as('church_admin') })).status,
    ).toBe(204);
  });
});
