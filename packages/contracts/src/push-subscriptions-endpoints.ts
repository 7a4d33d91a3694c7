// No zod here: the shell's settings page imports this module; the schemas are in push-subscriptions.ts.
import { defineEndpoints } from './endpoint';
import type { PushSubscriptionSchemas } from './push-subscriptions';

/**
 * Web Push (SPEC §2 /notification-settings "push"): the key a browser subscribes with, and each browser's
 * subscription, which is its member's own.
 */
export const pushSubscriptionEndpoints = defineEndpoints<PushSubscriptionSchemas>()({
  /** The application server's public VAPID key (base64url), for PushManager.subscribe. */
  publicKey: ['GET', '/api/notifications/push/public-key'],
  /** Keeps this browser's subscription for the caller (the same endpoint again replaces its keys). */
  subscribe: ['POST', '/api/notifications/push/subscriptions', 201],
  /** How many browsers push the caller's notifications. */
  mine: ['GET', '/api/notifications/push/subscriptions'],
  unsubscribe: ['DELETE', '/api/notifications/push/subscriptions/:subscriptionId', 204],
});
