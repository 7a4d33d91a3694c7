import { createIdentityVerifier, generateIdentityKeys, IDENTITY_LIFETIME_SECONDS, signIdentity } from './identity';

const keys = generateIdentityKeys();
const caller = { userId: 'user-1', role: 'member' as const, churchId: 'church-1', sessionId: 'session-1', audience: 'worship' };

describe('identity verification in services (DESIGN "Services")', () => {
  it('accepts a valid assertion every time it is sent, until it expires', () => {
    const now = Date.now();
    const verify = createIdentityVerifier(keys.publicKey, 'worship');
    const token = signIdentity(caller, keys.privateKey, now);
    expect(verify(token, now)).toMatchObject({ userId: 'user-1', role: 'member' });
    expect(verify(token, now + 1_000)).toMatchObject({ userId: 'user-1' });
    expect(verify(token, now + (IDENTITY_LIFETIME_SECONDS + 1) * 1000)).toBeNull();
  });

  it('refuses a token signed by another key, meant for another service, or altered', () => {
    const now = Date.now();
    const verify = createIdentityVerifier(keys.publicKey, 'worship');
    const forged = signIdentity(caller, generateIdentityKeys().privateKey, now);
    const forConnect = signIdentity({ ...caller, audience: 'connect' }, keys.privateKey, now);
    const genuine = signIdentity(caller, keys.privateKey, now);
    const [body, signature] = genuine.split('.');
    const altered = `${Buffer.from(JSON.stringify({ ...caller, role: 'admin', expiresAt: now / 1000 + 60 })).toString('base64url')}.${signature}`;
    for (const token of [forged, forConnect, altered, `${body}.`, 'nonsense']) {
      expect(verify(token, now)).toBeNull();
      expect(verify(token, now)).toBeNull(); // a refusal is not remembered as anything else
    }
    expect(verify(genuine, now)).not.toBeNull();
  });
});
