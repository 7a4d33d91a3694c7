import type { Request } from 'express';
import { generateIdentityKeys, IDENTITY_LIFETIME_SECONDS, verifyIdentity } from '@koinonia/service-kit';
import { assertionFor } from './identity-assertion';

const keys = generateIdentityKeys();
const signedIn = (sessionID: string, role = 'member') =>
  ({ sessionID, session: { userId: `user-${sessionID}`, role, churchId: 'church-1' } }) as unknown as Request;

describe('identity assertions (DESIGN "Services")', () => {
  it('reuses one assertion per caller and service for half its lifetime, then signs a fresh one', () => {
    const now = Date.now();
    const first = assertionFor(signedIn('a'), 'worship', keys.privateKey, now);
    expect(assertionFor(signedIn('a'), 'worship', keys.privateKey, now + 29_000)).toBe(first);
    const later = assertionFor(signedIn('a'), 'worship', keys.privateKey, now + (IDENTITY_LIFETIME_SECONDS * 1000) / 2);
    expect(later).not.toBe(first);
    // Whenever it is sent, a reused assertion still has at least half its lifetime left.
    expect(verifyIdentity(first, keys.publicKey, 'worship', now + 29_000)).toMatchObject({ userId: 'user-a', role: 'member' });
  });

  it('never hands one caller, role or service the assertion of another', () => {
    const now = Date.now();
    const tokens = [
      assertionFor(signedIn('b'), 'worship', keys.privateKey, now),
      assertionFor(signedIn('b'), 'connect', keys.privateKey, now),
      assertionFor(signedIn('c'), 'worship', keys.privateKey, now),
      assertionFor(signedIn('b', 'pastor'), 'worship', keys.privateKey, now),
      assertionFor({ session: undefined } as unknown as Request, 'worship', keys.privateKey, now),
    ];
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(verifyIdentity(tokens[1]!, keys.publicKey, 'worship', now)).toBeNull();
    expect(verifyIdentity(tokens[4]!, keys.publicKey, 'worship', now)).toMatchObject({ userId: null, role: null, sessionId: null });
  });
});
