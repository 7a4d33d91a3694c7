// No zod here: mf-connect's screens import this module (their bundles stay free of zod); the schemas are in
// churches.ts, which only the identity service and tests load.
import { defineEndpoints } from './endpoint';
import type { ChurchClaimsSchemas, ChurchesSchemas } from './churches';
import type { Role } from './roles';

/**
 * How a person proves they may run a church: a code mailed to an address at the church's own web domain,
 * or a message that platform support reviews.
 */
export const churchClaimMethods = ['email', 'review'] as const;
export type ChurchClaimMethod = (typeof churchClaimMethods)[number];

/**
 * Where a claim stands: pending (a code not yet entered, or a review not yet decided), verified (by the code),
 * approved or rejected (by support), expired (the code's time or tries ran out), withdrawn (by the claimant).
 */
export const churchClaimStatuses = ['pending', 'verified', 'approved', 'rejected', 'expired', 'withdrawn'] as const;
export type ChurchClaimStatus = (typeof churchClaimStatuses)[number];
/** The claims platform support lists: the review claims waiting, or those it decided. */
export const churchClaimQueueStatuses = ['pending', 'approved', 'rejected'] as const;
export type ChurchClaimQueueStatus = (typeof churchClaimQueueStatuses)[number];

/** A church is claimed once one of these roles belongs to it: its own staff (member management's roles). */
export const CHURCH_STAFF_ROLES: readonly Role[] = ['admin', 'church_admin', 'pastor', 'lead_pastor'];
/** What a successful claim makes the claimant, unless their role is already at or above it. */
export const CHURCH_CLAIM_GRANTED_ROLE: Role = 'church_admin';

export const CHURCH_SEARCH_MAX_LENGTH = 100;
export const CHURCH_CLAIM_CODE_LENGTH = 6;
export const CHURCH_CLAIM_CODE_MINUTES = 15;
/** Wrong codes allowed before the claim expires. */
export const CHURCH_CLAIM_CODE_ATTEMPTS = 5;
export const CHURCH_CLAIM_MESSAGE_MIN_LENGTH = 20;
export const CHURCH_CLAIM_MESSAGE_MAX_LENGTH = 2000;
export const CHURCH_CLAIM_REASON_MAX_LENGTH = 500;
/** Claims one person may start in a day. */
export const CHURCH_CLAIMS_PER_DAY = 5;

/**
 * The email domain of a church: its website's host without `www.` (https://www.newlife.example.org →
 * newlife.example.org); null without a website, or with one that is not a web address.
 */
export function churchEmailDomain(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const { hostname, protocol } = new URL(website);
    if (protocol !== 'https:' && protocol !== 'http:') return null;
    const host = hostname.toLowerCase().replace(/^www\./, '');
    return host.includes('.') ? host : null;
  } catch {
    return null;
  }
}

/** Whether an email address is at exactly that domain. */
export function isEmailAtDomain(email: string, domain: string): boolean {
  const at = email.lastIndexOf('@');
  return at > 0 && email.slice(at + 1).toLowerCase() === domain.toLowerCase();
}

/** The church directory (/churches): listed churches by name, and one church. */
export const churchesEndpoints = defineEndpoints<ChurchesSchemas>()({
  list: ['GET', '/api/churches'],
  get: ['GET', '/api/churches/:churchId'],
});

/** Claiming a church (/church-claiming): a claimant proves it, or platform support decides. */
export const churchClaimsEndpoints = defineEndpoints<ChurchClaimsSchemas>()({
  /** Starts a claim: mails a code (method email) or waits for review (method review). */
  start: ['POST', '/api/church-claims', 201],
  /** The caller's own claims, newest first. */
  mine: ['GET', '/api/church-claims/mine'],
  /** Platform support's queue: review claims by status, oldest first. */
  queue: ['GET', '/api/church-claims'],
  /** The claimant enters the mailed code; right, they become the church's admin. */
  verify: ['POST', '/api/church-claims/:claimId/verify'],
  approve: ['POST', '/api/church-claims/:claimId/approve'],
  reject: ['POST', '/api/church-claims/:claimId/reject'],
  /** The claimant takes back a claim still pending. */
  withdraw: ['DELETE', '/api/church-claims/:claimId', 204],
});
