/** Work a service does beside its requests, again and again: relaying its outbox, running its due jobs. */
export interface BackgroundLoop {
  /** Works now rather than at the next poll (something was just written for it). */
  nudge(): void;
  /** Works until nothing is left, then answers (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface BackgroundLoopOptions {
  /** One round: does what there is, answering when nothing is left; `closed` says to stop early. */
  work(closed: () => boolean): Promise<void>;
  /** A round that failed (what it left waits for the next round). */
  onError(error: unknown): void;
  pollMs: number;
  /** Cleaning up after itself once an hour (what is long done). */
  tidy(): Promise<unknown>;
}

const TIDY_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs `work` at once, every `pollMs`, and whenever nudged — one round at a time: a nudge during a round runs
 * another after it, so what was written meanwhile is not left for the next poll.
 */
export function startBackgroundLoop(options: BackgroundLoopOptions): BackgroundLoop {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const isClosed = () => closed;

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await options.work(isClosed);
        } catch (error) {
          if (!closed) options.onError(error);
        }
      } while (again && !closed);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const poll = setInterval(() => void run(), options.pollMs);
  poll.unref();
  const tidy = setInterval(() => void options.tidy().catch(options.onError), TIDY_EVERY_MS);
  tidy.unref();
  void run();

  return {
    nudge: () => void run(),
    async flush() {
      await run();
      // A round already under way when flush was called may have missed what was just written.
      if (running) await running;
      await run();
    },
    async close() {
      closed = true;
      clearInterval(poll);
      clearInterval(tidy);
      await running;
    },
  };
}
