import {
  DEMO_CHURCH,
  demoAccount,
  NEIGHBOUR_CHURCH,
  NEIGHBOUR_MEMBER,
  PRAYER_CIRCLE_MEMBERS_MAX,
  type DemoAccount,
} from '@koinonia/contracts';
import { startTestService, type TestCaller, type TestService } from '@koinonia/service-kit/testing';
import { worshipService } from '../app';
import { DEMO_PRAYER_CIRCLE } from '../seeds/demo';

let service: TestService;
const as = (account: DemoAccount, churchId: string | null = DEMO_CHURCH.id): TestCaller => ({
  userId: account.id,
  role: account.role,
  churchId,
  displayName: `${account.firstName} ${account.lastName}`,
});
const owner = as(demoAccount('group_admin'));
const friend = as(demoAccount('ministry_admin'));
const neighbour = as(NEIGHBOUR_MEMBER, NEIGHBOUR_CHURCH.id);
const person = (n: number): TestCaller => ({
  userId: `00000000-0000-4000-8000-0000000d${String(n).padStart(4, '0')}`,
  role: 'member',
  churchId: DEMO_CHURCH.id,
  displayName: `Person ${n}`,
});

beforeAll(async () => {
  service = await startTestService(worshipService);
});
afterAll(() => service.close());

async function createCircle(name = 'Morning prayer', by = owner) {
  const created = await service.request('POST', '/api/prayer-circles', {
    as: by,
    body: { name, description: 'Before work, on the phone.' },
  });
  expect(created.status).toBe(201);
  return created.body;
}
async function invite(circleId: string, by = owner): Promise<string> {
  return (await service.request('GET', `/api/prayer-circles/${circleId}/invitation`, { as: by })).body.code;
}

describe('creating and listing circles', () => {
  it('makes the creator its owner and only member, listed among their circles', async () => {
    const circle = await createCircle();
    expect(circle).toMatchObject({
      name: 'Morning prayer',
      description: 'Before work, on the phone.',
      memberCount: 1,
      isOwner: true,
      members: [expect.objectContaining({ name: 'Grace Kim', isOwner: true, isMe: true })],
    });
    const list = await service.request('GET', '/api/prayer-circles', { as: owner });
    expect(list.body.items.map((item: { id: string }) => item.id)).toContain(circle.id);
  });

  it('lists the demo circle for its members only', async () => {
    expect(
      (await service.request('GET', '/api/prayer-circles', { as: as(demoAccount('member')) })).body.items.map(
        (item: { name: string }) => item.name,
      ),
    ).toEqual([DEMO_PRAYER_CIRCLE.name]);
    expect((await service.request('GET', '/api/prayer-circles', { as: as(demoAccount('pastor')) })).body.items).toEqual(
      [],
    );
  });

  it('refuses a nameless circle and a member without a church', async () => {
    const nameless = await service.request('POST', '/api/prayer-circles', { as: owner, body: { name: '  ' } });
    expect(nameless.status).toBe(400);
    expect(nameless.body.issues).toEqual([
      expect.objectContaining({ path: 'name', message: 'Give the circle a name' }),
    ]);
    const churchless = await service.request('POST', '/api/prayer-circles', {
      as: as(demoAccount('member'), null),
      body: { name: 'Alone' },
    });
    expect(churchless.status).toBe(403);
    expect(churchless.body.code).toBe('church_required');
  });
});

describe('invitations', () => {
  it('shows what an invitation leads to, and accepting it makes the person a member', async () => {
    const circle = await createCircle();
    const code = await invite(circle.id);
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const preview = await service.request('GET', `/api/prayer-circle-invitations/${code}`, { as: friend });
    expect(preview.body).toEqual({
      circle: {
        id: circle.id,
        name: 'Morning prayer',
        description: 'Before work, on the phone.',
        memberCount: 1,
        ownerName: 'Grace Kim',
      },
      alreadyMember: false,
    });
    const accepted = await service.request('POST', `/api/prayer-circle-invitations/${code}/accept`, { as: friend });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ memberCount: 2, isOwner: false });
    expect(
      (await service.request('POST', `/api/prayer-circle-invitations/${code}/accept`, { as: friend })).body.memberCount,
    ).toBe(2);
    expect(
      (await service.request('GET', `/api/prayer-circle-invitations/${code}`, { as: friend })).body.alreadyMember,
    ).toBe(true);
  });

  it('gives the link to the owner only, and a renewed link ends the old one', async () => {
    const circle = await createCircle();
    const code = await invite(circle.id);
    await service.request('POST', `/api/prayer-circle-invitations/${code}/accept`, { as: friend });
    const byMember = await service.request('GET', `/api/prayer-circles/${circle.id}/invitation`, { as: friend });
    expect(byMember.status).toBe(403);
    expect(byMember.body.code).toBe('not_circle_owner');
    const renewed = await service.request('POST', `/api/prayer-circles/${circle.id}/invitation`, { as: owner });
    expect(renewed.body.code).not.toBe(code);
    const old = await service.request('POST', `/api/prayer-circle-invitations/${code}/accept`, {
      as: as(demoAccount('pastor')),
    });
    expect(old.status).toBe(404);
    expect(old.body.code).toBe('prayer_circle_invitation_invalid');
  });

  it("leads nowhere for another church's member, or a malformed code", async () => {
    const code = await invite((await createCircle()).id);
    expect((await service.request('GET', `/api/prayer-circle-invitations/${code}`, { as: neighbour })).status).toBe(
      404,
    );
    expect(
      (await service.request('POST', `/api/prayer-circle-invitations/${code}/accept`, { as: neighbour })).status,
    ).toBe(404);
    expect((await service.request('GET', '/api/prayer-circle-invitations/short', { as: friend })).status).toBe(400);
  });

  it(`takes at most ${PRAYER_CIRCLE_MEMBERS_MAX} members, even when the last places are taken at once`, async () => {
    const circle = await createCircle('Full house');
    const code = await invite(circle.id);
    const answers = await Promise.all(
      Array.from({ length: PRAYER_CIRCLE_MEMBERS_MAX + 2 }, (_, n) =>
        service.request('POST', `/api/prayer-circle-invitations/${code}/accept`, { as: person(n) }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(PRAYER_CIRCLE_MEMBERS_MAX - 1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.code)).toEqual([
      'prayer_circle_full',
      'prayer_circle_full',
      'prayer_circle_full',
    ]);
    expect((await service.request('GET', `/api/prayer-circles/${circle.id}`, { as: owner })).body.memberCount).toBe(
      PRAYER_CIRCLE_MEMBERS_MAX,
    );
  });
});

describe('leaving, removing and ending a circle', () => {
  it("hands an owner's circle to its longest member when the owner leaves, and ends it with the last one", async () => {
    const circle = await createCircle();
    await service.request('POST', `/api/prayer-circle-invitations/${await invite(circle.id)}/accept`, { as: friend });
    expect((await service.request('DELETE', `/api/prayer-circles/${circle.id}/membership`, { as: owner })).status).toBe(
      204,
    );
    expect((await service.request('GET', `/api/prayer-circles/${circle.id}`, { as: owner })).status).toBe(404);
    const kept = await service.request('GET', `/api/prayer-circles/${circle.id}`, { as: friend });
    expect(kept.body).toMatchObject({ isOwner: true, memberCount: 1 });
    expect(
      (await service.request('DELETE', `/api/prayer-circles/${circle.id}/membership`, { as: friend })).status,
    ).toBe(204);
    expect(await service.db('worship.prayer_circles').where('id', circle.id)).toEqual([]);
  });

  it('lets the owner remove a member and end the circle, and nobody else', async () => {
    const circle = await createCircle();
    await service.request('POST', `/api/prayer-circle-invitations/${await invite(circle.id)}/accept`, { as: friend });
    expect(
      (await service.request('DELETE', `/api/prayer-circles/${circle.id}/members/${owner.userId}`, { as: friend })).body
        .code,
    ).toBe('not_circle_owner');
    expect(
      (await service.request('DELETE', `/api/prayer-circles/${circle.id}/members/${owner.userId}`, { as: owner })).body
        .code,
    ).toBe('circle_owner_removal');
    expect(
      (await service.request('DELETE', `/api/prayer-circles/${circle.id}/members/${friend.userId}`, { as: owner }))
        .status,
    ).toBe(204);
    expect((await service.request('GET', `/api/prayer-circles/${circle.id}`, { as: friend })).status).toBe(404);
    expect((await service.request('DELETE', `/api/prayer-circles/${circle.id}`, { as: friend })).status).toBe(404);
    expect((await service.request('DELETE', `/api/prayer-circles/${circle.id}`, { as: owner })).status).toBe(204);
  });

  it('lets the owner rename the circle', async () => {
    const circle = await createCircle();
    const renamed = await service.request('PUT', `/api/prayer-circles/${circle.id}`, {
      as: owner,
      body: { name: 'Evening prayer', description: '' },
    });
    expect(renamed.body).toMatchObject({ name: 'Evening prayer', description: '' });
  });
});

describe("a circle's private feed", () => {
  it('shows its members the private requests shared with it, newest first, and nothing else', async () => {
    const circle = await createCircle();
    await service.request('POST', `/api/prayer-circle-invitations/${await invite(circle.id)}/accept`, { as: friend });
    const post = async (title: string, visibility: string, circleIds: string[] = []) =>
      (
        await service.request('POST', '/api/prayers', {
          as: friend,
          body: { title, body: 'Words', visibility, circleIds },
        })
      ).body;
    const first = await post('First shared', 'private', [circle.id]);
    await post('Public one', 'public');
    await post('Private one', 'private');
    const second = await post('Second shared', 'private', [circle.id]);
    const feed = await service.request('GET', `/api/prayer-circles/${circle.id}/prayers`, { as: owner });
    expect(feed.body.items.map((prayer: { id: string }) => prayer.id)).toEqual([second.id, first.id]);
    expect(feed.body.items[0]).toMatchObject({ authorName: 'Samuel Mensah', circles: [] });
    expect((await service.request('GET', `/api/prayers/${second.id}`, { as: friend })).body.circles).toEqual([
      { id: circle.id, name: 'Morning prayer' },
    ]);
  });
});

describe("a circle's reflections (journal entries shared with it)", () => {
  it("shares a saved entry with the author's circles, shows it to their members, and stops when unshared", async () => {
    const circle = await createCircle('Journal friends');
    await service.request('POST', `/api/prayer-circle-invitations/${await invite(circle.id)}/accept`, { as: friend });
    const draft = (
      await service.request('POST', '/api/soap-entries', {
        as: owner,
        body: { scripture: 'John 3:16', application: 'Love first.' },
      })
    ).body;
    const refused = await service.request('PUT', `/api/soap-entries/${draft.id}/circles`, {
      as: owner,
      body: { circleIds: [circle.id] },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('soap_entry_draft');
    await service.request('PUT', `/api/soap-entries/${draft.id}`, {
      as: owner,
      body: { scripture: 'John 3:16', application: 'Love first.', status: 'saved' },
    });
    const shared = await service.request('PUT', `/api/soap-entries/${draft.id}/circles`, {
      as: owner,
      body: { circleIds: [circle.id] },
    });
    expect(shared.body).toEqual({ items: [{ id: circle.id, name: 'Journal friends' }] });

    const feed = await service.request('GET', `/api/prayer-circles/${circle.id}/reflections`, { as: friend });
    expect(feed.body.items).toEqual([
      expect.objectContaining({
        id: draft.id,
        scripture: 'John 3:16',
        application: 'Love first.',
        authorName: 'Grace Kim',
        isMine: false,
      }),
    ]);
    expect(
      (await service.request('GET', `/api/prayer-circles/${circle.id}/reflections`, { as: neighbour })).status,
    ).toBe(404);
    expect((await service.request('GET', `/api/soap-entries/${draft.id}/circles`, { as: friend })).status).toBe(404);
    expect(
      (await service.request('PUT', `/api/soap-entries/${draft.id}/circles`, { as: friend, body: { circleIds: [] } }))
        .status,
    ).toBe(404);

    expect(
      (await service.request('PUT', `/api/soap-entries/${draft.id}/circles`, { as: owner, body: { circleIds: [] } }))
        .body,
    ).toEqual({ items: [] });
    expect(
      (await service.request('GET', `/api/prayer-circles/${circle.id}/reflections`, { as: friend })).body.items,
    ).toEqual([]);
  });

  it("refuses a circle the author is not in, and drops an author's shares when they leave", async () => {
    const circle = await createCircle('Leavers');
    const other = await createCircle('Not mine', as(demoAccount('pastor')));
    await service.request('POST', `/api/prayer-circle-invitations/${await invite(circle.id)}/accept`, { as: friend });
    const entry = (
      await service.request('POST', '/api/soap-entries', {
        as: friend,
        body: { scripture: 'Psalm 23', prayer: 'Lead me.', status: 'saved' },
      })
    ).body;
    const notMine = await service.request('PUT', `/api/soap-entries/${entry.id}/circles`, {
      as: friend,
      body: { circleIds: [other.id] },
    });
    expect(notMine.status).toBe(400);
    expect(notMine.body.code).toBe('prayer_circle_not_member');
    await service.request('PUT', `/api/soap-entries/${entry.id}/circles`, {
      as: friend,
      body: { circleIds: [circle.id] },
    });
    const request = (
      await service.request('POST', '/api/prayers', {
        as: friend,
        body: { title: 'Leaving soon', body: 'Words', visibility: 'private', circleIds: [circle.id] },
      })
    ).body;
    expect(
      (await service.request('GET', `/api/prayer-circles/${circle.id}/reflections`, { as: owner })).body.items,
    ).toHaveLength(1);
    await service.request('DELETE', `/api/prayer-circles/${circle.id}/membership`, { as: friend });
    expect(
      (await service.request('GET', `/api/prayer-circles/${circle.id}/reflections`, { as: owner })).body.items,
    ).toEqual([]);
    expect(
      (await service.request('GET', `/api/prayer-circles/${circle.id}/prayers`, { as: owner })).body.items,
    ).toEqual([]);
    expect((await service.request('GET', `/api/prayers/${request.id}`, { as: owner })).status).toBe(404);
  });
});
