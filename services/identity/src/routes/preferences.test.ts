import { demoAccount, DEMO_CHURCH, type CurrentUser } from '@koinonia/contracts';
import { startTestService, type TestCaller, type TestService } from '@koinonia/service-kit/testing';
import { identityService } from '../app';

const caller = (role: 'member' | 'leader' | 'pastor'): TestCaller => ({
  userId: demoAccount(role).id,
  role,
  churchId: DEMO_CHURCH.id,
});
const asMember = caller('member');
const asLeader = caller('leader');
const asPastor = caller('pastor');
const unknownUser: TestCaller = { userId: '00000000-0000-4000-8000-0000000000ff', role: 'member', churchId: null };
let service: TestService;

beforeAll(async () => {
  service = await startTestService(identityService);
});
afterAll(() => service.close());

describe('GET /api/user/preferences', () => {
  it('SPEC §3: answers no theme and medium text for a user who has chosen nothing', async () => {
    const response = await service.request('GET', '/api/user/preferences', { as: asPastor });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ theme: null, fontSize: 'medium' });
  });

  it('requires a signed-in caller', async () => {
    const response = await service.request('GET', '/api/user/preferences');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Authentication required', code: 'not_signed_in' });
  });
});

describe('PUT /api/user/preferences', () => {
  it('saves the theme and font size and answers the saved preferences', async () => {
    const saved = await service.request('PUT', '/api/user/preferences', {
      as: asMember,
      body: { theme: 'dark', fontSize: 'large' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ theme: 'dark', fontSize: 'large' });
    expect((await service.request('GET', '/api/user/preferences', { as: asMember })).body).toEqual({
      theme: 'dark',
      fontSize: 'large',
    });
  });

  it('changes only what it is given', async () => {
    await service.request('PUT', '/api/user/preferences', {
      as: asMember,
      body: { theme: 'light', fontSize: 'small' },
    });
    const response = await service.request('PUT', '/api/user/preferences', { as: asMember, body: { theme: 'auto' } });
    expect(response.body).toEqual({ theme: 'auto', fontSize: 'small' });
    expect(
      (await service.request('PUT', '/api/user/preferences', { as: asMember, body: { fontSize: 'medium' } })).body,
    ).toEqual({
      theme: 'auto',
      fontSize: 'medium',
    });
  });

  it('SPEC §5: refuses a theme that is not light, dark or auto, and a font size outside small, medium, large', async () => {
    const badTheme = await service.request('PUT', '/api/user/preferences', { as: asMember, body: { theme: 'sepia' } });
    expect(badTheme.status).toBe(400);
    expect(badTheme.body.issues).toEqual([{ path: 'theme', message: expect.any(String), code: 'invalid_option' }]);
    const badSize = await service.request('PUT', '/api/user/preferences', { as: asMember, body: { fontSize: 'huge' } });
    expect(badSize.status).toBe(400);
    expect(badSize.body.issues[0].path).toBe('fontSize');
  });

  it('refuses an empty update', async () => {
    const response = await service.request('PUT', '/api/user/preferences', { as: asMember, body: {} });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Give a theme or a font size');
  });

  it("never touches another user's preferences", async () => {
    await service.request('PUT', '/api/user/preferences', {
      as: asLeader,
      body: { theme: 'light', fontSize: 'small' },
    });
    await service.request('PUT', '/api/user/preferences', { as: asMember, body: { theme: 'dark', fontSize: 'large' } });
    expect((await service.request('GET', '/api/user/preferences', { as: asLeader })).body).toEqual({
      theme: 'light',
      fontSize: 'small',
    });
  });

  it('answers 401, not a failure, for an identity whose user no longer exists', async () => {
    const response = await service.request('PUT', '/api/user/preferences', {
      as: unknownUser,
      body: { theme: 'dark' },
    });
    expect(response.status).toBe(401);
  });

  it('requires a signed-in caller', async () => {
    expect((await service.request('PUT', '/api/user/preferences', { body: { theme: 'dark' } })).status).toBe(401);
  });
});

describe('POST /api/user/language', () => {
  const currentUser = async (as: TestCaller): Promise<CurrentUser> =>
    (await service.request('GET', '/api/auth/user', { as })).body;

  it('stores a supported language, which the auth user call then carries', async () => {
    const response = await service.request('POST', '/api/user/language', {
      as: asMember,
      body: { preferredLanguage: 'ar' },
    });
    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();
    expect((await currentUser(asMember)).preferredLanguage).toBe('ar');
    expect((await currentUser(asLeader)).preferredLanguage).toBeNull();
  });

  it('SPEC §5: refuses a code outside the supported list and keeps the stored one', async () => {
    await service.request('POST', '/api/user/language', { as: asMember, body: { preferredLanguage: 'fil' } });
    const response = await service.request('POST', '/api/user/language', {
      as: asMember,
      body: { preferredLanguage: 'xx' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The language "xx" is not supported' });
    expect((await currentUser(asMember)).preferredLanguage).toBe('fil');
  });

  it('refuses a body without a language', async () => {
    const response = await service.request('POST', '/api/user/language', { as: asMember, body: {} });
    expect(response.status).toBe(400);
    expect(response.body.issues[0].path).toBe('preferredLanguage');
  });

  it('SPEC §6: is for signed-in users only', async () => {
    expect((await service.request('POST', '/api/user/language', { body: { preferredLanguage: 'es' } })).status).toBe(
      401,
    );
  });
});
