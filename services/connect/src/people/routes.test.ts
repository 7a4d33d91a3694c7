import { DEMO_CHURCH, NEIGHBOUR_CHURCH, NEIGHBOUR_MEMBER, demoAccount, type PersonCard, type Role } from '@koinonia/contracts';
import { startTestService, type TestCaller, type TestService } from '@koinonia/service-kit/testing';
import { connectService } from '../app';

/** The seeded demo church: every demo account; the group has group_admin, leader and member; the ministry ministry_admin, pastor and member. */
const as = (role: Role) => {
  const account = demoAccount(role);
  return { userId: account.id, role, churchId: DEMO_CHURCH.id, displayName: `${account.firstName} ${account.lastName}` };
};
const member = as('member');
const leader = as('leader');
const pastor = as('pastor');
const neighbour = { userId: NEIGHBOUR_MEMBER.id, role: 'member' as const, churchId: NEIGHBOUR_CHURCH.id, displayName: 'Hannah Lee' };
const withoutChurch = { userId: '00000000-0000-4000-8000-0000000000fd', role: 'member' as const, churchId: null, displayName: 'Nia New' };
const noSharing = { visibility: 'church', about: null, phone: null, email: null };

let service: TestService;
beforeAll(async () => {
  service = await startTestService(connectService);
});
afterAll(() => service.close());

const directory = async (who: TestCaller, query = ''): Promise<PersonCard[]> => {
  const response = await service.request('GET', `/api/people${query}`, { as: who });
  expect(response.status).toBe(200);
  return response.body.items;
};
const names = (cards: PersonCard[]) => cards.map((card) => card.displayName);
const share = async (who: TestCaller, sharing: object) => {
  const response = await service.request('PUT', '/api/people/me/sharing', { as: who, body: { ...noSharing, ...sharing } });
  expect(response.status).toBe(200);
  return response.body;
};

describe('GET /api/people (the directory)', () => {
  it("lists the reader's church by name, without the reader or anyone of another church", async () => {
    const listed = names(await directory(member));
    expect(listed).toEqual([...listed].sort((a, b) => a.localeCompare(b)));
    expect(listed).toContain('Lucas Ferreira');
    expect(listed).not.toContain('Miriam Okafor');
    expect(listed).not.toContain('Hannah Lee');
    expect(names(await directory(neighbour))).toEqual([]);
    expect(await directory(withoutChurch)).toEqual([]);
  });

  it('finds people by any part of their name, whatever its case, and treats wildcards as letters', async () => {
    expect(names(await directory(member, '?q=FERR'))).toEqual(['Lucas Ferreira']);
    expect(await directory(member, '?q=%25')).toEqual([]);
  });

  it('pages by name without repeating or skipping anyone', async () => {
    const all = names(await directory(member));
    const first = await service.request('GET', '/api/people?limit=3', { as: member });
    const second = await service.request('GET', `/api/people?limit=3&cursor=${encodeURIComponent(first.body.nextCursor)}`, { as: member });
    expect([...names(first.body.items), ...names(second.body.items)]).toEqual(all.slice(0, 6));
    expect((await service.request('GET', '/api/people?cursor=forged', { as: member })).status).toBe(400);
  });

  it("lists one of the reader's communities, and to anyone outside it that community does not exist", async () => {
    const mine = (await service.request('GET', '/api/communities/mine', { as: member })).body as Array<{ id: string; type: string }>;
    const group = mine.find((community) => community.type === 'group')!;
    expect(names(await directory(member, `?communityId=${group.id}`))).toEqual(['Grace Kim', 'Lucas Ferreira']);
    const outside = await service.request('GET', `/api/people?communityId=${group.id}`, { as: pastor });
    expect(outside.status).toBe(404);
    expect(outside.body.code).toBe('community_not_found');
  });
});

describe('what each member shares', () => {
  afterEach(async () => {
    await share(leader, noSharing);
  });

  it('starts as findable by the church with nothing but a name, and keeps what is chosen', async () => {
    expect((await service.request('GET', '/api/people/me/sharing', { as: pastor })).body).toEqual(noSharing);
    const saved = await share(leader, { about: '  Youth leader.  ', phone: '+1 (555) 010-0101', email: 'lucas@example.org' });
    expect(saved).toEqual({ visibility: 'church', about: 'Youth leader.', phone: '+1 (555) 010-0101', email: 'lucas@example.org' });
    const card = (await directory(pastor, '?q=Lucas'))[0]!;
    expect(card).toMatchObject({ about: 'Youth leader.', phone: '+1 (555) 010-0101', email: 'lucas@example.org', findable: true });
  });

  it('refuses what is not a phone number, an email or a short note, naming the field', async () => {
    const refused = await service.request('PUT', '/api/people/me/sharing', {
      as: leader,
      body: { ...noSharing, phone: 'call me', email: 'not-an-email', about: 'x'.repeat(281) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['about', 'email', 'phone']);
    const badVisibility = await service.request('PUT', '/api/people/me/sharing', { as: leader, body: { ...noSharing, visibility: 'world' } });
    expect(badVisibility.status).toBe(400);
  });

  it('with "communities", only people who share one of their communities find them', async () => {
    await share(leader, { visibility: 'communities', about: 'Youth leader.' });
    expect(names(await directory(member))).toContain('Lucas Ferreira'); // the group
    expect(names(await directory(pastor))).not.toContain('Lucas Ferreira');
    expect((await service.request('GET', `/api/people/${leader.userId}`, { as: pastor })).status).toBe(404);
    const forMember = await service.request('GET', `/api/people/${leader.userId}`, { as: member });
    expect(forMember.body).toMatchObject({ about: 'Youth leader.', communitiesInCommon: [{ name: 'Young Adults Small Group' }] });
  });

  it('with "hidden", nobody finds them; a contact kept before keeps their name and loses what they share', async () => {
    await share(leader, { about: 'Youth leader.' });
    expect((await service.request('PUT', `/api/contacts/${leader.userId}`, { as: pastor })).status).toBe(200);
    await share(leader, { visibility: 'hidden', about: 'Youth leader.' });
    expect(names(await directory(member))).not.toContain('Lucas Ferreira');
    expect((await service.request('GET', `/api/people/${leader.userId}`, { as: member })).status).toBe(404);
    const contacts = (await service.request('GET', '/api/contacts', { as: pastor })).body.items as PersonCard[];
    expect(contacts.find((card) => card.userId === leader.userId)).toMatchObject({ displayName: 'Lucas Ferreira', findable: false, about: null });
    await service.request('DELETE', `/api/contacts/${leader.userId}`, { as: pastor });
  });
});

describe('/api/contacts', () => {
  it('keeps a person once, lists them by name, and lets them go', async () => {
    const added = await service.request('PUT', `/api/contacts/${leader.userId}`, { as: member });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ displayName: 'Lucas Ferreira', isContact: true });
    expect((await service.request('PUT', `/api/contacts/${leader.userId}`, { as: member })).status).toBe(200);
    await service.request('PUT', `/api/contacts/${pastor.userId}`, { as: member });
    const listed = (await service.request('GET', '/api/contacts', { as: member })).body.items as PersonCard[];
    expect(names(listed)).toEqual(['Lucas Ferreira', 'Paul Anderson']);
    expect(names(await directory(member, '?q=Lucas'))).toEqual(['Lucas Ferreira']);
    expect((await directory(member, '?q=Lucas'))[0]!.isContact).toBe(true);
    expect((await service.request('DELETE', `/api/contacts/${leader.userId}`, { as: member })).status).toBe(204);
    expect((await service.request('DELETE', `/api/contacts/${leader.userId}`, { as: member })).status).toBe(404);
  });

  it('never keeps someone the member may not find: another church, themselves, or nobody at all', async () => {
    for (const userId of [neighbour.userId, member.userId, '00000000-0000-4000-8000-0000000000aa']) {
      const refused = await service.request('PUT', `/api/contacts/${userId}`, { as: member });
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('person_not_found');
    }
    expect((await service.request('PUT', '/api/contacts/not-an-id', { as: member })).status).toBe(400);
  });
});
