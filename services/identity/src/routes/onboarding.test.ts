import { DEMO_CHURCH, demoAccount, interests, NEIGHBOUR_CHURCH, USERNAME_TAKEN_MESSAGE } from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { identityService } from '../app';
import { CHURCH_ALREADY_SET_MESSAGE, UNKNOWN_CHURCH_MESSAGE, UNSUPPORTED_LANGUAGE_MESSAGE } from './onboarding';

let service: TestService;
let newcomer: { userId: string; role: 'member' };

beforeAll(async () => {
  service = await startTestService(identityService);
  const created = await service.request('POST', '/internal/users', {
    body: { firstName: 'New', lastName: 'Comer', email: 'newcomer@example.org', password: 'harvest-lantern-9' },
  });
  newcomer = { userId: created.body.user.id, role: 'member' };
});
afterAll(() => service.close());

const put = (step: string, body: unknown, as: { userId: string; role: 'member' } | null = newcomer) =>
  service.request('PUT', `/api/user/onboarding/${step}`, { as, body });

describe('onboarding (SPEC §2 /onboarding/{step})', () => {
  it('starts with no step done and the names given at sign-up', async () => {
    const response = await service.request('GET', '/api/user/onboarding', { as: newcomer });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      completedSteps: [],
      completedAt: null,
      firstName: 'New',
      lastName: 'Comer',
      username: null,
      churchId: null,
      pendingChurch: null,
      interests: [],
      preferredLanguage: null,
    });
  });

  it('saves each step in turn and is complete after the language step', async () => {
    const profile = await put('profile', { firstName: ' Naomi ', lastName: 'Comer', username: 'Naomi.C' });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ completedSteps: ['profile'], firstName: 'Naomi', username: 'naomi.c' });

    const churches = await service.request('GET', '/api/user/churches?q=grace', { as: newcomer });
    expect(churches.body).toEqual({ items: [DEMO_CHURCH], nextOffset: null });
    // Choosing a church asks to join it: the newcomer belongs to it once its staff accept them.
    const church = await put('church', { churchId: DEMO_CHURCH.id });
    expect(church.body).toMatchObject({ completedSteps: ['profile', 'church'], churchId: null, pendingChurch: DEMO_CHURCH });

    const chosen = await put('interests', { interests: ['prayer', 'music'] });
    expect(chosen.body).toMatchObject({ completedSteps: ['profile', 'church', 'interests'], interests: ['prayer', 'music'] });

    const language = await put('language', { preferredLanguage: 'ar' });
    expect(language.body).toMatchObject({ completedSteps: ['profile', 'church', 'interests', 'language'], preferredLanguage: 'ar' });
    expect(Date.parse(language.body.completedAt)).not.toBeNaN();
    const user = await service.request('GET', '/api/auth/user', { as: newcomer });
    expect(user.body).toMatchObject({ firstName: 'Naomi', username: 'naomi.c', preferredLanguage: 'ar' });
  });

  it('records a skipped optional step without changing the church asked for', async () => {
    const skipped = await put('church', { churchId: null });
    expect(skipped.status).toBe(200);
    expect(skipped.body.pendingChurch).toEqual(DEMO_CHURCH);
    const none = await put('interests', { interests: [] });
    expect(none.body.interests).toEqual([]);
  });

  it('lets a newcomer ask another church instead, one request at a time', async () => {
    const response = await put('church', { churchId: NEIGHBOUR_CHURCH.id });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ churchId: null, pendingChurch: NEIGHBOUR_CHURCH });
    expect(await service.db('identity.church_join_requests').where({ user_id: newcomer.userId })).toHaveLength(1);
  });

  it('keeps a member in their church: another church is a 409', async () => {
    const member = demoAccount('member');
    const response = await put('church', { churchId: NEIGHBOUR_CHURCH.id }, { userId: member.id, role: 'member' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(CHURCH_ALREADY_SET_MESSAGE);
    expect((await service.request('GET', '/api/user/onboarding', { as: { userId: member.id, role: 'member' } })).body.churchId).toBe(DEMO_CHURCH.id);
  });

  it('refuses a church that does not exist', async () => {
    const created = await service.request('POST', '/internal/users', {
      body: { firstName: 'No', lastName: 'Church', email: 'nochurch@example.org', password: 'quiet-valley-road-9' },
    });
    const caller = { userId: created.body.user.id, role: 'member' as const };
    const response = await put('church', { churchId: '00000000-0000-4000-8000-0000000fffff' }, caller);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(UNKNOWN_CHURCH_MESSAGE);
  });

  it('takes interests only from the fixed list, each once, at most ten', async () => {
    expect((await put('interests', { interests: [...interests] })).status).toBe(200);
    const unknown = await put('interests', { interests: ['prayer', 'gaming'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Choose interests from the list');
    const repeated = await put('interests', { interests: ['prayer', 'prayer'] });
    expect(repeated.status).toBe(400);
    expect(repeated.body.message).toBe('Choose each interest once');
    const tooMany = await put('interests', { interests: [...interests, 'prayer'] });
    expect(tooMany.status).toBe(400);
  });

  it('SPEC §5: takes only a supported language code', async () => {
    const response = await put('language', { preferredLanguage: 'xx' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(UNSUPPORTED_LANGUAGE_MESSAGE);
  });

  it("refuses another user's username with 409", async () => {
    await service.db('identity.users').where({ id: demoAccount('leader').id }).update({ username: 'lucas' });
    const response = await put('profile', { firstName: 'Naomi', lastName: 'Comer', username: 'Lucas' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(USERNAME_TAKEN_MESSAGE);
  });

  it('refuses an unknown step, a body for another step, and a signed-out caller', async () => {
    const unknownStep = await put('payment', { firstName: 'A', lastName: 'B' });
    expect(unknownStep.status).toBe(400);
    const wrongBody = await put('profile', { interests: ['prayer'] });
    expect(wrongBody.status).toBe(400);
    expect(wrongBody.body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['firstName', 'interests', 'lastName']);
    expect((await put('profile', { firstName: 'A', lastName: 'B' }, null)).status).toBe(401);
    expect((await service.request('GET', '/api/user/onboarding')).status).toBe(401);
  });
});

describe('GET /api/user/churches', () => {
  it('lists churches by name, searched without regard to case, in pages', async () => {
    const all = await service.request('GET', '/api/user/churches', { as: newcomer });
    // The demo seeds the directory's unclaimed churches too (seeds/church-directory.ts).
    expect(all.body.items).toEqual(expect.arrayContaining([DEMO_CHURCH, NEIGHBOUR_CHURCH]));
    const first = await service.request('GET', '/api/user/churches?q=church&limit=1', { as: newcomer });
    expect(first.body).toEqual({ items: [DEMO_CHURCH], nextOffset: 1 });
    const second = await service.request('GET', '/api/user/churches?q=church&limit=1&offset=1', { as: newcomer });
    expect(second.body).toEqual({ items: [NEIGHBOUR_CHURCH], nextOffset: 2 });
    expect((await service.request('GET', '/api/user/churches?q=HOPE', { as: newcomer })).body.items).toEqual([NEIGHBOUR_CHURCH]);
  });

  it('matches % and _ in the search as themselves', async () => {
    expect((await service.request('GET', '/api/user/churches?q=%25', { as: newcomer })).body.items).toEqual([]);
    expect((await service.request('GET', '/api/user/churches?q=_', { as: newcomer })).body.items).toEqual([]);
  });

  it('refuses a bad page and a signed-out caller', async () => {
    expect((await service.request('GET', '/api/user/churches?limit=0', { as: newcomer })).status).toBe(400);
    expect((await service.request('GET', '/api/user/churches?page=2', { as: newcomer })).status).toBe(400);
    expect((await service.request('GET', '/api/user/churches')).status).toBe(401);
  });
});
