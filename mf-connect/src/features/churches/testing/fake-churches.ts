import { ApiError } from '@koinonia/api-client';
import { churchEmailDomain, type ChurchClaim, type ChurchListing } from '@koinonia/contracts';

let made = 0;
const nextId = () => {
  made += 1;
  return `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`;
};

/** A church as the directory answers it, for tests. */
export function church(overrides: Partial<ChurchListing> = {}): ChurchListing {
  const website = overrides.website === undefined ? 'https://www.newlife.example.org' : overrides.website;
  return {
    id: nextId(),
    name: 'New Life Church',
    city: 'Nairobi',
    region: 'Nairobi County',
    countryCode: 'KE',
    website,
    description: 'Worship in English and Swahili.',
    emailDomain: churchEmailDomain(website),
    memberCount: 0,
    claimed: false,
    isMine: false,
    claimPending: false,
    ...overrides,
  };
}

/** A claim as the claims endpoints answer it, for tests. */
export function claim(of: ChurchListing, overrides: Partial<ChurchClaim> = {}): ChurchClaim {
  return {
    id: nextId(),
    church: { id: of.id, name: of.name, emailDomain: of.emailDomain },
    method: 'review',
    status: 'pending',
    email: null,
    codeExpiresAt: null,
    attemptsLeft: null,
    message: 'I am the pastor; call the church office to confirm.',
    reason: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    decidedAt: null,
    claimant: null,
    ...overrides,
  };
}

/** The code the fake accepts. */
export const FAKE_CODE = '123456';

/**
 * A fake of the directory's and the claims' endpoints that keeps what each call changes, as the identity service
 * does (the right code is FAKE_CODE); `calls` records every call.
 */
export function fakeChurches(initial: { churches: ChurchListing[]; claims?: ChurchClaim[]; queue?: ChurchClaim[] }) {
  const churches = [...initial.churches];
  let claims = [...(initial.claims ?? [])];
  let queue = [...(initial.queue ?? [])];
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];
  const fail = (status: number, message: string, code: string, issues?: unknown) => {
    throw new ApiError(status, message, { code, ...(issues ? { issues: issues as never } : {}) });
  };
  const apiRequest = jest.fn(async (method: string, url: string, body?: unknown) => {
    calls.push({ method, url, body });
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (method === 'GET' && pathname === '/api/churches') {
      const words = (searchParams.get('q') ?? '').toLowerCase();
      return {
        items: churches.filter((item) => `${item.name} ${item.city}`.toLowerCase().includes(words)),
        nextCursor: null,
      };
    }
    const churchId = /^\/api\/churches\/([^/]+)$/.exec(pathname)?.[1];
    if (method === 'GET' && churchId) {
      const found = churches.find((item) => item.id === churchId);
      return found ?? fail(404, 'This church is not in the directory', 'church_not_found');
    }
    if (method === 'GET' && pathname === '/api/church-claims/mine') return { items: claims };
    if (method === 'GET' && pathname === '/api/church-claims')
      return { items: queue.filter((item) => item.status === 'pending'), nextCursor: null };
    if (method === 'POST' && pathname === '/api/church-claims') {
      const request = body as { churchId: string; method: 'email' | 'review'; email?: string; message?: string };
      const target = churches.find((item) => item.id === request.churchId)!;
      if (target.claimed) fail(409, 'Already claimed', 'church_already_claimed');
      if (request.method === 'email' && !request.email!.endsWith(`@${target.emailDomain}`)) {
        const message = `Use an address at ${target.emailDomain}, the church's own domain`;
        fail(400, message, 'validation_failed', [{ path: 'email', message, code: 'church_email_domain' }]);
      }
      const made = claim(target, {
        method: request.method,
        email: request.email ?? null,
        message: request.message ?? null,
        attemptsLeft: request.method === 'email' ? 5 : null,
      });
      claims = [made, ...claims];
      return made;
    }
    const action = /^\/api\/church-claims\/([^/]+)(?:\/(verify|approve|reject))?$/.exec(pathname);
    if (action) {
      const [, claimId, verb] = action;
      const update = (change: Partial<ChurchClaim>) => {
        claims = claims.map((item) => (item.id === claimId ? { ...item, ...change } : item));
        queue = queue.map((item) => (item.id === claimId ? { ...item, ...change } : item));
        return [...claims, ...queue].find((item) => item.id === claimId)!;
      };
      if (method === 'DELETE') return void update({ status: 'withdrawn' });
      if (verb === 'verify') {
        if ((body as { code: string }).code !== FAKE_CODE)
          fail(400, 'That code is not right. 4 tries left.', 'church_claim_code_wrong');
        return update({ status: 'verified', attemptsLeft: null });
      }
      if (verb === 'approve') return update({ status: 'approved' });
      if (verb === 'reject') return update({ status: 'rejected', reason: (body as { reason: string }).reason });
    }
    throw new Error(`unexpected call ${method} ${url}`);
  });
  return { apiRequest, calls };
}
