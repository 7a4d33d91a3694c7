import type { JobHandler } from '@koinonia/service-kit';
import type { PushSender } from './push-sender';
import { findPushSubscription, removePushSubscription } from './subscriptions-store';

export const PUSH_JOB = 'push-notification';

export interface PushJobPayload {
  subscriptionId: string;
  notificationId: string;
  title: string;
  message: string;
  actionUrl: string | null;
}

/**
 * Pushes one notification to one browser (a job per browser, key push:<notification>:<subscription>, so a
 * browser that fails is tried again without pushing the others twice). A subscription removed since, or one the
 * push service says has ended, is let go.
 */
export function pushJob(sender: PushSender): JobHandler {
  return async (job, trx) => {
    const payload = job.payload as unknown as PushJobPayload;
    const subscription = await findPushSubscription(trx, payload.subscriptionId);
    if (!subscription) return;
    const outcome = await sender.send(subscription, {
      notificationId: payload.notificationId,
      title: payload.title,
      message: payload.message,
      actionUrl: payload.actionUrl,
    });
    if (outcome === 'gone') await removePushSubscription(trx, subscription.id);
  };
}
