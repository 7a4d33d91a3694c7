import { DEMO_CHURCH, demoAccounts, NEIGHBOUR_CHURCH, NEIGHBOUR_MEMBER, type DemoAccount } from '@koinonia/contracts';
import { startTestService, type TestCaller, type TestService } from '@koinonia/service-kit/testing';
import { worshipService } from '../app';

/**
 * The rule, proved at the API for every persona: a private request is never returned to anyone
 * outside its audience (its author and the members of the circles it is shared with) — not by the wall,
 * not by id, not by search, not through a circle, not through what hangs off it (who prayed, comments).
 * Moderators and the platform's owner are outside the audience too.
 */
let service: TestService;
const callerOf = (account: DemoAccount, churchId: string | null = DEMO_CHURCH.id): TestCaller => ({
  userId: account.id,
  role: account.role,
  churchId,
  displayName: `${account.firstName} ${account.lastName}`,
});
const author = demoAccounts.find((account) => account.role === 'member')!;
const circleMate = demoAccounts.find((account) => account.role === 'leader')!;
const personas: Array<{ name: string; caller: TestCaller }> = [
  ...demoAccounts.map((account) => ({ name: `${account.role} of the church`, caller: callerOf(account) })),
  { name: 'a member of another church', caller: callerOf(NEIGHBOUR_MEMBER, NEIGHBOUR_CHURCH.id) },
  { name: 'the author after leaving the church', caller: callerOf(author, null) },
];

let circleId: string;
let shared: { id: string };
let secret: { id: string };
const WORD = 'Zebulun'; // in both titles, for the search

beforeAll(async () => {
  service = await startTestService(worshipService);
  const circle = await service.request('POST', '/api/prayer-circles', {
    as: callerOf(author),
    body: { name: 'Two of us' },
  });
  circleId = circle.body.id;
  const invitation = await service.request('GET', `/api/prayer-circles/${circleId}/invitation`, {
    as: callerOf(author),
  });
  expect(
    (
      await service.request('POST', `/api/prayer-circle-invitations/${invitation.body.code}/accept`, {
        as: callerOf(circleMate),
      })
    ).status,
  ).toBe(200);
  const post = async (title: string, circleIds: string[]) =>
    (
      await service.request('POST', '/api/prayers', {
        as: callerOf(author),
        body: { title, body: 'Private words.', visibility: 'private', circleIds },
      })
    ).body;
  shared = await post(`${WORD} shared with the circle`, [circleId]);
  secret = await post(`${WORD} kept to myself`, []);
  for (const id of [shared.id, secret.id]) {
    await service.request('POST', `/api/prayers/${id}/prayed`, { as: callerOf(author) });
    await service.request('POST', `/api/prayers/${id}/comments`, {
      as: callerOf(author),
      body: { body: 'A note to myself.' },
    });
  }
});
afterAll(() => service.close());

/** Every way a request could reach the caller: which of the two it returns. */
async function whatReaches(caller: TestCaller): Promise<Record<string, string[]>> {
  const ids = (items: Array<{ id: string }> | undefined) =>
    (items ?? [])
      .map((item) => item.id)
      .filter((id) => id === shared.id || id === secret.id)
      .sort();
  const reached: Record<string, string[]> = {
    wall: ids((await service.request('GET', '/api/prayers?limit=50', { as: caller })).body.items),
    search: ids((await service.request('GET', `/api/prayers?q=${WORD}`, { as: caller })).body.items),
    circle: ids((await service.request('GET', `/api/prayer-circles/${circleId}/prayers`, { as: caller })).body.items),
    byId: [],
    intercessors: [],
    comments: [],
  };
  for (const prayer of [shared, secret]) {
    if ((await service.request('GET', `/api/prayers/${prayer.id}`, { as: caller })).status === 200)
      reached.byId!.push(prayer.id);
    if ((await service.request('GET', `/api/prayers/${prayer.id}/intercessors`, { as: caller })).status === 200)
      reached.intercessors!.push(prayer.id);
    if ((await service.request('GET', `/api/prayers/${prayer.id}/comments`, { as: caller })).status === 200)
      reached.comments!.push(prayer.id);
  }
  return Object.fromEntries(Object.entries(reached).map(([way, found]) => [way, found.sort()]));
}

const everyWay = (wall: string[], circle: string[]) => ({
  wall,
  search: wall,
  circle,
  byId: wall,
  intercessors: wall,
  comments: wall,
});

describe('a private request reaches its audience only', () => {
  it.each(personas)('$name', async ({ caller }) => {
    const reached = await whatReaches(caller);
    const inChurch = caller.churchId === DEMO_CHURCH.id;
    if (inChurch && caller.userId === author.id)
      expect(reached).toEqual(everyWay([shared.id, secret.id].sort(), [shared.id]));
    else if (inChurch && caller.userId === circleMate.id) expect(reached).toEqual(everyWay([shared.id], [shared.id]));
    else expect(reached).toEqual(everyWay([], []));
  });

  it('stops reaching a circle member who leaves the circle', async () => {
    const other = demoAccounts.find((account) => account.role === 'group_admin')!;
    const invitation = await service.request('GET', `/api/prayer-circles/${circleId}/invitation`, {
      as: callerOf(author),
    });
    await service.request('POST', `/api/prayer-circle-invitations/${invitation.body.code}/accept`, {
      as: callerOf(other),
    });
    expect((await whatReaches(callerOf(other))).wall).toEqual([shared.id]);
    expect(
      (await service.request('DELETE', `/api/prayer-circles/${circleId}/membership`, { as: callerOf(other) })).status,
    ).toBe(204);
    expect(await whatReaches(callerOf(other))).toEqual(everyWay([], []));
  });
});
