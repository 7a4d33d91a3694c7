import {
  demoAccount,
  DEMO_CHURCH,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_SIZE_MESSAGE,
  PROFILE_IMAGE_TYPE_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  type CurrentUser,
} from '@koinonia/contracts';
import { IDENTITY_HEADER, signIdentity } from '@koinonia/service-kit';
import { startTestService, type TestCaller, type TestService } from '@koinonia/service-kit/testing';
import { solidPng } from '@koinonia/service-kit/testing/images';
import { identityService } from '../app';

const caller = (role: 'member' | 'leader' | 'pastor' | 'admin'): TestCaller => ({
  userId: demoAccount(role).id,
  role,
  churchId: DEMO_CHURCH.id,
});
const asMember = caller('member');
const asLeader = caller('leader');
const asPastor = caller('pastor');
const asAdmin = caller('admin');
let service: TestService;

beforeAll(async () => {
  service = await startTestService(identityService);
});
afterAll(() => service.close());

const patch = (as: TestCaller | null, body: unknown) => service.request('PATCH', '/api/user/profile', { as, body });
const currentUser = async (as: TestCaller): Promise<CurrentUser> =>
  (await service.request('GET', '/api/auth/user', { as })).body;

/** A baseline JPEG's markers: SOI, APP0 (JFIF), then EOI — enough bytes to be recognised as JPEG. */
const jpeg = () =>
  Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00, 0xff, 0xd9,
  ]);

/** An identity assertion as the gateway signs it; null for a visitor who is not signed in. */
const assertion = (as: TestCaller | null) =>
  signIdentity(
    {
      userId: as?.userId ?? null,
      role: as?.role ?? null,
      churchId: as?.churchId ?? null,
      sessionId: as ? 'test' : null,
      audience: 'identity',
    },
    service.keys.privateKey,
  );

/** GET a profile image as a visitor would, through the gateway's anonymous assertion. */
const fetchImage = (path: string) => fetch(service.baseUrl + path, { headers: { [IDENTITY_HEADER]: assertion(null) } });

/** POST /api/user/profile-image as a browser sends it: multipart/form-data built by FormData. */
async function upload(
  as: TestCaller | null,
  file: { bytes: Buffer; type: string; name?: string; field?: string } | FormData,
) {
  let form: FormData;
  if (file instanceof FormData) form = file;
  else {
    form = new FormData();
    form.append(
      file.field ?? 'image',
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.name ?? 'photo',
    );
  }
  const response = await fetch(`${service.baseUrl}/api/user/profile-image`, {
    method: 'POST',
    headers: { [IDENTITY_HEADER]: assertion(as) },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

describe('PATCH /api/user/profile', () => {
  it('changes the names and answers the current user', async () => {
    const response = await patch(asPastor, { firstName: '  Paula ', lastName: 'Andersen' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: asPastor.userId,
      firstName: 'Paula',
      lastName: 'Andersen',
      isAuthenticated: true,
    });
    expect(await currentUser(asPastor)).toEqual(response.body);
  });

  it('normalises the username to lowercase and clears it with null or an empty string', async () => {
    expect((await patch(asMember, { username: 'Miriam.O_1' })).body.username).toBe('miriam.o_1');
    expect((await patch(asMember, { username: '' })).body.username).toBeNull();
    expect((await patch(asMember, { username: 'miriam' })).body.username).toBe('miriam');
    expect((await patch(asMember, { username: null })).body.username).toBeNull();
  });

  it('refuses a username another account holds, whatever its case, with 409', async () => {
    await patch(asLeader, { username: 'lucas' });
    const response = await patch(asMember, { username: 'LUCAS' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      message: USERNAME_TAKEN_MESSAGE,
      issues: [{ path: 'username', message: USERNAME_TAKEN_MESSAGE, code: 'username_taken' }],
    });
    expect((await currentUser(asMember)).username).toBeNull();
    // Keeping one's own username is no conflict.
    expect((await patch(asLeader, { username: 'lucas', firstName: 'Lucas' })).status).toBe(200);
  });

  it.each([
    ['ab', 'Username must be at least 3 characters', { code: 'too_short', minimum: 3 }],
    ['a'.repeat(31), 'Username must be at most 30 characters', { code: 'too_long', maximum: 30 }],
    ['grace lee', "Username may only contain letters, digits, '.' and '_'", { code: 'username_characters' }],
    ['grace-lee', "Username may only contain letters, digits, '.' and '_'", { code: 'username_characters' }],
    ['grâce', "Username may only contain letters, digits, '.' and '_'", { code: 'username_characters' }],
  ])('refuses the username %j: %s', async (username, message, rule) => {
    const response = await patch(asMember, { username });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([{ path: 'username', message, ...rule }]);
  });

  it('keeps the signup bounds on names', async () => {
    const blank = await patch(asMember, { firstName: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.issues).toEqual([{ path: 'firstName', message: 'First name is required', code: 'required' }]);
    const long = await patch(asMember, { lastName: 'x'.repeat(81) });
    expect(long.body.issues).toEqual([
      { path: 'lastName', message: 'Last name must be at most 80 characters', code: 'too_long', maximum: 80 },
    ]);
  });

  it('refuses control characters in names (PostgreSQL cannot store NUL)', async () => {
    const response = await patch(asMember, { firstName: 'Mir\u0000iam', lastName: 'Oka\nfor' });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      { path: 'firstName', message: 'First name must not contain control characters', code: 'control_characters' },
      { path: 'lastName', message: 'Last name must not contain control characters', code: 'control_characters' },
    ]);
  });

  it('refuses an empty update and fields it does not know', async () => {
    expect((await patch(asMember, {})).body.message).toBe('Give a first name, last name or username');
    const unknown = await patch(asMember, { email: 'someone@example.org' });
    expect(unknown.status).toBe(400);
    expect((await currentUser(asMember)).email).toBe(demoAccount('member').email);
  });

  it('changes only the caller', async () => {
    await patch(asMember, { firstName: 'Miriam' });
    expect((await currentUser(asLeader)).firstName).toBe(demoAccount('leader').firstName);
  });

  it('requires a signed-in caller', async () => {
    expect((await patch(null, { firstName: 'Eve' })).status).toBe(401);
  });
});

describe('POST /api/user/profile-image', () => {
  it('stores a PNG, points profileImageUrl at it and serves it with long-lived, nosniff headers', async () => {
    const bytes = solidPng(4);
    const response = await upload(asMember, { bytes, type: 'image/png', name: 'me.png' });
    expect(response.status).toBe(200);
    expect(response.body.profileImageUrl).toMatch(/^\/api\/user\/profile-images\/[0-9a-f-]{36}$/);
    expect((await currentUser(asMember)).profileImageUrl).toBe(response.body.profileImageUrl);

    const served = await fetchImage(response.body.profileImageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('judges the type by the bytes: a JPEG labelled as PNG is stored as JPEG', async () => {
    const response = await upload(asLeader, { bytes: jpeg(), type: 'image/png', name: 'photo.png' });
    expect(response.status).toBe(200);
    const served = await fetchImage(response.body.profileImageUrl);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('keeps only the latest photo: the previous one is gone', async () => {
    const first = await upload(asAdmin, { bytes: solidPng(2), type: 'image/png' });
    const second = await upload(asAdmin, { bytes: solidPng(3), type: 'image/png' });
    expect(second.body.profileImageUrl).not.toBe(first.body.profileImageUrl);
    expect((await fetchImage(first.body.profileImageUrl)).status).toBe(404);
    expect((await fetchImage(second.body.profileImageUrl)).status).toBe(200);
    const stored = await service.db('identity.profile_images').where({ user_id: asAdmin.userId }).select('id');
    expect(stored).toHaveLength(1);
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'image/gif'],
    [
      'an SVG declared as PNG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/png',
    ],
    ['a text file declared as JPEG', Buffer.from('hello'), 'image/jpeg'],
    ['an empty file', Buffer.alloc(0), 'image/png'],
  ])('refuses %s with 400 and keeps the current photo', async (_label, bytes, type) => {
    const before = (await currentUser(asMember)).profileImageUrl;
    const response = await upload(asMember, { bytes, type });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: PROFILE_IMAGE_TYPE_MESSAGE, code: 'image_type' });
    expect((await currentUser(asMember)).profileImageUrl).toBe(before);
  });

  it('refuses an upload declared well over 2 MB with 413 before reading it', async () => {
    const oversized = Buffer.concat([solidPng(1), Buffer.alloc(PROFILE_IMAGE_MAX_BYTES * 2)]);
    const response = await upload(asMember, { bytes: oversized, type: 'image/png' });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: PROFILE_IMAGE_SIZE_MESSAGE, code: 'image_too_large' });
  });

  it('cuts off an image just over 2 MB whose declared length looked acceptable, with 413', async () => {
    const justOver = Buffer.concat([solidPng(1), Buffer.alloc(PROFILE_IMAGE_MAX_BYTES - 10)]);
    const response = await upload(asMember, { bytes: justOver, type: 'image/png' });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: PROFILE_IMAGE_SIZE_MESSAGE, code: 'image_too_large' });
  });

  it('accepts an image of exactly 2 MB', async () => {
    const image = solidPng(1);
    const padded = Buffer.concat([image, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES - image.length)]);
    expect((await upload(asPastor, { bytes: padded, type: 'image/png' })).status).toBe(200);
  });

  it('refuses a form without the image field, and a body that is not multipart', async () => {
    const wrongField = await upload(asMember, { bytes: solidPng(1), type: 'image/png', field: 'photo' });
    expect(wrongField).toEqual({ status: 400, body: { message: PROFILE_IMAGE_TYPE_MESSAGE, code: 'image_type' } });
    const json = await service.request('POST', '/api/user/profile-image', {
      as: asMember,
      body: { image: 'data:image/png;base64,AAAA' },
    });
    expect(json.status).toBe(400);
    const text = await service.request('POST', '/api/user/profile-image', {
      as: asMember,
      body: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text).toMatchObject({
      status: 400,
      body: { message: 'Send the image as multipart/form-data in the field "image"' },
    });
    const noBoundary = await service.request('POST', '/api/user/profile-image', {
      as: asMember,
      body: 'x',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.status).toBe(400);
  });

  it('requires a signed-in caller', async () => {
    expect((await upload(null, { bytes: solidPng(1), type: 'image/png' })).status).toBe(401);
  });
});

describe('DELETE /api/user/profile-image', () => {
  it("removes the caller's photo, and only theirs", async () => {
    const mine = await upload(asMember, { bytes: solidPng(2), type: 'image/png' });
    const theirs = await upload(asLeader, { bytes: solidPng(2), type: 'image/png' });
    const response = await service.request<CurrentUser>('DELETE', '/api/user/profile-image', { as: asMember });
    expect(response.status).toBe(200);
    expect(response.body.profileImageUrl).toBeNull();
    expect((await fetchImage(mine.body.profileImageUrl)).status).toBe(404);
    expect((await currentUser(asLeader)).profileImageUrl).toBe(theirs.body.profileImageUrl);
    expect((await fetchImage(theirs.body.profileImageUrl)).status).toBe(200);
  });

  it('requires a signed-in caller', async () => {
    expect((await service.request('DELETE', '/api/user/profile-image')).status).toBe(401);
  });
});

describe('GET /api/user/profile-images/:id', () => {
  it('answers 404 for an unknown image and 400 for an id that is not one', async () => {
    const unknown = await service.request('GET', '/api/user/profile-images/00000000-0000-4000-8000-0000000000aa');
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Image not found' } });
    expect((await service.request('GET', '/api/user/profile-images/not-an-id')).status).toBe(400);
  });
});
