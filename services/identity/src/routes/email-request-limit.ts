import type { Request } from 'express';
import { accountRecoveryMessages } from '@koinonia/contracts';
import { createWindowCounter, HttpError, type RedisClient } from '@koinonia/service-kit';

/** Emails of each kind one address may be sent in an hour: enough to retry, too few to flood a mailbox. */
export const EMAILS_PER_ADDRESS_PER_HOUR = 5;
/** Link requests one client may make in 15 minutes, over all addresses. */
export const REQUESTS_PER_CLIENT_PER_WINDOW = 30;

/**
 * The client's address as the gateway resolved it: the gateway sets X-Forwarded-For to the one caller
 * address it believes (through its trusted proxies, TRUST_PROXY), and only the gateway can reach this
 * service (its signed assertion is required). The last entry is read, should anything else be listed.
 */
function clientAddress(req: Request): string {
  const forwarded = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  return chain[chain.length - 1]?.trim() || req.socket.remoteAddress || 'unknown';
}

/**
 * Rate limits of the emailed-link requests (password reset, magic link, verification), in Redis so every
 * replica shares them. Counted whether or not the account exists, so a 429 reveals nothing either.
 */
export function createEmailRequestLimit(redis: RedisClient) {
  const byEmail = createWindowCounter(redis, 'auth-mail:email', { limit: EMAILS_PER_ADDRESS_PER_HOUR, windowSeconds: 60 * 60 });
  const byClient = createWindowCounter(redis, 'auth-mail:client', { limit: REQUESTS_PER_CLIENT_PER_WINDOW, windowSeconds: 15 * 60 });
  return async (req: Request, kind: string, email: string): Promise<void> => {
    const [client, recipient] = await Promise.all([byClient.hit(clientAddress(req)), byEmail.hit(`${kind}:${email}`)]);
    if (client.count > REQUESTS_PER_CLIENT_PER_WINDOW || recipient.count > EMAILS_PER_ADDRESS_PER_HOUR) {
      throw new HttpError(429, accountRecoveryMessages.tooManyRequests, { code: 'rate_limited' });
    }
  };
}
export type EmailRequestLimit = ReturnType<typeof createEmailRequestLimit>;
