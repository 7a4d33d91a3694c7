import {
  CHURCH_CLAIMS_PER_DAY,
  churchClaimsContract,
  churchEmailDomain,
  churchesContract,
  isEmailAtDomain,
  PLATFORM_STAFF_ROLES,
} from '@koinonia/contracts';
import {
  access,
  createWindowCounter,
  HttpError,
  keysetResult,
  route,
  type Mailer,
  type RedisClient,
} from '@koinonia/service-kit';
import type { EmailRequestLimit } from '../routes/email-request-limit';
import { churchClaimCodeEmail } from './claim-email';
import {
  checkCode,
  codeExpiry,
  directoryPosition,
  hashClaimCode,
  newClaimCode,
  queuePosition,
  statusOf,
  toClaim,
  toListing,
  type ClaimRecord,
} from './domain';
import type { ChurchDirectoryStore, GrantOutcome } from './store';

export interface ChurchDirectoryDeps {
  store: ChurchDirectoryStore;
  mailer: Mailer;
  limitEmailRequests: EmailRequestLimit;
  /** Counts a claim the person starts: true while within CHURCH_CLAIMS_PER_DAY. */
  countClaim(userId: string): Promise<{ allowed: boolean; release(): Promise<void> }>;
  /** Tells the gateway a user's role or church changed, so their sessions carry it on the next call. */
  announceAccessChanged(userId: string): Promise<void>;
  now?: () => Date;
}

/** CHURCH_CLAIMS_PER_DAY claims started per person, counted in Redis so every replica shares the count. */
export function createClaimCounter(redis: RedisClient): ChurchDirectoryDeps['countClaim'] {
  const counter = createWindowCounter(redis, 'church-claims:person', {
    limit: CHURCH_CLAIMS_PER_DAY,
    windowSeconds: 24 * 60 * 60,
  });
  return async (userId) => {
    const state = await counter.hit(userId);
    return { allowed: !counter.isOver(state), release: () => counter.release(userId) };
  };
}

const churchNotFound = () => new HttpError(404, 'This church is not in the directory', { code: 'church_not_found' });
const claimNotFound = () => new HttpError(404, 'This claim was not found', { code: 'church_claim_not_found' });
const alreadyClaimed = () =>
  new HttpError(
    409,
    'This church is already run by its own staff on Koinonia. Ask them to add you, or contact support.',
    {
      code: 'church_already_claimed',
    },
  );
const claimClosed = () => new HttpError(409, 'This claim is no longer open', { code: 'church_claim_closed' });
const wrongMethod = (method: string) =>
  new HttpError(
    409,
    method === 'email' ? 'This claim is proved by its emailed code' : 'This claim is decided by support',
    {
      code: 'church_claim_wrong_method',
    },
  );

/**
 * The church directory (/churches) and claiming a church (/church-claiming): a person proves a listed church
 * with no staff yet is theirs — by a code mailed to an address at the church's own domain, or by platform
 * support's review — and becomes its admin. Their sessions hear of it at once (announceAccessChanged).
 */
export function churchDirectoryRoutes({
  store,
  mailer,
  limitEmailRequests,
  countClaim,
  announceAccessChanged,
  now = () => new Date(),
}: ChurchDirectoryDeps) {
  async function claimantsClaim(claimId: string, userId: string): Promise<ClaimRecord> {
    const claim = await store.findClaim(claimId);
    // Another person's claim does not exist for the caller.
    if (!claim || claim.claimantId !== userId) throw claimNotFound();
    return claim;
  }

  async function reviewClaim(claimId: string): Promise<ClaimRecord> {
    const claim = await store.findClaim(claimId);
    if (!claim) throw claimNotFound();
    if (claim.method !== 'review') throw wrongMethod(claim.method);
    if (claim.status !== 'pending') throw claimClosed();
    return claim;
  }

  async function granted(outcome: GrantOutcome, claim: ClaimRecord, forReviewer: boolean) {
    if (outcome === 'claimed') throw alreadyClaimed();
    if (outcome === 'closed') throw claimClosed();
    await announceAccessChanged(claim.claimantId);
    return toClaim((await store.findClaim(claim.id))!, now(), { forReviewer });
  }

  return [
    route(churchesContract.list, {
      access: access.signedIn,
      async handle({ caller, query }) {
        const reader = { userId: caller.userId, churchId: caller.churchId };
        const page = { after: query.cursor ?? null, limit: query.limit };
        const records = await store.listDirectory({ ...page, q: query.q || undefined });
        const pending = await store.pendingClaimChurchIds(
          caller.userId,
          records.map((record) => record.id),
          now(),
        );
        return keysetResult(records, page, directoryPosition, (record) => toListing(record, reader, pending));
      },
    }),

    route(churchesContract.get, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const church = await store.findChurch(params.churchId);
        // An unlisted church is shown to its own people only.
        if (!church || (!church.listed && church.id !== caller.churchId)) throw churchNotFound();
        const pending = await store.pendingClaimChurchIds(caller.userId, [church.id], now());
        return toListing(church, { userId: caller.userId, churchId: caller.churchId }, pending);
      },
    }),

    route(churchClaimsContract.start, {
      access: access.signedIn,
      async handle({ caller, body, req }) {
        const church = await store.findChurch(body.churchId);
        if (!church || !church.listed) throw churchNotFound();
        if (church.hasStaff) throw alreadyClaimed();
        const domain = body.method === 'email' ? churchEmailDomain(church.website) : null;
        if (body.method === 'email') {
          if (!domain) {
            throw new HttpError(
              400,
              'This church has no website to prove an address by: ask support to review your claim',
              {
                code: 'church_claim_no_domain',
              },
            );
          }
          if (!isEmailAtDomain(body.email, domain)) {
            const message = `Use an address at ${domain}, the church's own domain`;
            throw new HttpError(400, message, {
              code: 'validation_failed',
              issues: [{ path: 'email', message, code: 'church_email_domain' }],
            });
          }
        }
        const count = await countClaim(caller.userId);
        if (!count.allowed) {
          throw new HttpError(429, `You can start at most ${CHURCH_CLAIMS_PER_DAY} claims a day. Try again tomorrow.`, {
            code: 'rate_limited',
          });
        }
        if (body.method === 'email') await limitEmailRequests(req, 'church-claim', body.email);
        const code = newClaimCode();
        const started = now();
        const claim = await store.addClaim(
          body.method === 'email'
            ? {
                churchId: church.id,
                claimantId: caller.userId,
                method: 'email',
                email: body.email,
                codeHash: hashClaimCode(code),
                expiresAt: codeExpiry(started),
                message: null,
              }
            : {
                churchId: church.id,
                claimantId: caller.userId,
                method: 'review',
                email: null,
                codeHash: null,
                expiresAt: null,
                message: body.message,
              },
          started,
        );
        if (!claim) {
          await count.release();
          throw new HttpError(409, 'You already have an open claim on this church: finish it or withdraw it first', {
            code: 'church_claim_open',
          });
        }
        if (body.method === 'email') {
          try {
            await mailer.send(churchClaimCodeEmail(body.email, church.name, code));
          } catch (error) {
            req.log.error({ err: error }, 'a church claim code could not be sent');
            await store.close(claim.id, 'withdrawn');
            throw new HttpError(503, 'The email with your code could not be sent. Please try again in a moment.', {
              code: 'unavailable',
            });
          }
        }
        return toClaim(claim, started, { forReviewer: false });
      },
    }),

    route(churchClaimsContract.mine, {
      access: access.signedIn,
      async handle({ caller }) {
        const at = now();
        return {
          items: (await store.listClaimsOf(caller.userId, 50)).map((claim) =>
            toClaim(claim, at, { forReviewer: false }),
          ),
        };
      },
    }),

    route(churchClaimsContract.queue, {
      access: access.roles(PLATFORM_STAFF_ROLES),
      async handle({ query }) {
        const page = { after: query.cursor ?? null, limit: query.limit };
        const at = now();
        const records = await store.listReviewQueue(query.status, page);
        return keysetResult(records, page, queuePosition, (claim) => toClaim(claim, at, { forReviewer: true }));
      },
    }),

    route(churchClaimsContract.verify, {
      access: access.signedIn,
      async handle({ caller, params, body }) {
        const claim = await claimantsClaim(params.claimId, caller.userId);
        if (claim.method !== 'email') throw wrongMethod(claim.method);
        const status = statusOf(claim, now());
        if (status === 'expired' && claim.status === 'pending') await store.close(claim.id, 'expired');
        if (status === 'expired') {
          throw new HttpError(400, 'This code has expired. Start the claim again for a new one.', {
            code: 'church_claim_expired',
          });
        }
        if (status !== 'pending') throw claimClosed();
        const check = checkCode(claim, body.code);
        if (check.outcome === 'wrong') {
          await store.recordWrongCode(claim.id, false);
          throw new HttpError(400, `That code is not right. ${check.attemptsLeft} tries left.`, {
            code: 'church_claim_code_wrong',
          });
        }
        if (check.outcome === 'used-up') {
          await store.recordWrongCode(claim.id, true);
          throw new HttpError(
            400,
            'That code is not right, and no tries are left. Start the claim again for a new code.',
            {
              code: 'church_claim_expired',
            },
          );
        }
        return granted(await store.grant(claim.id, { status: 'verified', reviewerId: null }), claim, false);
      },
    }),

    route(churchClaimsContract.approve, {
      access: access.roles(PLATFORM_STAFF_ROLES),
      async handle({ caller, params }) {
        const claim = await reviewClaim(params.claimId);
        return granted(await store.grant(claim.id, { status: 'approved', reviewerId: caller.userId }), claim, true);
      },
    }),

    route(churchClaimsContract.reject, {
      access: access.roles(PLATFORM_STAFF_ROLES),
      async handle({ caller, params, body }) {
        const claim = await reviewClaim(params.claimId);
        if (!(await store.reject(claim.id, { reviewerId: caller.userId, reason: body.reason }))) throw claimClosed();
        return toClaim((await store.findClaim(claim.id))!, now(), { forReviewer: true });
      },
    }),

    route(churchClaimsContract.withdraw, {
      access: access.signedIn,
      async handle({ caller, params }) {
        const claim = await claimantsClaim(params.claimId, caller.userId);
        if (!(await store.close(claim.id, 'withdrawn'))) throw claimClosed();
      },
    }),
  ];
}
