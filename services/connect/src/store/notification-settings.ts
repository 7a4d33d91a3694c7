import type { Database } from '@koinonia/service-kit';
import type { NotificationChannels } from '@koinonia/contracts';

const SETTINGS = 'connect.notification_settings';

interface NotificationSettingRow {
  user_id: string;
  type: string;
  in_app: boolean;
  email: boolean;
  push: boolean;
}

/** The channels the user chose, by type; types never chosen are absent. */
export async function readNotificationChannels(db: Database, userId: string): Promise<Map<string, NotificationChannels>> {
  const rows = await db<NotificationSettingRow>(SETTINGS).where('user_id', userId);
  return new Map(rows.map((row) => [row.type, { inApp: row.in_app, email: row.email, push: row.push }]));
}

/** The channels each of these users chose, by user and then by type (one read for a whole batch of notices). */
export async function readNotificationChannelsOf(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, Map<string, NotificationChannels>>> {
  const chosen = new Map<string, Map<string, NotificationChannels>>();
  if (userIds.length === 0) return chosen;
  for (const row of await db<NotificationSettingRow>(SETTINGS).whereIn('user_id', [...new Set(userIds)])) {
    if (!chosen.has(row.user_id)) chosen.set(row.user_id, new Map());
    chosen.get(row.user_id)!.set(row.type, { inApp: row.in_app, email: row.email, push: row.push });
  }
  return chosen;
}

export async function saveNotificationChannels(db: Database, options: { userId: string; type: string; channels: NotificationChannels }): Promise<void> {
  const { inApp, email, push } = options.channels;
  await db(SETTINGS)
    .insert({ user_id: options.userId, type: options.type, in_app: inApp, email, push, updated_at: db.fn.now() })
    .onConflict(['user_id', 'type'])
    .merge(['in_app', 'email', 'push', 'updated_at']);
}
