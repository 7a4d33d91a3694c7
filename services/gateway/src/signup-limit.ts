import { createWindowCounter, HttpError, type RedisClient } from '@koinonia/service-kit';

/** Sign-ups one address may make in an hour: a family or a church's Wi-Fi signing up together fits. */
export const SIGNUPS_PER_ADDRESS_PER_HOUR = 20;
/** Sign-up attempts for one email in an hour. */
export const SIGNUPS_PER_EMAIL_PER_HOUR = 5;

const WINDOW_SECONDS = 60 * 60;

/**
 * Sign-up limits in Redis, shared by every replica, counted before any work is done (an atomic INCR), so
 * a flood of sign-ups is refused at the gateway before it reaches the identity service's password hashing.
 */
export function createSignupLimit(redis: RedisClient) {
  const byAddress = createWindowCounter(redis, 'signup:address', { limit: SIGNUPS_PER_ADDRESS_PER_HOUR, windowSeconds: WINDOW_SECONDS });
  const byEmail = createWindowCounter(redis, 'signup:email', { limit: SIGNUPS_PER_EMAIL_PER_HOUR, windowSeconds: WINDOW_SECONDS });

  return {
    async assertAllowed({ email, address }: { email: string; address: string }): Promise<void> {
      const [fromAddress, forEmail] = await Promise.all([byAddress.hit(address), byEmail.hit(email)]);
      const waitSeconds = Math.max(
        byAddress.isOver(fromAddress) ? fromAddress.resetInSeconds : 0,
        byEmail.isOver(forEmail) ? forEmail.resetInSeconds : 0,
      );
      if (waitSeconds === 0) return;
      const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
      throw new HttpError(429, `Too many sign-ups from here. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, {
        code: 'signup_throttled',
        retryAfterSeconds: waitSeconds,
      });
    },
  };
}
export type SignupLimit = ReturnType<typeof createSignupLimit>;
