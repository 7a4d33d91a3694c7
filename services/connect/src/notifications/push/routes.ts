import { pushSubscriptionContract } from '@koinonia/contracts';
import { access, HttpError, route, type Database } from '@koinonia/service-kit';
import { countPushSubscriptions, removePushSubscription, savePushSubscription } from './subscriptions-store';

/** /notification-settings' push: the key to subscribe with, and the caller's browsers. */
export function pushSubscriptionRoutes(db: Database, publicKey: () => Promise<string>) {
  return [
    route(pushSubscriptionContract.publicKey, {
      access: access.signedIn,
      handle: async () => ({ publicKey: await publicKey() }),
    }),
    route(pushSubscriptionContract.subscribe, {
      access: access.signedIn,
      handle: async ({ caller, body }) => ({ id: await savePushSubscription(db, caller.userId, body) }),
    }),
    route(pushSubscriptionContract.mine, {
      access: access.signedIn,
      handle: async ({ caller }) => ({ count: await countPushSubscriptions(db, caller.userId) }),
    }),
    route(pushSubscriptionContract.unsubscribe, {
      access: access.signedIn,
      async handle({ caller, params }) {
        if (!(await removePushSubscription(db, params.subscriptionId, caller.userId))) {
          throw new HttpError(404, 'This push subscription was not found', { code: 'push_subscription_not_found' });
        }
      },
    }),
  ];
}
