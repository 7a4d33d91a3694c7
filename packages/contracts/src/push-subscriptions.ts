import { z } from 'zod';
import { withSchemas } from './endpoint';
import { pushSubscriptionEndpoints } from './push-subscriptions-endpoints';

const base64url = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .min(16, `${label} is too short`)
    .max(max, `${label} may be at most ${max} characters`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${label} must be base64url`);

/** What PushSubscription.toJSON() gives: the push service's URL for this browser and its encryption keys. */
export const pushSubscriptionRequestSchema = z.strictObject({
  endpoint: z
    .url({ protocol: /^https$/, error: 'The push endpoint must be an https address' })
    .max(2048, 'The push endpoint may be at most 2048 characters'),
  keys: z.strictObject({ p256dh: base64url('The p256dh key', 200), auth: base64url('The auth secret', 100) }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

export const pushSubscriptionParamsSchema = z.strictObject({ subscriptionId: z.uuid('The subscription id is not valid') });

const pushSubscriptionSchemas = {
  publicKey: { response: z.object({ publicKey: z.string() }) },
  subscribe: { body: pushSubscriptionRequestSchema, response: z.object({ id: z.string() }) },
  mine: { response: z.object({ count: z.number().int() }) },
  unsubscribe: { params: pushSubscriptionParamsSchema },
};
export type PushSubscriptionSchemas = typeof pushSubscriptionSchemas;

export const pushSubscriptionContract = withSchemas(pushSubscriptionEndpoints, pushSubscriptionSchemas);
