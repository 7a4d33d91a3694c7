import type { Database } from '@koinonia/service-kit';
import { createRecordingPushSender, createWebPushSender, vapidKeysFromEnvironment, type PushSender } from './push-sender';

/**
 * The key browsers subscribe with when none is configured: the pair migration 012 made and keeps in
 * connect.vapid_keys, so subscriptions outlive restarts (the local default records pushes instead of sending them).
 */
export async function localVapidPublicKey(db: Database): Promise<string> {
  return ((await db('connect.vapid_keys').first('public_key')) as { public_key: string }).public_key;
}

/** Web Push: configured VAPID keys send for real; without them the local default records. */
export function pushSetup(db: Database, environment: NodeJS.ProcessEnv = process.env): { sender: PushSender; publicKey(): Promise<string> } {
  const keys = vapidKeysFromEnvironment(environment);
  if (keys) return { sender: createWebPushSender(keys), publicKey: async () => keys.publicKey };
  return { sender: createRecordingPushSender(db), publicKey: () => localVapidPublicKey(db) };
}
