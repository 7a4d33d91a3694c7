import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import type { RequestHandler } from 'express';
import { isIndividualPlanTier, type IndividualPlanTier, type Role } from '@koinonia/contracts';
import { HttpError } from './errors';

/**
 * DESIGN "Services": the gateway attaches a short-lived Ed25519-signed assertion of who is calling;
 * services verify signature, expiry and audience and never read cookies.
 */
export const IDENTITY_HEADER = 'x-koinonia-identity';
export const IDENTITY_LIFETIME_SECONDS = 60;

export interface Identity {
  userId: string | null;
  role: Role | null;
  churchId: string | null;
  /** The signed-in user's name as others see it (first and last name), for what they write; else null. */
  displayName: string | null;
  /** The signed-in user's individual plan (SPEC §6 plan tiers), which services gate features by; else null. */
  planTier: IndividualPlanTier | null;
  sessionId: string | null;
  audience: string;
  expiresAt: number; // seconds since the epoch
}

export interface IdentityKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export function generateIdentityKeys(): IdentityKeys {
  return generateKeyPairSync('ed25519');
}

export function keysToPem(keys: IdentityKeys): { privateKey: string; publicKey: string } {
  return {
    privateKey: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export const privateKeyFromPem = (pem: string) => createPrivateKey(pem);
export const publicKeyFromPem = (pem: string) => createPublicKey(pem);

/**
 * What the gateway asserts; a caller without a name or a plan (a signed-out visitor, an internal call) may leave
 * them out.
 */
export type IdentityClaims = Omit<Identity, 'expiresAt' | 'displayName' | 'planTier'> & {
  displayName?: string | null;
  planTier?: IndividualPlanTier | null;
};

export function signIdentity(identity: IdentityClaims, privateKey: KeyObject, now = Date.now()): string {
  const payload = {
    ...identity,
    displayName: identity.displayName ?? null,
    planTier: identity.planTier ?? null,
    expiresAt: Math.floor(now / 1000) + IDENTITY_LIFETIME_SECONDS,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = sign(null, Buffer.from(body), privateKey).toString('base64url');
  return `${body}.${signature}`;
}

/** Returns the identity, or null when the token is forged, expired or meant for another service. */
export function verifyIdentity(
  token: string,
  publicKey: KeyObject,
  audience: string,
  now = Date.now(),
): Identity | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  let valid: boolean;
  try {
    valid = verify(null, Buffer.from(body), publicKey, Buffer.from(signature, 'base64url'));
  } catch {
    return null;
  }
  if (!valid) return null;
  let identity: Identity;
  try {
    identity = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Identity;
  } catch {
    return null;
  }
  if (identity.audience !== audience) return null;
  if (typeof identity.expiresAt !== 'number' || identity.expiresAt * 1000 < now) return null;
  return {
    ...identity,
    displayName: typeof identity.displayName === 'string' ? identity.displayName : null,
    planTier: isIndividualPlanTier(identity.planTier) ? identity.planTier : null,
  };
}

declare module 'express-serve-static-core' {
  interface Request {
    identity?: Identity;
  }
}

const VERIFIED_LIMIT = 10_000;

/**
 * verifyIdentity with a memory of tokens already verified: the gateway reuses an assertion for a caller
 * for up to half its lifetime, and an Ed25519 verification per request was the largest single cost in a
 * service's profile. The same bytes verify the same way; expiry is still checked on every use.
 */
export function createIdentityVerifier(
  publicKey: KeyObject,
  audience: string,
): (token: string, now?: number) => Identity | null {
  const verified = new Map<string, Identity>();
  return (token, now = Date.now()) => {
    const known = verified.get(token);
    if (known) return known.expiresAt * 1000 < now ? null : known;
    const identity = verifyIdentity(token, publicKey, audience, now);
    if (identity) {
      if (verified.size >= VERIFIED_LIMIT) verified.clear();
      verified.set(token, Object.freeze(identity));
    }
    return identity;
  };
}

/** Every service route behind this sees req.identity; calls that did not come through the gateway get 401. */
export function identityMiddleware(publicKey: KeyObject, audience: string): RequestHandler {
  const verify = createIdentityVerifier(publicKey, audience);
  return (req, _res, next) => {
    const token = req.headers[IDENTITY_HEADER];
    const identity = typeof token === 'string' ? verify(token) : null;
    if (!identity) return next(new HttpError(401, 'This service only answers requests that come through the gateway'));
    req.identity = identity;
    next();
  };
}

export interface SignedInIdentity extends Identity {
  userId: string;
  role: Role;
}

/** The signed-in caller, or a 401 with the message the client shows (SPEC §8). */
export function requireUser(identity: Identity | undefined): SignedInIdentity {
  if (!identity?.userId || !identity.role)
    throw new HttpError(401, 'Authentication required', { code: 'not_signed_in' });
  return identity as SignedInIdentity;
}
