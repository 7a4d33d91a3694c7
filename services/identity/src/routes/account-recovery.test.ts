import { createHash } from 'node:crypto';
import { accountRecoveryMessages, demoAccount, DEMO_PASSWORD } from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { identityService } from '../app';
import { EMAILS_PER_ADDRESS_PER_HOUR, REQUESTS_PER_CLIENT_PER_WINDOW } from './email-request-limit';

let service: TestService;
/** Where this service's links must point: the PUBLIC_URL it was given, never a default. */
const PUBLIC_URL = 'https://church.example.org:8443';

beforeAll(async () => {
  service = await startTestService(identityService, { publicUrl: PUBLIC_URL });
});
afterAll(() => service.close());

const signUp = async (email: string, password = 'first-password-9') => {
  const response = await service.request('POST', '/internal/users', {
    body: { firstName: 'Test', lastName: 'Person', email, password },
  });
  expect(response.status).toBe(201);
  return response.body.user.id as string;
};

/** The link requests answer before the mail is made (privacy rule), so the mail is waited for. */
async function waitForMail(to: string, count = 1): Promise<{ subject: string; text_body: string; html_body: string }> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mails = await service.db('identity.mail_outbox').where({ recipient: to }).orderBy('created_at', 'desc');
    if (mails.length >= count) return mails[0];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail for ${to}`);
}

const tokenIn = (mail: { text_body: string }, path: string) => {
  const match = new RegExp(`${PUBLIC_URL}${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text_body);
  if (!match) throw new Error(`no ${path} link in ${mail.text_body}`);
  return match[1]!;
};

/** The token of a newer mail than the one that carried `previous` (whose mail the new token's issue deletes). */
async function waitForNewToken(to: string, path: string, previous: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mail = await service.db('identity.mail_outbox').where({ recipient: to }).orderBy('created_at', 'desc').first();
    const token = mail && tokenIn(mail, path);
    if (token && token !== previous) return token;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no new ${path} mail for ${to}`);
}

/** The outbox messages holding a link with this token. */
const outboxHolding = (token: string) => service.db('identity.mail_outbox').whereRaw('text_body like ? or html_body like ?', [`%${token}%`, `%${token}%`]);

const verifies = async (email: string, password: string) =>
  (await service.request('POST', '/internal/credentials/verify', { body: { email, password } })).status === 200;

describe('password reset (DESIGN "Auth contract")', () => {
  it('mails a single-use link that sets a new password, and keeps only a hash of the token', async () => {
    const userId = await signUp('reset.me@example.org');
    const requested = await service.request('POST', '/api/auth/password-reset/request', { body: { email: 'Reset.Me@example.org' } });
    expect(requested.status).toBe(202);
    expect(requested.body).toEqual({ message: 'If an account exists for that email, we sent a link to reset the password.' });

    const mail = await waitForMail('reset.me@example.org');
    expect(mail.subject).toBe('Reset your Koinonia password');
    const token = tokenIn(mail, '/reset-password');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await service.db('identity.auth_tokens').where({ user_id: userId });
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(token);
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);

    const confirmed = await service.request('POST', '/api/auth/password-reset/confirm', { body: { token, password: 'second-password-9' } });
    expect(confirmed.status).toBe(204);
    expect(await verifies('reset.me@example.org', 'second-password-9')).toBe(true);
    expect(await verifies('reset.me@example.org', 'first-password-9')).toBe(false);

    const again = await service.request('POST', '/api/auth/password-reset/confirm', { body: { token, password: 'third-password-9' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This link is invalid or has expired. Ask for a new one.');
    expect(await verifies('reset.me@example.org', 'second-password-9')).toBe(true);
  });

  it('gives the same answer for an unknown email and sends nothing (privacy rule)', async () => {
    const unknown = await service.request('POST', '/api/auth/password-reset/request', { body: { email: 'nobody.here@example.org' } });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual({ message: accountRecoveryMessages.resetRequested });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await service.db('identity.mail_outbox').where({ recipient: 'nobody.here@example.org' })).toHaveLength(0);
  });

  it('refuses an expired link', async () => {
    const userId = await signUp('expired.reset@example.org');
    await service.request('POST', '/api/auth/password-reset/request', { body: { email: 'expired.reset@example.org' } });
    const token = tokenIn(await waitForMail('expired.reset@example.org'), '/reset-password');
    await service.db('identity.auth_tokens').where({ user_id: userId }).update({ expires_at: service.db.raw("now() - interval '1 second'") });
    const response = await service.request('POST', '/api/auth/password-reset/confirm', { body: { token, password: 'second-password-9' } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(accountRecoveryMessages.invalidLink);
  });

  it('expires a reset link after one hour', async () => {
    const userId = await signUp('hour.reset@example.org');
    await service.request('POST', '/api/auth/password-reset/request', { body: { email: 'hour.reset@example.org' } });
    await waitForMail('hour.reset@example.org');
    const [row] = await service.db('identity.auth_tokens').where({ user_id: userId }).select(service.db.raw('extract(epoch from expires_at - created_at) as seconds'));
    expect(Math.round(Number(row.seconds))).toBe(3600);
  });

  it('only the newest link works', async () => {
    await signUp('twice.reset@example.org');
    await service.request('POST', '/api/auth/password-reset/request', { body: { email: 'twice.reset@example.org' } });
    const first = tokenIn(await waitForMail('twice.reset@example.org'), '/reset-password');
    await service.request('POST', '/api/auth/password-reset/request', { body: { email: 'twice.reset@example.org' } });
    const second = await waitForNewToken('twice.reset@example.org', '/reset-password', first);
    expect((await service.request('POST', '/api/auth/password-reset/confirm', { body: { token: first, password: 'second-password-9' } })).status).toBe(400);
    expect((await service.request('POST', '/api/auth/password-reset/confirm', { body: { token: second, password: 'second-password-9' } })).status).toBe(204);
  });

  it('holds the new password to the sign-up rules and keeps the link usable after a refusal', async () => {
    await signUp('rules.reset@example.org');
    await service.request('POST', '/api/auth/password-reset/request', { body: { email: 'rules.reset@example.org' } });
    const token = tokenIn(await waitForMail('rules.reset@example.org'), '/reset-password');
    const short = await service.request('POST', '/api/auth/password-reset/confirm', { body: { token, password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.issues).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters', code: 'too_short', minimum: 8 },
    ]);
    const common = await service.request('POST', '/api/auth/password-reset/confirm', { body: { token, password: 'iloveyou' } });
    expect(common.status).toBe(400);
    expect(common.body.message).toBe('This password is too common. Choose one that is harder to guess.');
    expect((await service.request('POST', '/api/auth/password-reset/confirm', { body: { token, password: 'a-much-better-one-9' } })).status).toBe(204);
  });

  it('answers a made-up token with the link message', async () => {
    const response = await service.request('POST', '/api/auth/password-reset/confirm', {
      body: { token: 'A'.repeat(43), password: 'second-password-9' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: accountRecoveryMessages.invalidLink });
  });

  it('refuses a malformed email without saying whether it exists', async () => {
    const response = await service.request('POST', '/api/auth/password-reset/request', { body: { email: 'not-an-email' } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Enter a valid email address');
  });

  it(`answers 429 after ${EMAILS_PER_ADDRESS_PER_HOUR} requests for one email in an hour, known or not`, async () => {
    // Each from its own client, so that only the per-email limit applies.
    const statuses: number[] = [];
    for (let index = 0; index <= EMAILS_PER_ADDRESS_PER_HOUR; index += 1) {
      const headers = { 'x-forwarded-for': `203.0.113.${index}` };
      statuses.push((await service.request('POST', '/api/auth/password-reset/request', { body: { email: 'flood@example.org' }, headers })).status);
    }
    expect(statuses).toEqual([...Array(EMAILS_PER_ADDRESS_PER_HOUR).fill(202), 429]);
    const refused = await service.request('POST', '/api/auth/password-reset/request', {
      body: { email: 'flood@example.org' },
      headers: { 'x-forwarded-for': '203.0.113.200' },
    });
    expect(refused.body.message).toBe(accountRecoveryMessages.tooManyRequests);
  });

  it(`answers 429 after ${REQUESTS_PER_CLIENT_PER_WINDOW} requests from one client, whatever the emails`, async () => {
    // The gateway appends the address it saw last; earlier entries are the client's own claims.
    const headers = { 'x-forwarded-for': '10.9.9.9, 198.51.100.7' };
    const statuses: number[] = [];
    for (let index = 0; index <= REQUESTS_PER_CLIENT_PER_WINDOW; index += 1) {
      statuses.push((await service.request('POST', '/api/auth/magic-link/request', { body: { email: `spread${index}@example.org` }, headers })).status);
    }
    expect(statuses.slice(-2)).toEqual([202, 429]);
    const forged = { 'x-forwarded-for': '10.9.9.10, 198.51.100.7' };
    expect((await service.request('POST', '/api/auth/magic-link/request', { body: { email: 'other@example.org' }, headers: forged })).status).toBe(429);
  });
});

describe('email verification', () => {
  it('mails a 24-hour link to an unverified user that verifies the email once', async () => {
    const userId = await signUp('verify.me@example.org');
    const caller = { userId, role: 'member' as const };
    const sent = await service.request('POST', '/api/auth/email-verification/send', { as: caller });
    expect(sent.status).toBe(202);
    const mail = await waitForMail('verify.me@example.org');
    expect(mail.subject).toBe('Verify your email for Koinonia');
    const token = tokenIn(mail, '/email-verification');
    const [row] = await service.db('identity.auth_tokens').where({ user_id: userId }).select(service.db.raw('extract(epoch from expires_at - created_at) as seconds'));
    expect(Math.round(Number(row.seconds))).toBe(24 * 3600);

    const confirmed = await service.request('POST', '/api/auth/email-verification/confirm', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ emailVerified: true });
    expect((await service.request('GET', '/api/auth/user', { as: caller })).body.emailVerified).toBe(true);

    const reused = await service.request('POST', '/api/auth/email-verification/confirm', { body: { token } });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('This link is invalid or has expired. Ask for a new one.');
  });

  it('answers 409 to a user whose email is already verified', async () => {
    const member = demoAccount('member');
    const response = await service.request('POST', '/api/auth/email-verification/send', { as: { userId: member.id, role: 'member' } });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Your email is already verified');
  });

  it('refuses an expired verification link', async () => {
    const userId = await signUp('late.verify@example.org');
    await service.request('POST', '/api/auth/email-verification/send', { as: { userId, role: 'member' } });
    const token = tokenIn(await waitForMail('late.verify@example.org'), '/email-verification');
    await service.db('identity.auth_tokens').where({ user_id: userId }).update({ expires_at: service.db.raw("now() - interval '1 second'") });
    const response = await service.request('POST', '/api/auth/email-verification/confirm', { body: { token } });
    expect(response.status).toBe(400);
  });

  it('does not take a reset token as a verification token', async () => {
    await signUp('crossed@example.org');
    await service.request('POST', '/api/auth/password-reset/request', { body: { email: 'crossed@example.org' } });
    const token = tokenIn(await waitForMail('crossed@example.org'), '/reset-password');
    expect((await service.request('POST', '/api/auth/email-verification/confirm', { body: { token } })).status).toBe(400);
  });

  it('asks a signed-out caller to sign in', async () => {
    expect((await service.request('POST', '/api/auth/email-verification/send')).status).toBe(401);
  });
});

describe('magic-link sign-in', () => {
  it('mails a 15-minute /auto-login link that the gateway redeems once for the session subject', async () => {
    const userId = await signUp('magic@example.org');
    const requested = await service.request('POST', '/api/auth/magic-link/request', { body: { email: 'magic@example.org' } });
    expect(requested.status).toBe(202);
    expect(requested.body).toEqual({ message: 'If an account exists for that email, we sent a link to sign in.' });
    const mail = await waitForMail('magic@example.org');
    expect(mail.subject).toBe('Your Koinonia sign-in link');
    expect(mail.html_body).toContain(`href="${PUBLIC_URL}/auto-login?token=`);
    const token = tokenIn(mail, '/auto-login');
    const [row] = await service.db('identity.auth_tokens').where({ user_id: userId }).select(service.db.raw('extract(epoch from expires_at - created_at) as seconds'));
    expect(Math.round(Number(row.seconds))).toBe(15 * 60);

    const redeemed = await service.request('POST', '/internal/magic-links/redeem', { body: { token } });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body).toMatchObject({ user: { id: userId, email: 'magic@example.org', emailVerified: true }, churchId: null });
    const again = await service.request('POST', '/internal/magic-links/redeem', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(accountRecoveryMessages.invalidLink);
  });

  it('refuses an expired magic link', async () => {
    const userId = await signUp('late.magic@example.org');
    await service.request('POST', '/api/auth/magic-link/request', { body: { email: 'late.magic@example.org' } });
    const token = tokenIn(await waitForMail('late.magic@example.org'), '/auto-login');
    await service.db('identity.auth_tokens').where({ user_id: userId }).update({ expires_at: service.db.raw("now() - interval '1 second'") });
    expect((await service.request('POST', '/internal/magic-links/redeem', { body: { token } })).status).toBe(400);
  });

  it('gives the same answer for an unknown email (privacy rule)', async () => {
    const known = await service.request('POST', '/api/auth/magic-link/request', { body: { email: demoAccount('leader').email } });
    const unknown = await service.request('POST', '/api/auth/magic-link/request', { body: { email: 'ghost@example.org' } });
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
  });

  it('is redeemed only through the gateway', async () => {
    const unsigned = await fetch(`${service.baseUrl}/internal/magic-links/redeem`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'x' }),
    });
    expect(unsigned.status).toBe(401);
    // The demo member's password is untouched by all of the above.
    expect(await verifies(demoAccount('member').email, DEMO_PASSWORD)).toBe(true);
  });
});

describe('the password policy on a reset (NIST SP 800-63B)', () => {
  const refusal = (password: string) =>
    service.request('POST', '/api/auth/password-reset/confirm', { body: { token: resetToken, password } });
  let resetToken: string;

  beforeAll(async () => {
    await service.request('POST', '/internal/users', {
      body: { firstName: 'Lydia', lastName: 'Purpleseller', email: 'lydia.thyatira@example.org', password: 'dye-merchant-of-asia' },
    });
    await service.request('POST', '/api/auth/password-reset/request', { body: { email: 'lydia.thyatira@example.org' } });
    resetToken = tokenIn(await waitForMail('lydia.thyatira@example.org'), '/reset-password');
  });

  it.each([
    ['password123', 'password_common', 'This password is too common. Choose one that is harder to guess.'],
    ['letmein123', 'password_common', 'This password is too common. Choose one that is harder to guess.'],
    ['        ', 'password_repetitive', 'This password is one character repeated, or only spaces. Choose one that is harder to guess.'],
    ['zzzzzzzzzz', 'password_repetitive', 'This password is one character repeated, or only spaces. Choose one that is harder to guess.'],
    ['lydia.thyatira@example.org', 'password_contains_personal_info', 'This password contains your name or email. Choose one that does not.'],
    ['LYDIA-sells-purple', 'password_contains_personal_info', 'This password contains your name or email. Choose one that does not.'],
    ['purpleseller2026', 'password_contains_personal_info', 'This password contains your name or email. Choose one that does not.'],
  ])('refuses %j (%s) on the password field', async (password, code, message) => {
    const response = await refusal(password);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, code: 'validation_failed', issues: [{ path: 'password', message, code }] });
  });

  it('keeps the link usable after refusals and takes a good password', async () => {
    expect((await refusal('river-of-philippi-9')).status).toBe(204);
    expect(await verifies('lydia.thyatira@example.org', 'river-of-philippi-9')).toBe(true);
  });
});

describe('the outbox keeps no live link', () => {
  it('drops a magic link from the outbox once it is redeemed', async () => {
    await signUp('outbox.magic@example.org');
    await service.request('POST', '/api/auth/magic-link/request', { body: { email: 'outbox.magic@example.org' } });
    const token = tokenIn(await waitForMail('outbox.magic@example.org'), '/auto-login');
    const [kept] = await outboxHolding(token);
    const [issued] = await service.db('identity.auth_tokens').where({ token_hash: createHash('sha256').update(token).digest('hex') });
    expect(kept.token_id).toBe(issued.id);

    expect((await service.request('POST', '/internal/magic-links/redeem', { body: { token } })).status).toBe(200);
    expect(await outboxHolding(token)).toHaveLength(0);
  });

  it('drops reset and verification links once they are used', async () => {
    await signUp('outbox.used@example.org');
    await service.request('POST', '/api/auth/password-reset/request', { body: { email: 'outbox.used@example.org' } });
    const reset = tokenIn(await waitForMail('outbox.used@example.org'), '/reset-password');
    await service.request('POST', '/api/auth/password-reset/confirm', { body: { token: reset, password: 'tent-maker-of-corinth' } });
    expect(await outboxHolding(reset)).toHaveLength(0);

    const other = await signUp('outbox.verify@example.org');
    await service.request('POST', '/api/auth/email-verification/send', { as: { userId: other, role: 'member' } });
    const verification = tokenIn(await waitForMail('outbox.verify@example.org'), '/email-verification');
    expect(await outboxHolding(verification)).toHaveLength(1);
    await service.request('POST', '/api/auth/email-verification/confirm', { body: { token: verification } });
    expect(await outboxHolding(verification)).toHaveLength(0);
  });

  it('drops a link when a newer one replaces it', async () => {
    await signUp('outbox.newer@example.org');
    await service.request('POST', '/api/auth/magic-link/request', { body: { email: 'outbox.newer@example.org' } });
    const first = tokenIn(await waitForMail('outbox.newer@example.org'), '/auto-login');
    await service.request('POST', '/api/auth/magic-link/request', { body: { email: 'outbox.newer@example.org' } });
    const second = await waitForNewToken('outbox.newer@example.org', '/auto-login', first);
    expect(await outboxHolding(first)).toHaveLength(0);
    expect(await outboxHolding(second)).toHaveLength(1);
  });

  it('drops expired links when any new link is made, and at start', async () => {
    const userId = await signUp('outbox.expired@example.org');
    const expire = () => service.db('identity.auth_tokens').where({ user_id: userId }).update({ expires_at: service.db.raw("now() - interval '1 second'") });

    await service.request('POST', '/api/auth/magic-link/request', { body: { email: 'outbox.expired@example.org' } });
    const expiring = tokenIn(await waitForMail('outbox.expired@example.org'), '/auto-login');
    await expire();
    await signUp('outbox.someone.else@example.org');
    await service.request('POST', '/api/auth/magic-link/request', { body: { email: 'outbox.someone.else@example.org' } });
    await waitForMail('outbox.someone.else@example.org');
    expect(await outboxHolding(expiring)).toHaveLength(0);

    await service.request('POST', '/api/auth/password-reset/request', { body: { email: 'outbox.expired@example.org' } });
    const expiredWhileDown = tokenIn(await waitForMail('outbox.expired@example.org'), '/reset-password');
    await expire();
    expect(await outboxHolding(expiredWhileDown)).toHaveLength(1);
    // What every start runs after the migrations.
    await identityService.prepareDatabase(service.db, { seed: false });
    expect(await outboxHolding(expiredWhileDown)).toHaveLength(0);
  });
});
