import type { Database } from '@koinonia/service-kit';
import type { PushSubscriptionRequest } from '@koinonia/contracts';

const SUBSCRIPTIONS = 'connect.push_subscriptions';

export interface PushSubscriptionRow {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Keeps a browser's subscription for a member. The same endpoint again (the browser renewed its keys, or another
 * member signed in on it) is one subscription, now this member's: a browser pushes for whoever uses it last.
 */
export async function savePushSubscription(db: Database, userId: string, subscription: PushSubscriptionRequest): Promise<string> {
  const [row] = await db(SUBSCRIPTIONS)
    .insert({ user_id: userId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth })
    .onConflict('endpoint')
    .merge(['user_id', 'p256dh', 'auth'])
    .returning('id');
  return (row as { id: string }).id;
}

/** Each of these users' browsers, oldest first (one read for a whole batch of notices). */
export async function listPushSubscriptionIdsOf(db: Database, userIds: readonly string[]): Promise<Map<string, string[]>> {
  const browsers = new Map<string, string[]>();
  if (userIds.length === 0) return browsers;
  const rows = (await db(SUBSCRIPTIONS)
    .whereIn('user_id', [...new Set(userIds)])
    .orderBy('created_at')
    .select('id', 'user_id')) as Array<{ id: string; user_id: string }>;
  for (const row of rows) browsers.set(row.user_id, [...(browsers.get(row.user_id) ?? []), row.id]);
  return browsers;
}

export function findPushSubscription(db: Database, id: string): Promise<PushSubscriptionRow | undefined> {
  return db<PushSubscriptionRow>(SUBSCRIPTIONS).where({ id }).first();
}

export async function countPushSubscriptions(db: Database, userId: string): Promise<number> {
  const [row] = await db(SUBSCRIPTIONS).where({ user_id: userId }).count<Array<{ count: string }>>('* as count');
  return Number(row?.count ?? 0);
}

/** Whether the member had such a subscription (another member's is not theirs to end). */
export async function removePushSubscription(db: Database, id: string, userId?: string): Promise<boolean> {
  return (await db(SUBSCRIPTIONS).where({ id, ...(userId ? { user_id: userId } : {}) }).delete()) > 0;
}
