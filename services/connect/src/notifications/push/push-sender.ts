import webpush from 'web-push';
import type { Database } from '@koinonia/service-kit';
import type { PushSubscriptionRow } from './subscriptions-store';

/** What a push carries to the service worker, which shows it (shell/service-worker). */
export interface PushMessage {
  notificationId: string;
  title: string;
  message: string;
  actionUrl: string | null;
}

/** 'gone': the push service no longer knows the browser (it unsubscribed): forget the subscription. */
export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  send(subscription: PushSubscriptionRow, message: PushMessage): Promise<PushOutcome>;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs the application server, for the push service (a mailto: or https: URL). */
  subject: string;
}

/**
 * The local default: records each push in connect.push_deliveries instead of sending it, so a machine without the
 * internet (or a test) sees exactly what would have been pushed, once per browser and notification.
 */
export function createRecordingPushSender(db: Database): PushSender {
  return {
    async send(subscription, message) {
      await db('connect.push_deliveries')
        .insert({ subscription_id: subscription.id, notification_id: message.notificationId, payload: JSON.stringify(message) })
        .onConflict(['subscription_id', 'notification_id'])
        .ignore();
      return 'sent';
    },
  };
}

const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Web Push (RFC 8030, encrypted per RFC 8291, signed with VAPID per RFC 8292) through web-push's request details,
 * sent with fetch so a deadline holds. A 404 or 410 means the subscription has ended; anything else that is not
 * a success throws, and the job tries again later.
 */
export function createWebPushSender(keys: VapidKeys, send: typeof fetch = fetch): PushSender {
  return {
    async send(subscription, message) {
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message),
        { vapidDetails: keys, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
      );
      const response = await send(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`the push service answered ${response.status}`);
      return 'sent';
    },
  };
}

/** VAPID keys from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (with VAPID_SUBJECT), or null: then pushes are recorded. */
export function vapidKeysFromEnvironment(environment: NodeJS.ProcessEnv = process.env): VapidKeys | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = environment;
  if (!publicKey || !privateKey) return null;
  return { publicKey, privateKey, subject: environment.VAPID_SUBJECT ?? environment.PUBLIC_URL ?? 'mailto:support@koinonia.app' };
}
