import { HttpError } from './errors';

export interface WorkQueueOptions {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs allowed to wait; one more is refused at once. */
  maxWaiting: number;
  /** The refusal a full queue answers with (a 429 the caller can read). */
  busy: () => HttpError;
}

/**
 * Bounds expensive work (password hashing) so a flood cannot take the service's CPU from everyone else:
 * `concurrency` jobs run, `maxWaiting` wait in order, and anything beyond is refused immediately instead of
 * waiting behind hundreds of others.
 */
export function createWorkQueue(options: WorkQueueOptions) {
  let running = 0;
  const waiting: Array<() => void> = [];

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= options.concurrency) {
        if (waiting.length >= options.maxWaiting) throw options.busy();
        // The finishing job hands its place over directly, so `running` never dips and a newcomer cannot jump in.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await job();
      } finally {
        if (waiting.length > 0) waiting.shift()!();
        else running -= 1;
      }
    },
    /** Jobs running and waiting, for tests and logs. */
    get size() {
      return { running, waiting: waiting.length };
    },
  };
}
export type WorkQueue = ReturnType<typeof createWorkQueue>;
