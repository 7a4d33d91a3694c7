import { createHash, randomInt } from 'node:crypto';
import {
  CHURCH_CLAIM_CODE_ATTEMPTS,
  CHURCH_CLAIM_CODE_LENGTH,
  CHURCH_CLAIM_CODE_MINUTES,
  CHURCH_CLAIM_GRANTED_ROLE,
  churchEmailDomain,
  churchRoleLadder,
  type ChurchClaim,
  type ChurchClaimMethod,
  type ChurchClaimStatus,
  type ChurchListing,
  type KeysetPosition,
  type Role,
} from '@koinonia/contracts';

/** A church as the directory keeps it, with what the reader's question needs to know of it. */
export interface ChurchRecord {
  id: string;
  name: string;
  sortName: string;
  city: string | null;
  region: string | null;
  countryCode: string | null;
  website: string | null;
  description: string | null;
  listed: boolean;
  memberCount: number;
  /** Someone of its own staff belongs to it (CHURCH_STAFF_ROLES). */
  hasStaff: boolean;
}

/** Who reads the directory: their church and the churches they have a claim pending on. */
export interface DirectoryReader {
  userId: string;
  churchId: string | null;
}

export interface ClaimRecord {
  id: string;
  churchId: string;
  churchName: string;
  churchWebsite: string | null;
  claimantId: string;
  claimantName: string;
  claimantEmail: string;
  method: ChurchClaimMethod;
  /** As stored: a pending email claim whose code ran out is still 'pending' until it is touched. */
  status: ChurchClaimStatus;
  email: string | null;
  codeHash: string | null;
  attempts: number;
  expiresAt: Date | null;
  message: string | null;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

export const directoryPosition = (church: Pick<ChurchRecord, 'sortName' | 'id'>): KeysetPosition => ({
  sortKey: church.sortName,
  id: church.id,
});
export const queuePosition = (claim: Pick<ClaimRecord, 'createdAt' | 'id'>): KeysetPosition => ({
  sortKey: claim.createdAt.toISOString(),
  id: claim.id,
});

export function toListing(
  church: ChurchRecord,
  reader: DirectoryReader,
  pendingChurchIds: ReadonlySet<string>,
): ChurchListing {
  return {
    id: church.id,
    name: church.name,
    city: church.city,
    region: church.region,
    countryCode: church.countryCode,
    website: church.website,
    description: church.description,
    emailDomain: churchEmailDomain(church.website),
    memberCount: church.memberCount,
    claimed: church.hasStaff,
    isMine: reader.churchId === church.id,
    claimPending: pendingChurchIds.has(church.id),
  };
}

/** A mailed code: six digits from the system's secure random source. */
export function newClaimCode(): string {
  return randomInt(0, 10 ** CHURCH_CLAIM_CODE_LENGTH)
    .toString()
    .padStart(CHURCH_CLAIM_CODE_LENGTH, '0');
}

/** Only the code's SHA-256 is stored: the database alone cannot prove a claim. */
export const hashClaimCode = (code: string) => createHash('sha256').update(code).digest('hex');

export const codeExpiry = (now: Date) => new Date(now.getTime() + CHURCH_CLAIM_CODE_MINUTES * 60 * 1000);

/** A pending email claim whose code's time ran out is expired, whether or not anyone wrote so yet. */
export function statusOf(claim: Pick<ClaimRecord, 'status' | 'method' | 'expiresAt'>, now: Date): ChurchClaimStatus {
  if (claim.status === 'pending' && claim.method === 'email' && claim.expiresAt && claim.expiresAt <= now)
    return 'expired';
  return claim.status;
}

export const isOpen = (claim: Pick<ClaimRecord, 'status' | 'method' | 'expiresAt'>, now: Date) =>
  statusOf(claim, now) === 'pending';

/** How a code the claimant entered turns out: right, wrong with tries left, or the last try gone. */
export type CodeCheck = { outcome: 'right' } | { outcome: 'wrong'; attemptsLeft: number } | { outcome: 'used-up' };

export function checkCode(claim: Pick<ClaimRecord, 'codeHash' | 'attempts'>, code: string): CodeCheck {
  if (claim.codeHash !== null && hashClaimCode(code) === claim.codeHash) return { outcome: 'right' };
  const attemptsLeft = CHURCH_CLAIM_CODE_ATTEMPTS - (claim.attempts + 1);
  return attemptsLeft > 0 ? { outcome: 'wrong', attemptsLeft } : { outcome: 'used-up' };
}

const rankOf = (role: Role) => (churchRoleLadder as readonly Role[]).indexOf(role);

/**
 * The claimant's role once the church is theirs: church admin, unless they hold that or more already. A platform
 * role (owner, support, system admin…) is not a church role and is never lowered.
 */
export function roleAfterClaim(current: Role): Role {
  const rank = rankOf(current);
  if (rank === -1) return current;
  return rank >= rankOf(CHURCH_CLAIM_GRANTED_ROLE) ? current : CHURCH_CLAIM_GRANTED_ROLE;
}

/** A claim as the claimant sees it (without who claims) or platform support does (with it). */
export function toClaim(claim: ClaimRecord, now: Date, { forReviewer }: { forReviewer: boolean }): ChurchClaim {
  const status = statusOf(claim, now);
  const codePending = claim.method === 'email' && status === 'pending';
  return {
    id: claim.id,
    church: { id: claim.churchId, name: claim.churchName, emailDomain: churchEmailDomain(claim.churchWebsite) },
    method: claim.method,
    status,
    email: claim.email,
    codeExpiresAt: codePending && claim.expiresAt ? claim.expiresAt.toISOString() : null,
    attemptsLeft: codePending ? CHURCH_CLAIM_CODE_ATTEMPTS - claim.attempts : null,
    message: claim.message,
    reason: claim.reason,
    createdAt: claim.createdAt.toISOString(),
    decidedAt: claim.decidedAt?.toISOString() ?? null,
    claimant: forReviewer ? { name: claim.claimantName, email: claim.claimantEmail } : null,
  };
}
