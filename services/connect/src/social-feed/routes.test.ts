import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SOCIAL_FEED_IMAGE_MAX_BYTES, SOCIAL_FEED_IMAGES_PATH, socialFeedEndpoints } from '@koinonia/contracts';
import { IDENTITY_HEADER, signIdentity } from '@koinonia/service-kit';
import { startTestService, type TestCaller, type TestService } from '@koinonia/service-kit/testing';
import { solidPng } from '@koinonia/service-kit/testing/images';
import { connectService } from '../app';

const feed = socialFeedEndpoints.list.path;
const church = randomUUID();
const youth = randomUUID();
const choir = randomUUID();
const person = (role: TestCaller['role'], name: string, churchId: string | null = church): TestCaller => ({
  userId: randomUUID(),
  role,
  churchId,
  displayName: name,
});
const member = person('member', 'Mia Member');
const neighbour = person('member', 'Ned Neighbour');
const choirLeader = person('member', 'Lea Leader');
const pastor = person('pastor', 'Pat Pastor');
const stranger = person('member', 'Sam Stranger', randomUUID());
const withoutChurch = person('member', 'Nora Nochurch', null);

let service: TestService;
const objects = mkdtempSync(path.join(tmpdir(), 'feed-objects-'));

const post = async (as: TestCaller, body: Record<string, unknown>, status = 201) => {
  const response = await service.request('POST', feed, { as, body });
  expect({ status: response.status, body: response.body }).toMatchObject({ status });
  return response.body;
};
const postPath = (id: string) => `/api/social-feed/posts/${id}`;

/** What the gateway asserts for the caller, signed with the test service's keys. */
const assertion = (as: TestCaller) =>
  signIdentity(
    {
      userId: as.userId,
      role: as.role,
      churchId: as.churchId ?? null,
      displayName: as.displayName ?? null,
      planTier: 'disciple',
      sessionId: 'test-session',
      audience: 'connect',
    },
    service.keys.privateKey,
  );

/** POST /api/social-feed/images as a browser sends it: multipart/form-data built by FormData. */
async function upload(as: TestCaller, bytes: Buffer, field = 'image', contentType = 'image/png') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: contentType }), 'picture.png');
  const response = await fetch(service.baseUrl + SOCIAL_FEED_IMAGES_PATH, {
    method: 'POST',
    headers: { [IDENTITY_HEADER]: assertion(as) },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

const fetchImage = (as: TestCaller, url: string) =>
  fetch(service.baseUrl + url, { headers: { [IDENTITY_HEADER]: assertion(as) } });

beforeAll(async () => {
  process.env.OBJECT_STORAGE_DIR = objects;
  service = await startTestService(connectService, { seed: false });
  await service.db('connect.communities').insert([
    { id: youth, church_id: church, name: 'Youth', type: 'group', privacy: 'open' },
    { id: choir, church_id: church, name: 'Choir', type: 'ministry', privacy: 'hidden' },
  ]);
  await service.db('connect.community_members').insert([
    { community_id: youth, user_id: member.userId, role: 'member' },
    { community_id: choir, user_id: choirLeader.userId, role: 'leader' },
    { community_id: choir, user_id: neighbour.userId, role: 'member' },
  ]);
  await service.db('connect.people').insert(
    [member, neighbour, choirLeader, pastor].map((caller) => ({
      user_id: caller.userId,
      church_id: church,
      display_name: caller.displayName,
      role: caller.role,
      changed_at: new Date(),
    })),
  );
});
afterAll(async () => {
  await service.close();
  delete process.env.OBJECT_STORAGE_DIR;
  rmSync(objects, { recursive: true, force: true });
});

describe(`GET ${feed} and POST ${feed}`, () => {
  it("shows the church-wide posts and the reader's communities', newest first, with what the reader may do", async () => {
    const toChurch = await post(member, { body: 'Hello church' });
    const toYouth = await post(member, { body: 'Hello youth', communityId: youth });
    const toChoir = await post(choirLeader, { body: 'Choir practice', communityId: choir });

    const seen = await service.request('GET', feed, { as: member });
    expect(seen.status).toBe(200);
    const ids = seen.body.items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(toYouth.id)).toBeLessThan(ids.indexOf(toChurch.id));
    expect(ids).not.toContain(toChoir.id);
    expect(seen.body.items.find((item: { id: string }) => item.id === toYouth.id)).toMatchObject({
      authorName: 'Mia Member',
      community: { id: youth, name: 'Youth' },
      isMine: true,
      canRemove: true,
      canPin: false,
      reactions: { like: 0, love: 0, pray: 0 },
    });

    const filtered = await service.request('GET', `${feed}?communityId=${youth}`, { as: member });
    expect(filtered.body.items.map((item: { id: string }) => item.id)).toEqual([toYouth.id]);
    // A community the reader is not in is not there for them.
    expect((await service.request('GET', `${feed}?communityId=${choir}`, { as: member })).status).toBe(404);
    expect((await service.request('GET', postPath(toChoir.id), { as: member })).status).toBe(404);
    expect((await service.request('GET', postPath(toChurch.id), { as: stranger })).status).toBe(404);
    // The staff moderate every post of their church.
    expect((await service.request('GET', postPath(toChoir.id), { as: pastor })).status).toBe(200);
    expect((await service.request('GET', feed, { as: withoutChurch })).body).toEqual({ items: [], nextCursor: null });
  });

  it('refuses what may not be posted, with clear messages', async () => {
    expect((await post(member, { body: '' }, 400)).message).toMatch(/Write something or add an image/);
    expect((await post(member, { body: 'x'.repeat(5001) }, 400)).message).toMatch(/at most 5000 characters/);
    expect((await post(member, { body: 'To the choir', communityId: choir }, 404)).code).toBe('community_not_found');
    expect((await post(member, { body: 'Hear ye', announcement: true }, 403)).code).toBe('feed_cannot_announce');
    expect((await post(withoutChurch, { body: 'Hi' }, 403)).code).toBe('social_feed_church_required');
    expect((await post(member, { body: 'Hi', images: [{ id: randomUUID() }] }, 400)).code).toBe(
      'feed_image_unavailable',
    );
    expect((await post(member, { body: 'Hi', announcementExpiresAt: '2099-01-01T00:00:00Z' }, 400)).message).toMatch(
      /Only an announcement expires/,
    );
  });

  it('pages with a cursor, and a forged cursor is a 400', async () => {
    for (const n of [1, 2, 3]) await post(neighbour, { body: `Page ${n}` });
    const first = await service.request('GET', `${feed}?limit=2`, { as: neighbour });
    expect(first.body.items).toHaveLength(2);
    const second = await service.request('GET', `${feed}?limit=2&cursor=${first.body.nextCursor}`, { as: neighbour });
    expect(second.body.items[0].id).not.toBe(first.body.items[1].id);
    expect((await service.request('GET', `${feed}?cursor=nonsense`, { as: neighbour })).status).toBe(400);
  });
});

describe('announcements', () => {
  it('pins the staff’s announcement at the top for everyone and notifies them in the app', async () => {
    const announced = await post(pastor, { body: 'Service moves to 11am', announcement: true });
    expect(announced.isAnnouncement).toBe(true);
    const pinned = await service.request('GET', '/api/social-feed/announcements', { as: member });
    expect(pinned.body.items[0]).toMatchObject({ id: announced.id, isAnnouncement: true, canPin: false });
    const notices = await service
      .db('connect.notifications')
      .where({ type: 'announcement' })
      .select('user_id', 'title', 'message', 'action_url');
    expect(notices).toEqual(
      expect.arrayContaining([
        {
          user_id: member.userId,
          title: 'Announcement from your church',
          message: 'Pat Pastor: Service moves to 11am',
          action_url: '/social-feed',
        },
      ]),
    );
    expect(notices.map((notice) => notice.user_id)).not.toContain(pastor.userId);

    const unpinned = await service.request('DELETE', `${postPath(announced.id)}/announcement`, { as: pastor });
    expect(unpinned.body.isAnnouncement).toBe(false);
    expect(
      (await service.request('GET', '/api/social-feed/announcements', { as: member })).body.items.map(
        (item: { id: string }) => item.id,
      ),
    ).not.toContain(announced.id);
  });

  it("lets a community's leader pin there (with an expiry), and no one else", async () => {
    const practice = await post(neighbour, { body: 'Practice is at 7', communityId: choir });
    expect(
      (await service.request('PUT', `${postPath(practice.id)}/announcement`, { as: neighbour, body: {} })).status,
    ).toBe(403);
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const pinned = await service.request('PUT', `${postPath(practice.id)}/announcement`, {
      as: choirLeader,
      body: { expiresAt },
    });
    expect(pinned.status).toBe(200);
    expect(pinned.body).toMatchObject({ isAnnouncement: true, announcementExpiresAt: expiresAt, canPin: true });
    expect(
      (
        await service.request('PUT', `${postPath(practice.id)}/announcement`, {
          as: choirLeader,
          body: { expiresAt: '2001-01-01T00:00:00Z' },
        })
      ).status,
    ).toBe(400);
    const notified = await service
      .db('connect.notifications')
      .where({ type: 'announcement', title: 'Announcement in Choir' })
      .pluck('user_id');
    expect(notified).toEqual([neighbour.userId]);
    expect(
      (await service.request('GET', `/api/social-feed/announcements?communityId=${choir}`, { as: neighbour })).body
        .items[0].id,
    ).toBe(practice.id);
  });

  it('says where the caller may post and announce', async () => {
    const audiences = await service.request('GET', '/api/social-feed/audiences', { as: choirLeader });
    expect(audiences.body.items).toEqual([
      { community: null, canAnnounce: false },
      { community: { id: choir, name: 'Choir' }, canAnnounce: true },
    ]);
  });
});

describe('reactions, comments, removal and reports', () => {
  it('keeps one reaction per member, counted, and "you reacted"', async () => {
    const hello = await post(member, { body: 'React to me' });
    const path = `${postPath(hello.id)}/reaction`;
    expect((await service.request('PUT', path, { as: neighbour, body: { reaction: 'pray' } })).body).toMatchObject({
      reactions: { like: 0, love: 0, pray: 1 },
      myReaction: 'pray',
    });
    expect((await service.request('PUT', path, { as: member, body: { reaction: 'love' } })).body).toMatchObject({
      reactions: { like: 0, love: 1, pray: 1 },
      myReaction: 'love',
    });
    expect((await service.request('PUT', path, { as: neighbour, body: { reaction: null } })).body).toMatchObject({
      reactions: { like: 0, love: 1, pray: 0 },
      myReaction: null,
    });
    expect((await service.request('PUT', path, { as: neighbour, body: { reaction: 'laugh' } })).status).toBe(400);
    expect((await service.request('PUT', path, { as: stranger, body: { reaction: 'like' } })).status).toBe(404);
  });

  it('lists comments oldest first, and lets their writer, the post’s author or its moderators remove them', async () => {
    const hello = await post(member, { body: 'Comment on me' });
    const comments = `${postPath(hello.id)}/comments`;
    const first = await service.request('POST', comments, { as: neighbour, body: { body: 'Amen' } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ authorName: 'Ned Neighbour', isMine: true, canRemove: true, body: 'Amen' });
    await service.request('POST', comments, { as: member, body: { body: 'Thanks' } });
    expect((await service.request('POST', comments, { as: member, body: { body: 'x'.repeat(2001) } })).status).toBe(
      400,
    );
    const listed = await service.request('GET', comments, { as: choirLeader });
    expect(listed.body.items.map((comment: { body: string }) => comment.body)).toEqual(['Amen', 'Thanks']);
    expect(listed.body.items[0]).toMatchObject({ isMine: false, canRemove: false });
    // The post's author looks after the comments on it.
    expect((await service.request('GET', comments, { as: member })).body.items[0]).toMatchObject({
      isMine: false,
      canRemove: true,
    });
    expect((await service.request('GET', postPath(hello.id), { as: member })).body.commentCount).toBe(2);

    const commentPath = `/api/social-feed/comments/${first.body.id}`;
    expect((await service.request('DELETE', commentPath, { as: choirLeader })).status).toBe(403);
    expect((await service.request('DELETE', commentPath, { as: stranger })).status).toBe(404);
    expect((await service.request('DELETE', commentPath, { as: pastor })).status).toBe(204);
    expect((await service.request('DELETE', commentPath, { as: neighbour })).status).toBe(404);
  });

  it('lets the author or the staff take a post down, not another member', async () => {
    const mine = await post(member, { body: 'Take me down' });
    expect((await service.request('DELETE', postPath(mine.id), { as: neighbour })).body.code).toBe('feed_not_allowed');
    expect((await service.request('DELETE', postPath(mine.id), { as: member })).status).toBe(204);
    expect((await service.request('GET', postPath(mine.id), { as: member })).status).toBe(404);
    const another = await post(member, { body: 'Moderate me' });
    expect((await service.request('DELETE', postPath(another.id), { as: pastor })).status).toBe(204);
  });

  it('keeps one report per member, never of their own post, and publishes feed.post_reported', async () => {
    const hello = await post(member, { body: 'Report me' });
    const reports = `${postPath(hello.id)}/reports`;
    expect((await service.request('POST', reports, { as: member, body: { reason: 'spam' } })).body.code).toBe(
      'feed_own_post_report',
    );
    const first = await service.request('POST', reports, {
      as: neighbour,
      body: { reason: 'harmful', details: 'Unkind' },
    });
    expect(first.status).toBe(201);
    const again = await service.request('POST', reports, { as: neighbour, body: { reason: 'spam' } });
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'feed_already_reported' });
    expect((await service.request('POST', reports, { as: stranger, body: { reason: 'spam' } })).status).toBe(404);
    expect((await service.request('POST', reports, { as: pastor, body: { reason: 'shouting' } })).status).toBe(400);
    expect((await service.request('GET', postPath(hello.id), { as: neighbour })).body.reportedByMe).toBe(true);

    const events = await service.db('connect.outbox_events').where({ type: 'feed.post_reported' }).select('payload');
    const payloads = events.map((event) =>
      typeof event.payload === 'string' ? JSON.parse(event.payload) : event.payload,
    );
    expect(payloads).toContainEqual({
      reportId: first.body.id,
      postId: hello.id,
      churchId: church,
      communityId: null,
      reporterId: neighbour.userId,
      reason: 'harmful',
      details: 'Unkind',
      reportedAt: first.body.createdAt,
    });
  });
});

describe('images', () => {
  it('uploads an image, posts it and serves it to those who see the post, as an image that is never sniffed', async () => {
    const png = solidPng(4);
    const uploaded = await upload(choirLeader, png);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toEqual({
      id: expect.any(String),
      url: `${SOCIAL_FEED_IMAGES_PATH}/${uploaded.body.id}`,
      contentType: 'image/png',
    });
    // Before it is posted: its uploader alone.
    expect((await service.request('GET', uploaded.body.url, { as: neighbour })).status).toBe(404);

    const withImage = await post(choirLeader, {
      body: 'Our robes',
      communityId: choir,
      images: [{ id: uploaded.body.id, alt: '' }],
    });
    expect(withImage.images).toEqual([
      { id: uploaded.body.id, url: uploaded.body.url, alt: 'Image 1 of 1 by Lea Leader' },
    ]);

    const read = await fetchImage(neighbour, uploaded.body.url);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer())).toEqual(png);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    for (const outsider of [member, stranger])
      expect((await service.request('GET', uploaded.body.url, { as: outsider })).status).toBe(404);
    // An image goes into one post only.
    expect((await post(choirLeader, { body: 'Again', images: [{ id: uploaded.body.id }] }, 400)).code).toBe(
      'feed_image_unavailable',
    );
  });

  it('refuses what is not an image (400) and what is too large (413), clearly', async () => {
    const text = await upload(
      member,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      'image',
      'image/svg+xml',
    );
    expect({ status: text.status, message: text.body.message }).toEqual({
      status: 400,
      message: 'Upload a JPEG, PNG or WebP image',
    });
    const big = Buffer.concat([solidPng(2), Buffer.alloc(SOCIAL_FEED_IMAGE_MAX_BYTES)]);
    const tooLarge = await upload(member, big);
    expect({ status: tooLarge.status, message: tooLarge.body.message }).toEqual({
      status: 413,
      message: 'An image may be at most 5 MB',
    });
    const json = await service.request('POST', SOCIAL_FEED_IMAGES_PATH, { as: member, body: { image: 'x' } });
    expect(json.status).toBe(400);
    expect((await upload(withoutChurch, solidPng(2))).status).toBe(403);
  });
});
