import type { ChurchClaimMethod, ChurchClaimQueueStatus, KeysetPosition } from '@koinonia/contracts';
import type { ChurchRecord, ClaimRecord } from './domain';

export interface Page {
  after: KeysetPosition | null;
  limit: number;
}

export interface DirectoryQuery extends Page {
  /** Words each of which the church's name, city or region holds. */
  q?: string;
}

export interface NewClaimRecord {
  churchId: string;
  claimantId: string;
  method: ChurchClaimMethod;
  email: string | null;
  codeHash: string | null;
  expiresAt: Date | null;
  message: string | null;
}

/** How granting a claim turned out: done, the church has staff by now, or the claim is no longer pending. */
export type GrantOutcome = 'granted' | 'claimed' | 'closed';

/**
 * Where the directory and the claims are kept, in their own terms. Granting a claim is one transaction: the
 * claim is closed, the claimant moved to the church as its admin, their requests to join churches dropped and
 * the church's other open claims turned down — or nothing happens.
 */
export interface ChurchDirectoryStore {
  /** Listed churches by name (case aside), after a position. */
  listDirectory(query: DirectoryQuery): Promise<ChurchRecord[]>;
  /** One church, listed or not (the caller decides). */
  findChurch(churchId: string): Promise<ChurchRecord | undefined>;
  /** Which of these churches the person has a claim pending on. */
  pendingClaimChurchIds(userId: string, churchIds: readonly string[], now: Date): Promise<Set<string>>;
  /** Adds a claim; null when the person has one pending on that church already (one whose code expired is closed first). */
  addClaim(claim: NewClaimRecord, now: Date): Promise<ClaimRecord | null>;
  findClaim(claimId: string): Promise<ClaimRecord | undefined>;
  /** The person's claims, newest first. */
  listClaimsOf(userId: string, limit: number): Promise<ClaimRecord[]>;
  /** Review claims of a status, oldest first. */
  listReviewQueue(status: ChurchClaimQueueStatus, page: Page): Promise<ClaimRecord[]>;
  /** Counts a wrong code; the last allowed one expires the claim. */
  recordWrongCode(claimId: string, usedUp: boolean): Promise<void>;
  /** Closes a pending claim: its code ran out, or the claimant withdrew it. False when it was not pending. */
  close(claimId: string, status: 'expired' | 'withdrawn'): Promise<boolean>;
  grant(
    claimId: string,
    decision: { status: 'verified' | 'approved'; reviewerId: string | null },
  ): Promise<GrantOutcome>;
  /** Support turns a pending claim down; false when it was not pending. */
  reject(claimId: string, decision: { reviewerId: string; reason: string }): Promise<boolean>;
}
