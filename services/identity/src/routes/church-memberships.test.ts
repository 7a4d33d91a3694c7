import { churchMembershipMessages, DEMO_CHURCH, demoAccount, NEIGHBOUR_CHURCH, NEIGHBOUR_MEMBER, type Role } from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { identityService } from '../app';

let service: TestService;
beforeAll(async () => {
  service = await startTestService(identityService);
});
afterAll(() => service.close());

/** A demo account as the gateway's assertion describes it: its role and church. */
const as = (role: Role) => ({ userId: demoAccount(role).id, role, churchId: DEMO_CHURCH.id });
const call = (method: string, path: string, caller: ReturnType<typeof as> | { userId: string; role: Role; churchId: string | null }, body?: unknown) =>
  service.request(method, path, { as: caller, body });

async function newcomer(local: string) {
  const created = await service.request('POST', '/internal/users', {
    body: { firstName: 'New', lastName: local, email: `${local}@example.org`, password: 'a-long-unusual-phrase-42' },
  });
  return { userId: created.body.user.id as string, role: 'member' as const, churchId: null };
}

describe('asking to join a church', () => {
  it('lists a request for the church staff, oldest first, and makes the person a member once accepted', async () => {
    const first = await newcomer('first.asker');
    const second = await newcomer('second.asker');
    for (const person of [first, second]) {
      expect((await call('PUT', '/api/user/onboarding/church', person, { churchId: DEMO_CHURCH.id })).status).toBe(200);
    }
    expect((await call('GET', '/api/church-memberships/mine', first)).body).toMatchObject({ status: 'pending', church: DEMO_CHURCH });

    const page = await call('GET', '/api/church-memberships/requests?limit=1', as('church_admin'));
    expect(page.body.items).toEqual([expect.objectContaining({ userId: first.userId, lastName: 'first.asker' })]);
    const next = await call('GET', `/api/church-memberships/requests?limit=1&cursor=${page.body.nextCursor}`, as('church_admin'));
    expect(next.body.items).toEqual([expect.objectContaining({ userId: second.userId })]);

    expect((await call('POST', `/api/church-memberships/requests/${first.userId}/accept`, as('pastor'))).status).toBe(204);
    expect((await call('GET', '/api/church-memberships/mine', first)).body).toEqual({ status: 'member', church: DEMO_CHURCH, requestedAt: null });
    expect((await service.db('identity.users').where({ id: first.userId }).first()).church_id).toBe(DEMO_CHURCH.id);

    expect((await call('POST', `/api/church-memberships/requests/${second.userId}/decline`, as('church_admin'))).status).toBe(204);
    expect((await call('GET', '/api/church-memberships/mine', second)).body).toEqual({ status: 'none', church: null, requestedAt: null });
    const gone = await call('POST', `/api/church-memberships/requests/${second.userId}/accept`, as('church_admin'));
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(churchMembershipMessages.requestNotFound);
  });

  it("never lets one church's staff see or accept another church's requests", async () => {
    const asker = await newcomer('neighbour.asker');
    await call('PUT', '/api/user/onboarding/church', asker, { churchId: NEIGHBOUR_CHURCH.id });
    const list = await call('GET', '/api/church-memberships/requests', as('church_admin'));
    expect(list.body.items.map((item: { userId: string }) => item.userId)).not.toContain(asker.userId);
    expect((await call('POST', `/api/church-memberships/requests/${asker.userId}/accept`, as('church_admin'))).status).toBe(404);
    expect((await call('GET', '/api/church-memberships/mine', asker)).body.status).toBe('pending');
  });

  it('lets the person withdraw their request', async () => {
    const asker = await newcomer('withdrawing.asker');
    await call('PUT', '/api/user/onboarding/church', asker, { churchId: DEMO_CHURCH.id });
    expect((await call('DELETE', '/api/church-memberships/mine/request', asker)).status).toBe(204);
    expect((await call('GET', '/api/church-memberships/mine', asker)).body.status).toBe('none');
  });

  it('is for church staff only: a leader gets 403 with the access needed', async () => {
    const refused = await call('GET', '/api/church-memberships/requests', as('leader'));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'forbidden', requiredAccess: 'staff', message: 'This needs church staff access' });
  });

  it('tells church staff that suspending an account is for platform staff', async () => {
    const refused = await call('PUT', `/api/accounts/${demoAccount('member').id}/status`, as('church_admin'), { status: 'suspended' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ requiredAccess: 'platform_staff', message: 'This needs platform staff access' });
  });
});

describe("a church's join link", () => {
  it('has none until staff make one; a newcomer with it joins at once; a new link ends the old', async () => {
    expect((await call('GET', '/api/church-memberships/join-link', as('church_admin'))).body).toEqual({ code: null, church: DEMO_CHURCH });
    const made = await call('POST', '/api/church-memberships/join-link', as('church_admin'));
    expect(made.body.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await call('GET', '/api/church-memberships/join-link', as('pastor'))).body.code).toBe(made.body.code);

    const joiner = await newcomer('link.joiner');
    expect((await call('GET', `/api/church-memberships/join?code=${made.body.code}`, joiner)).body).toEqual({ church: DEMO_CHURCH });
    await call('PUT', '/api/user/onboarding/church', joiner, { churchId: NEIGHBOUR_CHURCH.id });
    const joined = await call('POST', '/api/church-memberships/join', joiner, { code: made.body.code });
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ status: 'member', church: DEMO_CHURCH, requestedAt: null });
    // The pending request elsewhere is used up.
    expect(await service.db('identity.church_join_requests').where({ user_id: joiner.userId })).toHaveLength(0);

    const renewed = await call('POST', '/api/church-memberships/join-link', as('church_admin'));
    expect(renewed.body.code).not.toBe(made.body.code);
    const late = await newcomer('late.joiner');
    const stale = await call('POST', '/api/church-memberships/join', late, { code: made.body.code });
    expect(stale.status).toBe(404);
    expect(stale.body.message).toBe(churchMembershipMessages.invalidJoinLink);
  });

  it("does not move a member of another church", async () => {
    const { code } = (await call('POST', '/api/church-memberships/join-link', as('church_admin'))).body;
    const neighbour = { userId: NEIGHBOUR_MEMBER.id, role: 'member' as const, churchId: NEIGHBOUR_CHURCH.id };
    const refused = await call('POST', '/api/church-memberships/join', neighbour, { code });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(churchMembershipMessages.alreadyMember);
  });

  it('refuses a malformed code with a field message', async () => {
    const response = await call('POST', '/api/church-memberships/join', await newcomer('bad.code'), { code: 'nope' });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([expect.objectContaining({ path: 'code', message: 'This join link is not valid' })]);
  });
});

describe("the church's people and their roles", () => {
  it('lists people by name with whether the caller may change them', async () => {
    const page = await call('GET', '/api/church-memberships/members?limit=100', as('pastor'));
    expect(page.status).toBe(200);
    const byRole = Object.fromEntries(page.body.items.map((item: { role: Role; manageable: boolean }) => [item.role, item.manageable]));
    expect(byRole).toMatchObject({ member: true, leader: true, pastor: false, church_admin: false });
    const names = page.body.items.map((item: { lastName: string }) => item.lastName);
    expect(names).toEqual([...names].sort());
    expect(page.body.items.map((item: { userId: string }) => item.userId)).not.toContain(NEIGHBOUR_MEMBER.id);
    const found = await call('GET', '/api/church-memberships/members?q=okafor', as('pastor'));
    expect(found.body).toEqual({ items: [expect.objectContaining({ userId: demoAccount('member').id, firstName: 'Miriam' })], nextOffset: null });
    const firstPage = await call('GET', '/api/church-memberships/members?limit=2', as('pastor'));
    expect(firstPage.body.nextOffset).toBe(2);
  });

  it('gives roles up to the caller\'s own, never to the caller or above them', async () => {
    const leader = demoAccount('leader');
    expect((await call('PUT', `/api/church-memberships/members/${leader.id}/role`, as('pastor'), { role: 'ministry_admin' })).status).toBe(204);
    expect((await service.db('identity.users').where({ id: leader.id }).first()).role).toBe('ministry_admin');

    const above = await call('PUT', `/api/church-memberships/members/${leader.id}/role`, as('pastor'), { role: 'church_admin' });
    expect(above.status).toBe(403);
    expect(above.body.message).toBe(churchMembershipMessages.outranked);
    const senior = await call('PUT', `/api/church-memberships/members/${demoAccount('church_admin').id}/role`, as('pastor'), { role: 'member' });
    expect(senior.status).toBe(403);
    const self = await call('PUT', `/api/church-memberships/members/${demoAccount('pastor').id}/role`, as('pastor'), { role: 'member' });
    expect(self.body.message).toBe(churchMembershipMessages.notYourself);
    const platform = await call('PUT', `/api/church-memberships/members/${leader.id}/role`, as('church_admin'), { role: 'koinonia_support' });
    expect(platform.status).toBe(400);
    const elsewhere = await call('PUT', `/api/church-memberships/members/${NEIGHBOUR_MEMBER.id}/role`, as('church_admin'), { role: 'leader' });
    expect(elsewhere.status).toBe(404);
  });

  it('takes a person out of the church, back to a member with no church', async () => {
    const groupAdmin = demoAccount('group_admin');
    expect((await call('DELETE', `/api/church-memberships/members/${groupAdmin.id}`, as('church_admin'))).status).toBe(204);
    expect(await service.db('identity.users').where({ id: groupAdmin.id }).first()).toMatchObject({ church_id: null, role: 'member' });
    expect((await call('DELETE', `/api/church-memberships/members/${groupAdmin.id}`, as('church_admin'))).status).toBe(404);
  });
});

describe('account status', () => {
  it('is changed by platform staff only, never on the owner, and a suspended account cannot sign in', async () => {
    const target = await newcomer('to.suspend');
    const byChurchAdmin = await call('PUT', `/api/accounts/${target.userId}/status`, as('church_admin'), { status: 'suspended' });
    expect(byChurchAdmin.status).toBe(403);
    const support = { userId: demoAccount('koinonia_support').id, role: 'koinonia_support' as const, churchId: null };
    expect((await call('PUT', `/api/accounts/${target.userId}/status`, support, { status: 'suspended' })).status).toBe(204);
    const owner = demoAccount('koinonia_owner');
    expect((await call('PUT', `/api/accounts/${owner.id}/status`, support, { status: 'suspended' })).status).toBe(403);

    const signIn = await service.request('POST', '/internal/credentials/verify', { body: { email: 'to.suspend@example.org', password: 'a-long-unusual-phrase-42' } });
    expect(signIn.status).toBe(403);
    expect(signIn.body).toEqual({ message: churchMembershipMessages.accountSuspended, code: 'account_suspended' });
    const wrong = await service.request('POST', '/internal/credentials/verify', { body: { email: 'to.suspend@example.org', password: 'not-the-password-1' } });
    expect(wrong.status).toBe(401);
  });
});
