import type { AuthTokenPurpose } from '@koinonia/contracts';
import type { Database } from '@koinonia/service-kit';
import { hashAuthToken, newAuthToken } from '../domain/auth-tokens';

const AUTH_TOKENS = 'identity.auth_tokens';
const MAIL_OUTBOX = 'identity.mail_outbox';

export interface IssuedAuthToken {
  /** The row's id: an outbox message carrying the link names it (MailMessage.tokenId). */
  id: string;
  /** The secret of the link, never stored. */
  token: string;
}

/**
 * Deletes the outbox messages whose token can no longer be used (used, replaced by a newer one, or
 * expired), so the outbox keeps no link past its token's life. Run at start and with every new token.
 */
export async function purgeDeadTokenMail(db: Database): Promise<number> {
  // Driven by the outbox's few rows with a token (each looked up by the token's key), never by the
  // ever-growing list of used tokens.
  return db(`${MAIL_OUTBOX} as mail`)
    .whereExists((dead) =>
      dead
        .select(db.raw('1'))
        .from(`${AUTH_TOKENS} as token`)
        .whereRaw('token.id = mail.token_id')
        .andWhere((state) => state.whereNotNull('token.used_at').orWhere('token.expires_at', '<=', db.fn.now())),
    )
    .delete();
}

/**
 * A new token for the user; earlier unused tokens of the same purpose stop working, so only the newest
 * email's link is live, and the outbox loses every dead token's mail.
 */
export async function issueAuthToken(
  db: Database,
  userId: string,
  purpose: AuthTokenPurpose,
  lifetimeSeconds: number,
): Promise<IssuedAuthToken> {
  const { token, tokenHash } = newAuthToken();
  const id = await db.transaction(async (transaction) => {
    await transaction(AUTH_TOKENS).where({ user_id: userId, purpose }).whereNull('used_at').update({ used_at: transaction.fn.now() });
    const [row] = await transaction(AUTH_TOKENS)
      .insert({
        user_id: userId,
        purpose,
        token_hash: tokenHash,
        expires_at: transaction.raw(`now() + make_interval(secs => ?)`, [lifetimeSeconds]),
      })
      .returning<Array<{ id: string }>>('id');
    await purgeDeadTokenMail(transaction);
    return row!.id;
  });
  return { id, token };
}

/**
 * Uses the token up: answers its user's id if it was issued for this purpose, unused and unexpired, and
 * marks it used in the same statement, so two redemptions racing cannot both succeed. The mail that
 * carried its link leaves the outbox with it.
 */
export async function consumeAuthToken(db: Database, token: string, purpose: AuthTokenPurpose): Promise<string | undefined> {
  return db.transaction(async (transaction) => {
    const [row] = await transaction(AUTH_TOKENS)
      .where({ token_hash: hashAuthToken(token), purpose })
      .whereNull('used_at')
      .where('expires_at', '>', transaction.fn.now())
      .update({ used_at: transaction.fn.now() })
      .returning<Array<{ id: string; user_id: string }>>(['id', 'user_id']);
    if (row) await transaction(MAIL_OUTBOX).where({ token_id: row.id }).delete();
    return row?.user_id;
  });
}

/** The user of the token if it would be accepted now, without using it up. */
export async function findLiveAuthToken(db: Database, token: string, purpose: AuthTokenPurpose): Promise<string | undefined> {
  const row = await db(AUTH_TOKENS)
    .where({ token_hash: hashAuthToken(token), purpose })
    .whereNull('used_at')
    .where('expires_at', '>', db.fn.now())
    .first<{ user_id: string } | undefined>('user_id');
  return row?.user_id;
}
