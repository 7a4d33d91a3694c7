import { DEMO_CHURCH, demoAccount } from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { worshipService } from '../app';

const member = demoAccount('member');
const leader = demoAccount('leader');
const asMember = { userId: member.id, role: member.role, churchId: DEMO_CHURCH.id, displayName: 'Miriam Okafor' };
const asLeader = { userId: leader.id, role: leader.role, churchId: DEMO_CHURCH.id, displayName: 'Lucas Ferreira' };
const stranger = {
  userId: '00000000-0000-4000-8000-0000000000ff',
  role: 'member' as const,
  churchId: '00000000-0000-4000-8000-0000000000fe',
  displayName: 'Sam Stranger',
};
const withoutChurch = {
  userId: '00000000-0000-4000-8000-0000000000fd',
  role: 'member' as const,
  churchId: null,
  displayName: 'Nia New',
};
const newRequest = {
  title: 'Courage for an interview',
  body: 'I have a job interview on Monday morning.',
  category: 'provision',
  visibility: 'public',
};

async function post(as: typeof asMember, body: object = newRequest) {
  const response = await service.request('POST', '/api/prayers', { as, body });
  expect(response.status).toBe(201);
  return response.body;
}
let service: TestService;

beforeAll(async () => {
  service = await startTestService(worshipService);
});
afterAll(() => service.close());

describe('GET /api/prayers (the prayer wall)', () => {
  it('lists the church wall newest first', async () => {
    const response = await service.request('GET', '/api/prayers', { as: asLeader });
    expect(response.status).toBe(200);
    const dates = response.body.items.map((prayer: { createdAt: string }) => Date.parse(prayer.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("shows a private request only to its author and hides an anonymous author's name from others", async () => {
    const forAuthor = await service.request('GET', '/api/prayers', { as: asMember });
    const forLeader = await service.request('GET', '/api/prayers', { as: asLeader });
    const titles = (body: { items: Array<{ title: string }> }) => body.items.map((prayer) => prayer.title);
    expect(titles(forAuthor.body)).toContain('Peace in my family');
    expect(titles(forLeader.body)).not.toContain('Peace in my family');
    const anonymousForLeader = forLeader.body.items.find((prayer: { title: string }) => prayer.title === 'A new job');
    const anonymousForAuthor = forAuthor.body.items.find((prayer: { title: string }) => prayer.title === 'A new job');
    expect(anonymousForLeader.authorName).toBeNull();
    expect(anonymousForAuthor.authorName).toBe('Miriam Okafor');
  });

  it('pages with an opaque cursor without repeating or skipping requests', async () => {
    const all = await service.request('GET', '/api/prayers', { as: asMember });
    const first = await service.request('GET', '/api/prayers?limit=2', { as: asMember });
    expect(first.body.items).toHaveLength(2);
    const second = await service.request('GET', `/api/prayers?limit=2&cursor=${first.body.nextCursor}`, {
      as: asMember,
    });
    expect([...first.body.items, ...second.body.items]).toEqual(all.body.items.slice(0, 4));
  });

  it('rejects a bad limit or cursor with a 400 JSON error', async () => {
    expect((await service.request('GET', '/api/prayers?limit=0', { as: asMember })).status).toBe(400);
    const badCursor = await service.request('GET', '/api/prayers?cursor=nonsense', { as: asMember });
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.message).toBe('The page cursor is not valid');
    expect(badCursor.body.issues).toEqual([
      expect.objectContaining({ path: 'cursor', message: 'The page cursor is not valid' }),
    ]);
  });

  it('shows nothing of one church to a member of another', async () => {
    const response = await service.request('GET', '/api/prayers', { as: stranger });
    expect(response.body).toEqual({ items: [], nextCursor: null });
  });

  it('requires a signed-in caller', async () => {
    expect((await service.request('GET', '/api/prayers')).status).toBe(401);
  });
});

describe('POST /api/prayers (sharing a request)', () => {
  it("puts the request at the top of the wall under the author's name", async () => {
    const created = await post(asLeader);
    expect(created).toMatchObject({
      title: newRequest.title,
      authorName: 'Lucas Ferreira',
      isMine: true,
      prayerCount: 0,
      prayedByMe: false,
      answered: false,
    });
    const wall = await service.request('GET', '/api/prayers?limit=1', { as: asMember });
    expect(wall.body.items[0]).toMatchObject({ id: created.id, authorName: 'Lucas Ferreira', isMine: false });
  });

  it('keeps an anonymous author hidden from everyone else and a private request from the church', async () => {
    const anonymous = await post(asMember, { ...newRequest, title: 'Quietly asking', visibility: 'anonymous' });
    const secret = await post(asMember, { ...newRequest, title: 'Only for me', visibility: 'private' });
    expect(anonymous.authorName).toBe('Miriam Okafor');
    const wall = await service.request('GET', '/api/prayers?limit=50', { as: asLeader });
    expect(wall.body.items.find((prayer: { id: string }) => prayer.id === anonymous.id).authorName).toBeNull();
    expect(wall.body.items.map((prayer: { id: string }) => prayer.id)).not.toContain(secret.id);
  });

  it('trims the words and refuses an empty title, an overlong body or an unknown visibility, naming each field', async () => {
    const trimmed = await post(asMember, { ...newRequest, title: '  Peace  ' });
    expect(trimmed.title).toBe('Peace');
    const refused = await service.request('POST', '/api/prayers', {
      as: asMember,
      body: { title: '   ', body: 'x'.repeat(2001), visibility: 'everyone' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      'body',
      'title',
      'visibility',
    ]);
  });

  it('asks a member without a church to join one first', async () => {
    const response = await service.request('POST', '/api/prayers', { as: withoutChurch, body: newRequest });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('church_required');
  });
});

describe('"I prayed" (POST and DELETE /api/prayers/:prayerId/prayed)', () => {
  it('counts each member once and remembers who prayed', async () => {
    const created = await post(asMember);
    const first = await service.request('POST', `/api/prayers/${created.id}/prayed`, { as: asLeader });
    const again = await service.request('POST', `/api/prayers/${created.id}/prayed`, { as: asLeader });
    expect(first.body).toMatchObject({ prayerCount: 1, prayedByMe: true });
    expect(again.body).toMatchObject({ prayerCount: 1, prayedByMe: true });
    const forAuthor = await service.request('GET', '/api/prayers?limit=50', { as: asMember });
    expect(forAuthor.body.items.find((prayer: { id: string }) => prayer.id === created.id)).toMatchObject({
      prayerCount: 1,
      prayedByMe: false,
    });
    const undone = await service.request('DELETE', `/api/prayers/${created.id}/prayed`, { as: asLeader });
    expect(undone.body).toMatchObject({ prayerCount: 0, prayedByMe: false });
    const undoneAgain = await service.request('DELETE', `/api/prayers/${created.id}/prayed`, { as: asLeader });
    expect(undoneAgain.body.prayerCount).toBe(0);
  });

  it('treats a request the caller may not see as missing', async () => {
    const secret = await post(asMember, { ...newRequest, visibility: 'private' });
    for (const as of [asLeader, stranger]) {
      const response = await service.request('POST', `/api/prayers/${secret.id}/prayed`, { as });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('prayer_not_found');
    }
    expect((await service.request('POST', '/api/prayers/not-a-uuid/prayed', { as: asMember })).status).toBe(400);
  });
});

describe('answered prayers and taking a request down', () => {
  it('lets the author mark a request answered and back', async () => {
    const created = await post(asMember);
    const answered = await service.request('PUT', `/api/prayers/${created.id}/answered`, {
      as: asMember,
      body: { answered: true },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.answered).toBe(true);
    const reopened = await service.request('PUT', `/api/prayers/${created.id}/answered`, {
      as: asMember,
      body: { answered: false },
    });
    expect(reopened.body.answered).toBe(false);
  });

  it('refuses anyone else, and hides the request from another church', async () => {
    const created = await post(asMember);
    const byLeader = await service.request('PUT', `/api/prayers/${created.id}/answered`, {
      as: asLeader,
      body: { answered: true },
    });
    expect(byLeader.status).toBe(403);
    expect(byLeader.body.code).toBe('not_prayer_author');
    expect((await service.request('DELETE', `/api/prayers/${created.id}`, { as: asLeader })).status).toBe(403);
    expect((await service.request('DELETE', `/api/prayers/${created.id}`, { as: stranger })).status).toBe(404);
  });

  it('takes the request off the wall for its author', async () => {
    const created = await post(asMember);
    const removed = await service.request('DELETE', `/api/prayers/${created.id}`, { as: asMember });
    expect(removed.status).toBe(204);
    const wall = await service.request('GET', '/api/prayers?limit=50', { as: asMember });
    expect(wall.body.items.map((prayer: { id: string }) => prayer.id)).not.toContain(created.id);
    expect((await service.request('POST', `/api/prayers/${created.id}/prayed`, { as: asMember })).status).toBe(404);
  });
});

describe('GET /api/prayers filters', () => {
  it("filters by category, by the reader's own requests and by answered ones, and searches the words", async () => {
    const health = await service.request('GET', '/api/prayers?category=health&limit=50', { as: asLeader });
    expect(health.body.items.length).toBeGreaterThan(0);
    expect(health.body.items.every((prayer: { category: string }) => prayer.category === 'health')).toBe(true);
    const mine = await service.request('GET', '/api/prayers?scope=mine&limit=50', { as: asLeader });
    expect(mine.body.items.every((prayer: { isMine: boolean }) => prayer.isMine)).toBe(true);
    const answered = await service.request('GET', '/api/prayers?scope=answered&limit=50', { as: asLeader });
    expect(answered.body.items.map((prayer: { title: string }) => prayer.title)).toContain('Sunday services');
    expect(answered.body.items.every((prayer: { answered: boolean }) => prayer.answered)).toBe(true);
    const searched = await service.request('GET', `/api/prayers?q=${encodeURIComponent('surgery')}`, { as: asLeader });
    expect(searched.body.items.map((prayer: { title: string }) => prayer.title)).toEqual(['Healing for my mother']);
  });

  it('refuses an unknown category or scope and an overlong search', async () => {
    const refused = await service.request(
      'GET',
      `/api/prayers?category=weather&scope=everything&q=${'x'.repeat(101)}`,
      { as: asMember },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['category', 'q', 'scope']);
  });
});

describe('GET and PUT /api/prayers/:prayerId (one request, and its author rewriting it)', () => {
  it('reads one request as the wall shows it', async () => {
    const created = await post(asMember);
    const read = await service.request('GET', `/api/prayers/${created.id}`, { as: asLeader });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: created.id,
      title: newRequest.title,
      category: 'provision',
      isMine: false,
      editedAt: null,
    });
  });

  it('lets the author change the words, category and audience, and marks it edited', async () => {
    const created = await post(asMember);
    const changed = await service.request('PUT', `/api/prayers/${created.id}`, {
      as: asMember,
      body: {
        title: 'Courage, and peace',
        body: 'The interview moved to Tuesday.',
        category: 'guidance',
        visibility: 'anonymous',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      title: 'Courage, and peace',
      category: 'guidance',
      visibility: 'anonymous',
      editedAt: expect.any(String),
    });
    expect((await service.request('GET', `/api/prayers/${created.id}`, { as: asLeader })).body.authorName).toBeNull();
  });

  it("refuses another member's edit and validates the words", async () => {
    const created = await post(asMember);
    const byLeader = await service.request('PUT', `/api/prayers/${created.id}`, { as: asLeader, body: newRequest });
    expect(byLeader.status).toBe(403);
    expect(byLeader.body.code).toBe('not_prayer_author');
    const empty = await service.request('PUT', `/api/prayers/${created.id}`, {
      as: asMember,
      body: { ...newRequest, title: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.issues).toEqual([
      expect.objectContaining({ path: 'title', message: 'Give your request a title' }),
    ]);
  });

  it('shares a private request only with circles the author belongs to', async () => {
    const circle = await service.request('POST', '/api/prayer-circles', {
      as: asLeader,
      body: { name: 'Leaders only' },
    });
    const refused = await service.request('POST', '/api/prayers', {
      as: asMember,
      body: { ...newRequest, visibility: 'private', circleIds: [circle.body.id] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('prayer_circle_not_member');
    const publicToCircle = await service.request('POST', '/api/prayers', {
      as: asLeader,
      body: { ...newRequest, visibility: 'public', circleIds: [circle.body.id] },
    });
    expect(publicToCircle.status).toBe(400);
    expect(publicToCircle.body.issues).toEqual([
      expect.objectContaining({ path: 'circleIds', message: 'Only a private request is shared with circles' }),
    ]);
  });
});

describe('who prayed, and answered prayers with a testimony', () => {
  it('names who prayed, newest first, and keeps an anonymous author unnamed even in that list', async () => {
    const anonymous = await post(asMember, { ...newRequest, visibility: 'anonymous' });
    await service.request('POST', `/api/prayers/${anonymous.id}/prayed`, { as: asMember });
    await service.request('POST', `/api/prayers/${anonymous.id}/prayed`, { as: asLeader });
    const forLeader = await service.request('GET', `/api/prayers/${anonymous.id}/intercessors`, { as: asLeader });
    expect(forLeader.body.items).toEqual([
      { name: 'Lucas Ferreira', isMe: true, prayedAt: expect.any(String) },
      { name: null, isMe: false, prayedAt: expect.any(String) },
    ]);
    const forAuthor = await service.request('GET', `/api/prayers/${anonymous.id}/intercessors`, { as: asMember });
    expect(forAuthor.body.items.map((row: { name: string }) => row.name)).toEqual(['Lucas Ferreira', 'Miriam Okafor']);
  });

  it('keeps the testimony of an answered request, and drops it when reopened', async () => {
    const created = await post(asMember);
    const answered = await service.request('PUT', `/api/prayers/${created.id}/answered`, {
      as: asMember,
      body: { answered: true, testimony: '  I got the job!  ' },
    });
    expect(answered.body).toMatchObject({
      answered: true,
      testimony: 'I got the job!',
      answeredAt: expect.any(String),
    });
    const reopened = await service.request('PUT', `/api/prayers/${created.id}/answered`, {
      as: asMember,
      body: { answered: false },
    });
    expect(reopened.body).toMatchObject({ answered: false, testimony: null, answeredAt: null });
  });
});

describe('comments of encouragement', () => {
  it('adds comments in order and counts them on the request', async () => {
    const created = await post(asMember);
    const first = await service.request('POST', `/api/prayers/${created.id}/comments`, {
      as: asLeader,
      body: { body: ' Praying for you! ' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      body: 'Praying for you!',
      authorName: 'Lucas Ferreira',
      isMine: true,
      canRemove: true,
      byRequester: false,
    });
    await service.request('POST', `/api/prayers/${created.id}/comments`, {
      as: asMember,
      body: { body: 'Thank you.' },
    });
    const list = await service.request('GET', `/api/prayers/${created.id}/comments`, { as: asMember });
    expect(list.body.items.map((comment: { body: string }) => comment.body)).toEqual([
      'Praying for you!',
      'Thank you.',
    ]);
    expect((await service.request('GET', `/api/prayers/${created.id}`, { as: asMember })).body.commentCount).toBe(2);
  });

  it("lets the request's author remove a comment, refuses another member, and refuses an empty one", async () => {
    const created = await post(asMember);
    const comment = await service.request('POST', `/api/prayers/${created.id}/comments`, {
      as: asLeader,
      body: { body: 'Hello' },
    });
    const other = { ...asLeader, userId: '00000000-0000-4000-8000-0000000000aa', displayName: 'Otto Other' };
    const byOther = await service.request('DELETE', `/api/prayer-comments/${comment.body.id}`, { as: other });
    expect(byOther.status).toBe(403);
    expect(byOther.body.code).toBe('not_comment_author');
    expect((await service.request('DELETE', `/api/prayer-comments/${comment.body.id}`, { as: asMember })).status).toBe(
      204,
    );
    expect(
      (await service.request('DELETE', `/api/prayer-comments/${comment.body.id}`, { as: asMember })).body.code,
    ).toBe('prayer_comment_not_found');
    const empty = await service.request('POST', `/api/prayers/${created.id}/comments`, {
      as: asLeader,
      body: { body: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.issues).toEqual([
      expect.objectContaining({ path: 'body', message: 'Write a few words of encouragement' }),
    ]);
  });
});

describe('reports to the moderators', () => {
  it("stores one report per member, with its reason, and refuses reporting one's own request", async () => {
    const created = await post(asMember);
    const reported = await service.request('POST', `/api/prayers/${created.id}/reports`, {
      as: asLeader,
      body: { reason: 'spam', details: 'Advertises a shop' },
    });
    expect(reported.status).toBe(201);
    const stored = await service.db('worship.prayer_reports').where('id', reported.body.id).first();
    expect(stored).toMatchObject({
      reason: 'spam',
      details: 'Advertises a shop',
      reporter_id: asLeader.userId,
      church_id: DEMO_CHURCH.id,
    });
    expect((await service.request('GET', `/api/prayers/${created.id}`, { as: asLeader })).body.reportedByMe).toBe(true);
    const twice = await service.request('POST', `/api/prayers/${created.id}/reports`, {
      as: asLeader,
      body: { reason: 'other' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('prayer_already_reported');
    const own = await service.request('POST', `/api/prayers/${created.id}/reports`, {
      as: asMember,
      body: { reason: 'spam' },
    });
    expect(own.status).toBe(400);
    expect(own.body.code).toBe('own_prayer_report');
    const noReason = await service.request('POST', `/api/prayers/${created.id}/reports`, {
      as: asLeader,
      body: { reason: 'boring' },
    });
    expect(noReason.status).toBe(400);
  });
});
