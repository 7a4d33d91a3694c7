import type { Database } from '@koinonia/service-kit';
import type { UserRow } from './users';
import { isUniqueViolation } from './postgres-errors';

const USERS = 'identity.users';

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  /** null clears the username. */
  username?: string | null;
}

/**
 * Updates the given names; answers the updated user, undefined for an unknown user, or 'username-taken'
 * when another account holds the username (the unique index decides, so two racing claims cannot both win).
 */
export async function updateProfile(
  db: Database,
  userId: string,
  changes: ProfileChanges,
): Promise<UserRow | undefined | 'username-taken'> {
  try {
    const [row] = await db(USERS)
      .where({ id: userId })
      .update({
        ...(changes.firstName !== undefined ? { first_name: changes.firstName } : {}),
        ...(changes.lastName !== undefined ? { last_name: changes.lastName } : {}),
        ...(changes.username !== undefined ? { username: changes.username } : {}),
        updated_at: db.fn.now(),
      })
      .returning<UserRow[]>('*');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return 'username-taken';
    throw error;
  }
}

/** Stores the language the user chose (SPEC §4: it has priority over the locally stored one). */
export async function setPreferredLanguage(db: Database, userId: string, code: string): Promise<boolean> {
  const updated = await db(USERS).where({ id: userId }).update({ preferred_language: code, updated_at: db.fn.now() });
  return updated > 0;
}
