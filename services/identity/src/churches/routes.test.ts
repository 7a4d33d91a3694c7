import { DEMO_CHURCH, demoAccount, NEIGHBOUR_CHURCH, type Role } from '@koinonia/contracts';
import { startTestService, type TestService } from '@koinonia/service-kit/testing';
import { identityService } from '../app';
import { unclaimedDemoChurches } from '../seeds/church-directory';

let service: TestService;
beforeAll(async () => {
  service = await startTestService(identityService);
});
afterAll(() => service.close());

type Caller = { userId: string; role: Role; churchId: string | null };
const [newLife, riverside, esperanza, standrews, cornerstone, sourceDeVie] = unclaimedDemoChurches.map(
  (church) => church.id,
) as [string, string, string, string, string, string];
const support: Caller = {
  userId: demoAccount('koinonia_support').id,
  role: 'koinonia_support',
  churchId: DEMO_CHURCH.id,
};
const member: Caller = { userId: demoAccount('member').id, role: 'member', churchId: DEMO_CHURCH.id };
const call = (method: string, path: string, caller?: Caller, body?: unknown) =>
  service.request(method, path, { as: caller, body });

let people = 0;
async function newcomer(): Promise<Caller> {
  people += 1;
  const created = await service.request('POST', '/internal/users', {
    body: {
      firstName: 'Claire',
      lastName: `Claimant ${people}`,
      email: `claimant.${people}@example.org`,
      password: 'a-long-unusual-phrase-42',
    },
  });
  return { userId: created.body.user.id as string, role: 'member', churchId: null };
}

async function codeMailedTo(email: string): Promise<string> {
  const mail = await service
    .db('identity.mail_outbox')
    .where({ recipient: email })
    .orderBy('created_at', 'desc')
    .first();
  const code = /code is (\d{6})/.exec(mail?.text_body ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const reviewMessage = 'I am the senior pastor; call the church office to confirm.';

describe('GET /api/churches (the directory)', () => {
  it('lists listed churches by name with place, website, members, and whether each is claimed or the caller’s', async () => {
    const page = await call('GET', '/api/churches?limit=50', member);
    expect(page.status).toBe(200);
    const names = page.body.items.map((church: { name: string }) => church.name);
    expect(names).toEqual(expect.arrayContaining(['Grace Fellowship Church', 'New Life Church', 'Riverside Chapel']));
    const grace = page.body.items.find((church: { id: string }) => church.id === DEMO_CHURCH.id);
    expect(grace).toMatchObject({
      city: 'Springfield',
      countryCode: 'US',
      claimed: true,
      isMine: true,
      claimPending: false,
    });
    expect(grace.memberCount).toBeGreaterThanOrEqual(9);
    const life = page.body.items.find((church: { id: string }) => church.id === newLife);
    expect(life).toMatchObject({
      claimed: false,
      isMine: false,
      website: 'https://www.newlife.example.org',
      emailDomain: 'newlife.example.org',
      memberCount: 0,
    });
  });

  it('searches every word in the name, city and region, and pages by name without repeating', async () => {
    expect(
      (await call('GET', '/api/churches?q=manchester', member)).body.items.map((church: { id: string }) => church.id),
    ).toEqual([riverside]);
    expect(
      (await call('GET', '/api/churches?q=CHURCH%20spring', member)).body.items.map(
        (church: { id: string }) => church.id,
      ),
    ).toEqual([DEMO_CHURCH.id]);
    expect((await call('GET', '/api/churches?q=%25', member)).body.items).toEqual([]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { items: Array<{ id: string }>; nextCursor: string | null } } = await call(
        'GET',
        `/api/churches?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        member,
      );
      seen.push(...page.body.items.map((church) => church.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(
      expect.arrayContaining([
        DEMO_CHURCH.id,
        NEIGHBOUR_CHURCH.id,
        ...unclaimedDemoChurches.map((church) => church.id),
      ]),
    );
  });

  it('shows one church, and 404 for one that does not exist', async () => {
    expect((await call('GET', `/api/churches/${riverside}`, member)).body).toMatchObject({
      name: 'Riverside Chapel',
      region: 'England',
    });
    const missing = await call('GET', '/api/churches/00000000-0000-4000-8000-00000000dead', member);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('church_not_found');
    expect((await call('GET', '/api/churches')).status).toBe(401);
  });
});

describe('claiming a church by a mailed code', () => {
  it('makes the claimant the church’s admin once they enter the code sent to an address at its domain', async () => {
    const claimant = await newcomer();
    await call('PUT', '/api/user/onboarding/church', claimant, { churchId: DEMO_CHURCH.id });

    const elsewhere = await call('POST', '/api/church-claims', claimant, {
      churchId: newLife,
      method: 'email',
      email: 'pastor@gmail.example.com',
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.issues).toEqual([expect.objectContaining({ path: 'email', code: 'church_email_domain' })]);

    const started = await call('POST', '/api/church-claims', claimant, {
      churchId: newLife,
      method: 'email',
      email: 'Office@NewLife.example.org',
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      method: 'email',
      status: 'pending',
      email: 'office@newlife.example.org',
      attemptsLeft: 5,
      claimant: null,
    });
    expect(started.body.church).toEqual({ id: newLife, name: 'New Life Church', emailDomain: 'newlife.example.org' });
    const stored = await service.db('identity.church_claims').where({ id: started.body.id }).first();
    const code = await codeMailedTo('office@newlife.example.org');
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hash).not.toContain(code);

    const again = await call('POST', '/api/church-claims', claimant, {
      churchId: newLife,
      method: 'review',
      message: reviewMessage,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('church_claim_open');
    expect((await call('GET', `/api/churches/${newLife}`, claimant)).body.claimPending).toBe(true);

    const wrong = await call('POST', `/api/church-claims/${started.body.id}/verify`, claimant, {
      code: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'church_claim_code_wrong',
      message: 'That code is not right. 4 tries left.',
    });

    const stranger = await newcomer();
    expect((await call('POST', `/api/church-claims/${started.body.id}/verify`, stranger, { code })).status).toBe(404);

    const verified = await call('POST', `/api/church-claims/${started.body.id}/verify`, claimant, { code });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: 'verified', attemptsLeft: null });
    const person = await service.db('identity.users').where({ id: claimant.userId }).first();
    expect(person).toMatchObject({ church_id: newLife, role: 'church_admin' });
    expect(await service.db('identity.church_join_requests').where({ user_id: claimant.userId })).toEqual([]);

    const asAdmin = { ...claimant, role: 'church_admin' as const, churchId: newLife };
    expect((await call('GET', `/api/churches/${newLife}`, asAdmin)).body).toMatchObject({
      claimed: true,
      isMine: true,
      memberCount: 1,
    });
    const taken = await call('POST', '/api/church-claims', stranger, {
      churchId: newLife,
      method: 'review',
      message: reviewMessage,
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'church_already_claimed' });
    expect(taken.body.message).toMatch(/contact support/);
    expect((await call('GET', '/api/church-claims/mine', claimant)).body.items).toEqual([
      expect.objectContaining({ id: started.body.id, status: 'verified' }),
    ]);
  });

  it('expires the claim after five wrong codes', async () => {
    const claimant = await newcomer();
    const started = await call('POST', '/api/church-claims', claimant, {
      churchId: riverside,
      method: 'email',
      email: 'vicar@riverside.example.org',
    });
    const code = await codeMailedTo('vicar@riverside.example.org');
    const wrongCode = code === '123456' ? '654321' : '123456';
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push(
        (await call('POST', `/api/church-claims/${started.body.id}/verify`, claimant, { code: wrongCode })).body.code,
      );
    }
    expect(answers).toEqual([
      'church_claim_code_wrong',
      'church_claim_code_wrong',
      'church_claim_code_wrong',
      'church_claim_code_wrong',
      'church_claim_expired',
    ]);
    const late = await call('POST', `/api/church-claims/${started.body.id}/verify`, claimant, { code });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('church_claim_expired');
    expect((await call('GET', '/api/church-claims/mine', claimant)).body.items[0]).toMatchObject({ status: 'expired' });
    expect((await service.db('identity.users').where({ id: claimant.userId }).first()).role).toBe('member');
  });

  it('expires a code after 15 minutes', async () => {
    const claimant = await newcomer();
    const started = await call('POST', '/api/church-claims', claimant, {
      churchId: riverside,
      method: 'email',
      email: 'office@riverside.example.org',
    });
    const code = await codeMailedTo('office@riverside.example.org');
    await service
      .db('identity.church_claims')
      .where({ id: started.body.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const late = await call('POST', `/api/church-claims/${started.body.id}/verify`, claimant, { code });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('church_claim_expired');
    // The expired claim is closed, so a new one may start.
    expect(
      (
        await call('POST', '/api/church-claims', claimant, {
          churchId: riverside,
          method: 'email',
          email: 'office@riverside.example.org',
        })
      ).status,
    ).toBe(201);
  });

  it('refuses a church with no website, one already claimed, and a church not in the directory', async () => {
    const claimant = await newcomer();
    const noSite = await call('POST', '/api/church-claims', claimant, {
      churchId: sourceDeVie,
      method: 'email',
      email: 'pasteur@example.org',
    });
    expect(noSite.body.code).toBe('church_claim_no_domain');
    expect(
      (
        await call('POST', '/api/church-claims', claimant, {
          churchId: DEMO_CHURCH.id,
          method: 'email',
          email: 'x@gracefellowship.example.org',
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call('POST', '/api/church-claims', claimant, {
          churchId: '00000000-0000-4000-8000-00000000dead',
          method: 'review',
          message: reviewMessage,
        })
      ).status,
    ).toBe(404);
    expect((await call('POST', '/api/church-claims', claimant, { churchId: esperanza, method: 'email' })).status).toBe(
      400,
    );
  });
});

describe('claiming a church by review', () => {
  it('waits in support’s queue; approving makes the claimant its admin and turns the other claims down', async () => {
    const claimant = await newcomer();
    const rival = await newcomer();
    const short = await call('POST', '/api/church-claims', claimant, {
      churchId: standrews,
      method: 'review',
      message: 'I am the pastor',
    });
    expect(short.status).toBe(400);
    const started = await call('POST', '/api/church-claims', claimant, {
      churchId: standrews,
      method: 'review',
      message: reviewMessage,
    });
    expect(started.status).toBe(201);
    const rivals = await call('POST', '/api/church-claims', rival, {
      churchId: standrews,
      method: 'review',
      message: 'I lead the worship team and keep the keys.',
    });

    const refused = await call('GET', '/api/church-claims', member);
    expect(refused.status).toBe(403);
    expect(refused.body.requiredAccess).toBe('platform_staff');
    const queue = await call('GET', '/api/church-claims?status=pending', support);
    const mine = queue.body.items.find((claim: { id: string }) => claim.id === started.body.id);
    expect(mine).toMatchObject({
      message: reviewMessage,
      claimant: { name: `Claire Claimant ${people - 1}`, email: `claimant.${people - 1}@example.org` },
    });
    expect((await call('POST', `/api/church-claims/${started.body.id}/approve`, member)).status).toBe(403);
    expect(
      (await call('POST', `/api/church-claims/${started.body.id}/verify`, claimant, { code: '123456' })).body.code,
    ).toBe('church_claim_wrong_method');

    const approved = await call('POST', `/api/church-claims/${started.body.id}/approve`, support);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    expect(await service.db('identity.users').where({ id: claimant.userId }).first()).toMatchObject({
      church_id: standrews,
      role: 'church_admin',
    });
    expect((await call('GET', '/api/church-claims/mine', rival)).body.items[0]).toMatchObject({
      id: rivals.body.id,
      status: 'rejected',
    });
    expect((await call('POST', `/api/church-claims/${rivals.body.id}/approve`, support)).status).toBe(409);
  });

  it('lets support reject a claim with a reason the claimant reads', async () => {
    const claimant = await newcomer();
    const started = await call('POST', '/api/church-claims', claimant, {
      churchId: cornerstone,
      method: 'review',
      message: reviewMessage,
    });
    expect((await call('POST', `/api/church-claims/${started.body.id}/reject`, support, { reason: '' })).status).toBe(
      400,
    );
    const rejected = await call('POST', `/api/church-claims/${started.body.id}/reject`, support, {
      reason: 'The church office did not know you.',
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'The church office did not know you.' });
    expect((await call('GET', '/api/church-claims/mine', claimant)).body.items[0]).toMatchObject({
      status: 'rejected',
      reason: 'The church office did not know you.',
    });
    expect(
      (await call('GET', '/api/church-claims?status=rejected', support)).body.items.map(
        (claim: { id: string }) => claim.id,
      ),
    ).toContain(started.body.id);
  });

  it('never lowers a platform role: support staff who claim a church keep theirs', async () => {
    const owner: Caller = {
      userId: demoAccount('koinonia_owner').id,
      role: 'koinonia_owner',
      churchId: DEMO_CHURCH.id,
    };
    const started = await call('POST', '/api/church-claims', owner, {
      churchId: sourceDeVie,
      method: 'review',
      message: reviewMessage,
    });
    expect((await call('POST', `/api/church-claims/${started.body.id}/approve`, support)).status).toBe(200);
    expect(await service.db('identity.users').where({ id: owner.userId }).first()).toMatchObject({
      church_id: sourceDeVie,
      role: 'koinonia_owner',
    });
    await service.db('identity.users').where({ id: owner.userId }).update({ church_id: DEMO_CHURCH.id });
  });
});

describe('withdrawing and the daily limit', () => {
  it('lets the claimant withdraw an open claim, and starts at most five claims a day', async () => {
    const claimant = await newcomer();
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const started = await call('POST', '/api/church-claims', claimant, {
        churchId: esperanza,
        method: 'review',
        message: reviewMessage,
      });
      statuses.push(started.status);
      expect((await call('DELETE', `/api/church-claims/${started.body.id}`, claimant)).status).toBe(204);
      expect((await call('DELETE', `/api/church-claims/${started.body.id}`, claimant)).status).toBe(409);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const sixth = await call('POST', '/api/church-claims', claimant, {
      churchId: esperanza,
      method: 'review',
      message: reviewMessage,
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('rate_limited');
    expect(
      (await call('GET', '/api/church-claims/mine', claimant)).body.items.map(
        (claim: { status: string }) => claim.status,
      ),
    ).toEqual(Array(5).fill('withdrawn'));
  });
});
