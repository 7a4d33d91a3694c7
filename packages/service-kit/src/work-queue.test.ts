import { HttpError } from './errors';
import { createWorkQueue } from './work-queue';

const busy = () => new HttpError(429, 'Busy', { code: 'busy' });

/** A job that finishes when the test says so. */
function heldJob() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { job: () => done, finish };
}

describe('work queue', () => {
  it('runs at most `concurrency` jobs at once and the waiting ones in order', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 10, busy });
    const started: number[] = [];
    const holds = Array.from({ length: 5 }, () => heldJob());
    const runs = holds.map((hold, index) => queue.run(async () => (started.push(index), hold.job())));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.size).toEqual({ running: 2, waiting: 3 });
    holds[1]!.finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (const hold of holds) hold.finish();
    await Promise.all(runs);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once what does not fit, and takes work again when there is room', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 2, busy });
    const hold = heldJob();
    const accepted = [queue.run(hold.job), queue.run(hold.job), queue.run(hold.job)];
    await expect(queue.run(hold.job)).rejects.toMatchObject({ status: 429, details: { code: 'busy' } });
    hold.finish();
    await Promise.all(accepted);
    await expect(queue.run(async () => 'ran')).resolves.toBe('ran');
  });

  it('frees the place of a job that fails', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0, busy });
    await expect(queue.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(queue.run(async () => 'ran')).resolves.toBe('ran');
  });
});
