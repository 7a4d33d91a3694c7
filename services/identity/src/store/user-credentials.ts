import type { Database } from '@koinonia/service-kit';

const USERS = 'identity.users';

export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db(USERS).where({ id: userId }).update({ password_hash: passwordHash, updated_at: db.fn.now() });
}

/** Marks the email verified once; a later call keeps the first time. */
export async function markEmailVerified(db: Database, userId: string): Promise<void> {
  await db(USERS).where({ id: userId }).whereNull('email_verified_at').update({ email_verified_at: db.fn.now(), updated_at: db.fn.now() });
}
