import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { createWorkQueue, HttpError } from '@koinonia/service-kit';

// Algorithm is a const enum that isolated modules cannot read; 2 is its Argon2id member.
const ARGON2ID_ALGORITHM = 2 as Algorithm;

/** OWASP's argon2id minimum: 19 MiB memory, 2 iterations, 1 lane. */
const ARGON2ID = { algorithm: ARGON2ID_ALGORITHM, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Sign-in and sign-up are busy: what a caller over the hashing queue's bound is told at once. */
export const PASSWORD_WORK_BUSY_MESSAGE = 'Too many people are signing in right now. Please try again in a few seconds.';

/**
 * Every argon2 computation waits its turn here: one core is left to the rest of the service (a flood of
 * 300 sign-ups had slowed every /api/auth/user call to 1.9 s), and a caller who would wait behind more
 * than a second or so of hashing is answered 429 straight away.
 */
const hashingQueue = createWorkQueue({
  concurrency: Math.max(1, availableParallelism() - 1),
  maxWaiting: 16,
  busy: () => new HttpError(429, PASSWORD_WORK_BUSY_MESSAGE, { code: 'busy', retryAfterSeconds: 2 }),
});

export function hashPassword(password: string): Promise<string> {
  return hashingQueue.run(() => hash(password, ARGON2ID));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashingQueue.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/**
 * Checked when the email is unknown so that a wrong email costs as long as a wrong password and the
 * response time does not reveal which accounts exist.
 */
let decoyHash: Promise<string> | undefined;
export async function spendVerificationTime(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-for-timing');
  await verifyPassword(await decoyHash, password);
}
