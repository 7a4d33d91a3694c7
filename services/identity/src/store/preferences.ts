import type { Database } from '@koinonia/service-kit';
import { DEFAULT_FONT_SIZE, type PreferencesUpdate, type UserPreferences } from '@koinonia/contracts';
import { isForeignKeyViolation } from './postgres-errors';

const PREFERENCES = 'identity.user_preferences';

interface PreferencesRow {
  user_id: string;
  theme: UserPreferences['theme'];
  font_size: UserPreferences['fontSize'];
  updated_at: Date;
}

const toPreferences = (row: Pick<PreferencesRow, 'theme' | 'font_size'> | undefined): UserPreferences => ({
  theme: row?.theme ?? null,
  fontSize: row?.font_size ?? DEFAULT_FONT_SIZE,
});

/** The user's preferences; a user who never chose any has the defaults (no theme, medium text). */
export async function findPreferences(db: Database, userId: string): Promise<UserPreferences> {
  return toPreferences(await db<PreferencesRow>(PREFERENCES).where({ user_id: userId }).first());
}

/**
 * Saves what the update gives and keeps the rest; answers the preferences as now stored, or undefined
 * when there is no such user.
 */
export async function savePreferences(
  db: Database,
  userId: string,
  update: PreferencesUpdate,
): Promise<UserPreferences | undefined> {
  const changes = {
    ...(update.theme !== undefined ? { theme: update.theme } : {}),
    ...(update.fontSize !== undefined ? { font_size: update.fontSize } : {}),
  };
  try {
    const [row] = await db<PreferencesRow>(PREFERENCES)
      .insert({ user_id: userId, ...changes })
      .onConflict('user_id')
      .merge({ ...changes, updated_at: db.fn.now() as unknown as Date })
      .returning(['theme', 'font_size']);
    return toPreferences(row);
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined;
    throw error;
  }
}
