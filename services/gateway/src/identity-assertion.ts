import type { IncomingMessage } from 'node:http';
import type { Session, SessionData } from 'express-session';
import type { KeyObject } from 'node:crypto';
import { DEFAULT_PLAN_TIER, type ServiceName } from '@koinonia/contracts';
import { IDENTITY_LIFETIME_SECONDS, signIdentity, type IdentityClaims } from '@koinonia/service-kit';

/**
 * An assertion is valid for IDENTITY_LIFETIME_SECONDS; the gateway reuses one for the same caller and
 * service for half that, so a busy session costs two signatures a minute instead of one per call (an
 * Ed25519 signature per request was the largest single cost in the gateway's profile).
 */
const REUSE_MS = (IDENTITY_LIFETIME_SECONDS * 1000) / 2;
const CACHED_LIMIT = 10_000;
const signedByKey = new WeakMap<KeyObject, Map<string, { token: string; signedAt: number }>>();

/** A request as the gateway's steps see it, Express or not: express-session has attached its session. */
export type CallerRequest = IncomingMessage & { session?: Session & Partial<SessionData>; sessionID?: string };

/** The signed assertion of who is calling, addressed to one service (DESIGN "Services"). */
export function assertionFor(req: CallerRequest, audience: ServiceName, privateKey: KeyObject, now = Date.now()): string {
  const session = req.session;
  const identity: IdentityClaims = {
    userId: session?.userId ?? null,
    role: session?.role ?? null,
    churchId: session?.churchId ?? null,
    displayName: session?.userId ? (session.displayName ?? null) : null,
    // A session from before plans were carried holds none: the free plan until it is read again.
    planTier: session?.userId ? (session.planTier ?? DEFAULT_PLAN_TIER) : null,
    sessionId: session?.userId ? (req.sessionID ?? null) : null,
    audience,
  };
  let signed = signedByKey.get(privateKey);
  if (!signed) signedByKey.set(privateKey, (signed = new Map()));
  const key = `${identity.sessionId}|${identity.userId}|${identity.role}|${identity.churchId}|${identity.displayName}|${identity.planTier}|${audience}`;
  const cached = signed.get(key);
  if (cached && now - cached.signedAt < REUSE_MS) return cached.token;
  const token = signIdentity(identity, privateKey, now);
  if (signed.size >= CACHED_LIMIT) signed.clear();
  signed.set(key, { token, signedAt: now });
  return token;
}
