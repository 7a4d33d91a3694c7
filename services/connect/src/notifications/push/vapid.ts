import webpush from 'web-push';
import type { Database } from '@koinonia/service-kit';
import { createRecordingPushSender, createWebPushSender, vapidKeysFromEnvironment, type PushSender } from './push-sender';

/**
 * The key pair browsers subscribe with when none is configured: made once and kept in connect.vapid_keys, so
 * subscriptions outlive restarts (the local default records pushes instead of sending them).
 */
export async function localVapidPublicKey(db: Database): Promise<string> {
  const kept = await db('connect.vapid_keys').first('public_key');
  if (kept) return kept.public_key as string;
  const made = webpush.generateVAPIDKeys();
  await db('connect.vapid_keys').insert({ public_key: made.publicKey, private_key: made.privateKey }).onConflict('singleton').ignore();
  // Two replicas may make one at once: the row that won is the key.
  return ((await db('connect.vapid_keys').first('public_key')) as { public_key: string }).public_key;
}

/** Web Push: configured VAPID keys send for real; without them the local default records. */
export function pushSetup(db: Database, environment: NodeJS.ProcessEnv = process.env): { sender: PushSender; publicKey(): Promise<string> } {
  const keys = vapidKeysFromEnvironment(environment);
  if (keys) return { sender: createWebPushSender(keys), publicKey: async () => keys.publicKey };
  return { sender: createRecordingPushSender(db), publicKey: () => localVapidPublicKey(db) };
}
