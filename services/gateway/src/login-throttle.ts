import { createWindowCounter, HttpError, type RedisClient } from '@koinonia/service-kit';

/** Attempts one client may make on one account in 15 minutes (a client: an address, or a known browser). */
export const LOGIN_ATTEMPTS_PER_CLIENT = 10;
/** Failed attempts allowed from one address over every account in 15 minutes; a church's Wi-Fi is one address. */
export const LOGIN_FAILURES_PER_ADDRESS = 100;
/** Failed attempts on one account from browsers it never signed in from, in an hour, before each must wait. */
export const LOGIN_FREE_FAILURES_PER_ACCOUNT = 10;
/** The longest wait between two attempts on a slowed account. */
export const LOGIN_MAX_ACCOUNT_DELAY_SECONDS = 60;

const CLIENT_WINDOW_SECONDS = 15 * 60;
const ACCOUNT_WINDOW_SECONDS = 60 * 60;

export interface LoginAttempt {
  /** As the login schema gives it: trimmed, lower case. */
  email: string;
  address: string;
  /** A browser this account signed in from before (known-browsers.ts), or null. */
  knownBrowser: string | null;
}

/** What became of a checked attempt: only failures keep counting. */
export interface LoginAttemptOutcome {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
  /** The password was never judged (the identity service was away): the attempt does not count. */
  abandoned(): Promise<void>;
}

function refusal(waitSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return new HttpError(
    429,
    `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or sign in with an email link.`,
    { code: 'login_throttled', retryAfterSeconds: Math.max(1, Math.ceil(waitSeconds)) },
  );
}

/**
 * Sign-in throttling in Redis, shared by every gateway replica. Every attempt is counted before its
 * password is checked (an atomic INCR), so parallel guesses cannot slip past a limit.
 * - Per account and client: 10 attempts in 15 minutes, then 429. The client is the browser when the
 *   account signed in from it before, else the address — so guesses from elsewhere never lock its owner out.
 * - Per address: 100 failures over all accounts in 15 minutes (password spraying).
 * - Per account, from unknown browsers: after 10 failures in an hour every further attempt takes a slot
 *   that opens after 1, 2, 4 … up to 60 seconds — the account slows down but never locks, and its owner can
 *   still sign in from a known browser or by an email link (the gateway's auto-login is not throttled here).
 */
export function createLoginThrottle(redis: RedisClient) {
  const byClient = createWindowCounter(redis, 'login:client-attempts', { limit: LOGIN_ATTEMPTS_PER_CLIENT, windowSeconds: CLIENT_WINDOW_SECONDS });
  const byAddress = createWindowCounter(redis, 'login:address-failures', { limit: LOGIN_FAILURES_PER_ADDRESS, windowSeconds: CLIENT_WINDOW_SECONDS });
  const byAccount = createWindowCounter(redis, 'login:account-failures', { limit: LOGIN_FREE_FAILURES_PER_ACCOUNT, windowSeconds: ACCOUNT_WINDOW_SECONDS });

  /** Takes the account's next slot, or answers how many seconds until it opens. */
  async function takeAccountSlot(email: string, failuresBefore: number): Promise<number> {
    const over = failuresBefore - LOGIN_FREE_FAILURES_PER_ACCOUNT;
    const delaySeconds = Math.min(2 ** over, LOGIN_MAX_ACCOUNT_DELAY_SECONDS);
    const key = `login:account-slot:${email}`;
    if ((await redis.set(key, '1', 'EX', delaySeconds, 'NX')) === 'OK') return 0;
    return Math.max(1, await redis.ttl(key));
  }

  return {
    /** Counts the attempt, or refuses it with a 429 that says how long to wait. */
    async begin({ email, address, knownBrowser }: LoginAttempt): Promise<LoginAttemptOutcome> {
      const clientKey = `${email}:${knownBrowser ? `browser:${knownBrowser}` : `address:${address}`}`;
      const client = await byClient.hit(clientKey);
      if (byClient.isOver(client)) throw refusal(client.resetInSeconds);

      const fromAddress = await byAddress.hit(address);
      if (byAddress.isOver(fromAddress)) {
        await byClient.release(clientKey);
        throw refusal(fromAddress.resetInSeconds);
      }

      const countsOnAccount = knownBrowser === null;
      if (countsOnAccount) {
        const account = await byAccount.hit(email);
        const wait = byAccount.isOver(account) ? await takeAccountSlot(email, account.count - 1) : 0;
        if (wait > 0) {
          await Promise.all([byClient.release(clientKey), byAddress.release(address), byAccount.release(email)]);
          throw refusal(wait);
        }
      }

      const undo = async () => {
        await Promise.all([byAddress.release(address), countsOnAccount ? byAccount.release(email) : undefined]);
      };
      return {
        async succeeded() {
          await Promise.all([byClient.reset(clientKey), undo()]);
        },
        async failed() {},
        async abandoned() {
          await Promise.all([byClient.release(clientKey), undo()]);
        },
      };
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
