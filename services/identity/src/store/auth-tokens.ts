import type { AuthTokenPurpose } from '@koinonia/contracts';
import type { Database } from '@koinonia/service-kit';
import { hashAuthToken, newAuthToken } from '../domain/auth-tokens';

const AUTH_TOKENS = 'identity.auth_tokens';

/**
 * A new token for the user; earlier unused tokens of the same purpose stop working, so only the newest
 * email's link is live. Returns the token itself, which is never stored.
 */
export async function issueAuthToken(
  db: Database,
  userId: string,
  purpose: AuthTokenPurpose,
  lifetimeSeconds: number,
): Promise<string> {
  const { token, tokenHash } = newAuthToken();
  await db.transaction(async (transaction) => {
    await transaction(AUTH_TOKENS).where({ user_id: userId, purpose }).whereNull('used_at').update({ used_at: transaction.fn.now() });
    await transaction(AUTH_TOKENS).insert({
      user_id: userId,
      purpose,
      token_hash: tokenHash,
      expires_at: transaction.raw(`now() + make_interval(secs => ?)`, [lifetimeSeconds]),
    });
  });
  return token;
}

/**
 * Uses the token up: answers its user's id if it was issued for this purpose, unused and unexpired, and
 * marks it used in the same statement, so two redemptions racing cannot both succeed.
 */
export async function consumeAuthToken(db: Database, token: string, purpose: AuthTokenPurpose): Promise<string | undefined> {
  const [row] = await db(AUTH_TOKENS)
    .where({ token_hash: hashAuthToken(token), purpose })
    .whereNull('used_at')
    .where('expires_at', '>', db.fn.now())
    .update({ used_at: db.fn.now() })
    .returning<Array<{ user_id: string }>>('user_id');
  return row?.user_id;
}

/** Whether the token would be accepted now, without using it up. */
export async function findLiveAuthToken(db: Database, token: string, purpose: AuthTokenPurpose): Promise<boolean> {
  const row = await db(AUTH_TOKENS)
    .where({ token_hash: hashAuthToken(token), purpose })
    .whereNull('used_at')
    .where('expires_at', '>', db.fn.now())
    .first('id');
  return row !== undefined;
}
