import type { Request } from 'express';
import type { KeyObject } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { sessionSubjectSchema, type ErrorResponse, type LoginRequest, type SessionSubject, type SignupRequest } from '@koinonia/contracts';
import { HttpError, IDENTITY_HEADER, REQUEST_ID_HEADER, signIdentity } from '@koinonia/service-kit';
import { assertionFor } from './identity-assertion';

/** Password hashing is deliberately slow (argon2id), so these calls get more time than a proxied read. */
const IDENTITY_CALL_TIMEOUT_MS = 5_000;
const UNAVAILABLE = 'Sign-in is temporarily unavailable. Please try again shortly.';

/** The gateway's calls to the identity service's internal API (login and signup stay in the gateway). */
export function createIdentityClient(baseUrl: string, privateKey: KeyObject, timeoutMs = IDENTITY_CALL_TIMEOUT_MS) {
  async function post(path: string, body: unknown, caller: { assertion: string; requestId: string }): Promise<SessionSubject> {
    let response: Response;
    try {
      response = await fetch(baseUrl + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [IDENTITY_HEADER]: caller.assertion, [REQUEST_ID_HEADER]: caller.requestId },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new HttpError(503, UNAVAILABLE, { code: 'unavailable' });
    }
    const payload: unknown = await response.json().catch(() => ({}));
    if (!response.ok) {
      // identity's own error answer, passed on as it is (its code and issues included).
      const { message, ...details } = payload as Partial<ErrorResponse>;
      if (response.status >= 500) throw new HttpError(503, UNAVAILABLE, { code: 'unavailable' });
      throw new HttpError(response.status, message ?? 'Request failed', details);
    }
    return sessionSubjectSchema.parse(payload);
  }
  const asCaller = (req: Request) => ({ assertion: assertionFor(req, 'identity', privateKey), requestId: String(req.id) });

  return {
    verifyCredentials: (req: Request, credentials: LoginRequest) => post('/internal/credentials/verify', credentials, asCaller(req)),
    createUser: (req: Request, signup: SignupRequest) => post('/internal/users', signup, asCaller(req)),
    redeemMagicLink: (req: Request, token: string) => post('/internal/magic-links/redeem', { token }, asCaller(req)),
    currentSubject: (req: Request) => post('/internal/sessions/current', {}, asCaller(req)),
    /** Who a user is now, asked on the gateway's own behalf (a session of theirs is being brought up to date). */
    subjectOf: (userId: string) =>
      post('/internal/sessions/current', {}, {
        assertion: signIdentity({ userId, role: null, churchId: null, sessionId: null, audience: 'identity' }, privateKey),
        requestId: randomUUID(),
      }),
  };
}
export type IdentityClient = ReturnType<typeof createIdentityClient>;
