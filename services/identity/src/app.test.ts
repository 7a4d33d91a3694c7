import { demoAccount, DEMO_PASSWORD } from '@koinonia/contracts';
import { createLogger } from '@koinonia/service-kit';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { identityService } from './app';

const member = demoAccount('member');
let service: TestService;

beforeAll(async () => {
  service = await startTestService(identityService);
});
afterAll(() => service.close());

describe('identity service', () => {
  it('answers GET /api/auth/user with the SPEC §3 fields of the signed-in user', async () => {
    const response = await service.request('GET', '/api/auth/user', { as: { userId: member.id, role: 'member' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      role: 'member',
      username: null,
      preferredLanguage: null,
      profileImageUrl: null,
      emailVerified: true,
      phoneVerified: false,
      isAuthenticated: true,
      country: null,
    });
  });

  it('answers 401 JSON to an anonymous caller', async () => {
    const response = await service.request('GET', '/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Authentication required', code: 'not_signed_in' });
  });

  it('refuses calls without a valid gateway assertion', async () => {
    const unsigned = await fetch(`${service.baseUrl}/api/auth/user`);
    expect(unsigned.status).toBe(401);
    const wrongAudience = await service.request('GET', '/api/auth/user', {
      as: { userId: member.id, role: 'member' },
      audience: 'worship',
    });
    expect(wrongAudience.status).toBe(401);
  });

  it('verifies demo credentials and rejects a wrong password with the contract message', async () => {
    const ok = await service.request('POST', '/internal/credentials/verify', {
      body: { email: 'MEMBER@example.org', password: DEMO_PASSWORD },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(member.email);
    const wrong = await service.request('POST', '/internal/credentials/verify', {
      body: { email: member.email, password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password', code: 'invalid_credentials' });
    const unknown = await service.request('POST', '/internal/credentials/verify', {
      body: { email: 'nobody@example.org', password: 'whatever-it-is' },
    });
    expect(unknown.body).toEqual({ message: 'Invalid email or password', code: 'invalid_credentials' });
  });

  it('creates a user once and answers 409 for the same email', async () => {
    const signup = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', password: 'a-long-password' };
    const created = await service.request('POST', '/internal/users', { body: signup });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ email: 'ada@example.org', role: 'member', emailVerified: false });
    const stored = await service.db('identity.users').where({ email: 'ada@example.org' }).first();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const again = await service.request('POST', '/internal/users', { body: signup });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists');
  });

  it('lists each invalid field and writes nothing on a bad sign-up', async () => {
    const response = await service.request('POST', '/internal/users', {
      body: { firstName: '', lastName: 'X', email: 'not-an-email', password: 'short' },
    });
    expect(response.status).toBe(400);
    expect(response.body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['email', 'firstName', 'password']);
    expect(await service.db('identity.users').where({ last_name: 'X' })).toHaveLength(0);
  });

  it('refuses a common password with a field message and writes nothing', async () => {
    const response = await service.request('POST', '/internal/users', {
      body: { firstName: 'Pat', lastName: 'Common', email: 'pat@example.org', password: 'iloveyou' },
    });
    expect(response.status).toBe(400);
    expect(response.body.issues).toEqual([
      expect.objectContaining({ path: 'password', message: 'This password is too common. Choose one that is harder to guess.' }),
    ]);
    expect(await service.db('identity.users').where({ email: 'pat@example.org' })).toHaveLength(0);
  });

  it.each([
    ['letmein123', 'password_common'],
    ['password123', 'password_common'],
    ['        ', 'password_repetitive'],
    ['priscilla.aquila@example.org', 'password_contains_personal_info'],
    ['tentmaker-Priscilla', 'password_contains_personal_info'],
  ])('holds a sign-up to the password policy: %j is refused (%s) and nothing is written', async (password, code) => {
    const response = await service.request('POST', '/internal/users', {
      body: { firstName: 'Priscilla', lastName: 'Aquila', email: 'priscilla.aquila@example.org', password },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'validation_failed', issues: [{ path: 'password', code }] });
    expect(await service.db('identity.users').where({ email: 'priscilla.aquila@example.org' })).toHaveLength(0);
  });

  it('refuses to start alone without PUBLIC_URL, where the links in its emails point', () => {
    const create = () =>
      identityService.createApp({ db: service.db, redis: service.redis, identityPublicKey: service.keys.publicKey, logger: createLogger('identity') });
    const configured = process.env.PUBLIC_URL;
    try {
      delete process.env.PUBLIC_URL;
      expect(create).toThrow(/^PUBLIC_URL must be set/);
      process.env.PUBLIC_URL = 'https://app.example.org';
      expect(create).not.toThrow();
    } finally {
      if (configured === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = configured;
    }
  });

  it('answers malformed JSON with a 400 JSON error', async () => {
    const response = await service.request('POST', '/internal/users', { body: '{"firstName":' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request body is not valid JSON' });
  });
});
