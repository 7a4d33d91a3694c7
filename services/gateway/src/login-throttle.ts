import { createWindowCounter, HttpError, type RedisClient } from '@koinonia/service-kit';

/** Failed sign-ins allowed per account and per client address before a pause. */
export const LOGIN_FAILURE_LIMIT = 10;
const WINDOW_SECONDS = 15 * 60;

/**
 * Login throttling in Redis, shared by every gateway replica: after LOGIN_FAILURE_LIMIT failures for an
 * account or from an address, further attempts get a 429 until the window passes.
 */
export function createLoginThrottle(redis: RedisClient) {
  const window = { limit: LOGIN_FAILURE_LIMIT, windowSeconds: WINDOW_SECONDS };
  const byAccount = createWindowCounter(redis, 'login-failures:account', window);
  const byAddress = createWindowCounter(redis, 'login-failures:ip', window);

  const refuse = (resetInSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(resetInSeconds / 60));
    return new HttpError(
      429,
      `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      { code: 'login_throttled' },
    );
  };

  return {
    async assertAllowed(email: string, address: string): Promise<void> {
      const [account, ip] = await Promise.all([byAccount.peek(email), byAddress.peek(address)]);
      if (byAccount.isOver(account)) throw refuse(account.resetInSeconds);
      if (byAddress.isOver(ip)) throw refuse(ip.resetInSeconds);
    },
    async recordFailure(email: string, address: string): Promise<void> {
      await Promise.all([byAccount.hit(email), byAddress.hit(address)]);
    },
    async recordSuccess(email: string): Promise<void> {
      await byAccount.reset(email);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
