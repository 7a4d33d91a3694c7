import type { Request } from 'express';
import type { KeyObject } from 'node:crypto';
import { sessionSubjectSchema, type LoginRequest, type SessionSubject, type SignupRequest } from '@koinonia/contracts';
import { HttpError, IDENTITY_HEADER, REQUEST_ID_HEADER } from '@koinonia/service-kit';
import { assertionFor } from './identity-assertion';

/** Password hashing is deliberately slow (argon2id), so these calls get more time than a proxied read. */
const IDENTITY_CALL_TIMEOUT_MS = 5_000;

/** The gateway's calls to the identity service's internal API (login and signup stay in the gateway). */
export function createIdentityClient(baseUrl: string, privateKey: KeyObject, timeoutMs = IDENTITY_CALL_TIMEOUT_MS) {
  async function post(req: Request, path: string, body: unknown): Promise<SessionSubject> {
    let response: Response;
    try {
      response = await fetch(baseUrl + path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [IDENTITY_HEADER]: assertionFor(req, 'identity', privateKey),
          [REQUEST_ID_HEADER]: String(req.id),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new HttpError(503, 'Sign-in is temporarily unavailable. Please try again shortly.');
    }
    const payload: unknown = await response.json().catch(() => ({}));
    if (!response.ok) {
      const { message, ...details } = payload as { message?: string; code?: string };
      if (response.status >= 500) throw new HttpError(503, 'Sign-in is temporarily unavailable. Please try again shortly.');
      throw new HttpError(response.status, message ?? 'Request failed', details);
    }
    return sessionSubjectSchema.parse(payload);
  }

  return {
    verifyCredentials: (req: Request, credentials: LoginRequest) => post(req, '/internal/credentials/verify', credentials),
    createUser: (req: Request, signup: SignupRequest) => post(req, '/internal/users', signup),
    redeemMagicLink: (req: Request, token: string) => post(req, '/internal/magic-links/redeem', { token }),
    currentSubject: (req: Request) => post(req, '/internal/sessions/current', {}),
  };
}
export type IdentityClient = ReturnType<typeof createIdentityClient>;
