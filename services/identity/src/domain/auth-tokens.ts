import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: the secret part of an emailed link. */
export function newAuthToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashAuthToken(token) };
}

/** Only this SHA-256 hash is stored, so a copy of the table cannot be turned back into working links. */
export function hashAuthToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
