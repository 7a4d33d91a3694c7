import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createDatabase, migrateSchema, type Database } from '../database';
import { createTestDatabaseUrl } from '../testing';
import {
  claimDueJobs,
  jobsMigration,
  scheduleJob,
  cancelJobs,
  startJobWorker,
  type Job,
  type JobHandler,
  type JobWorker,
} from './queue';

/**
 * The job queue on the real PostgreSQL when DATABASE_URL is set, on a PGlite kept on disk otherwise — so a
 * "restart" (a new handle on the same data) is a real one on both.
 */
const logger = pino({ level: 'silent' });
const SCHEMA = 'jobs_test';
let fresh: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
let dataDir: string | undefined;
let db: Database;
const workers: JobWorker[] = [];

const open = () => createDatabase(fresh.url ? { url: fresh.url, poolSize: 5 } : { dataDir });

beforeAll(async () => {
  fresh = await createTestDatabaseUrl();
  if (!fresh.url) dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'jobs-')), 'pg');
  db = open();
  await migrateSchema(db, SCHEMA, [jobsMigration('001-jobs', SCHEMA)]);
});
// A test's workers stop with it: one left running would take the next test's jobs.
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.close();
});
afterAll(async () => {
  await db.destroy();
  await fresh.drop();
  if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

/** A worker whose handler for 'note' records each job it ran as a row, in the job's transaction. */
function worker(on: Database = db, handler?: JobHandler, options: { leaseSeconds?: number } = {}): JobWorker {
  const started = startJobWorker({
    db: on,
    schema: SCHEMA,
    logger,
    pollMs: 50,
    leaseSeconds: options.leaseSeconds ?? 30,
    backoffSeconds: () => 0.1,
    handlers: { note: handler ?? ((job, trx) => record(job, trx)) },
  });
  workers.push(started);
  return started;
}

beforeAll(async () => {
  await db.schema.withSchema(SCHEMA).createTable('ran', (table) => {
    table.increments('id');
    table.string('key').notNullable();
  });
});

async function record(job: Job, trx: Database): Promise<void> {
  await trx(`${SCHEMA}.ran`).insert({ key: job.key });
}
const runs = async (key: string, on: Database = db) =>
  Number((await on(`${SCHEMA}.ran`).where({ key }).count({ n: '*' }))[0]!.n);
const soon = (ms = 0) => new Date(Date.now() + ms);

async function until(condition: () => Promise<boolean>, timeoutMs = 8_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

it('runs a due job once, and scheduling the same key twice makes one job', async () => {
  await scheduleJob(db, SCHEMA, { name: 'note', key: 'twice', runAt: soon(), payload: { n: 1 } });
  await scheduleJob(db, SCHEMA, { name: 'note', key: 'twice', runAt: soon(), payload: { n: 2 } });
  const running = worker();
  await until(async () => (await runs('twice')) === 1);
  await running.flush();
  await scheduleJob(db, SCHEMA, { name: 'note', key: 'twice', runAt: soon(), payload: { n: 3 } });
  await running.flush();
  expect(await runs('twice')).toBe(1);
  await running.close();
});

it('runs due jobs side by side, never more at once than its concurrency', async () => {
  let running = 0;
  let most = 0;
  const slow: JobHandler = async (job, trx) => {
    most = Math.max(most, ++running);
    await new Promise((resolve) => setTimeout(resolve, 50));
    running -= 1;
    await record(job, trx);
  };
  const keys = Array.from({ length: 9 }, (_, index) => `side-by-side-${index}`);
  for (const key of keys) await scheduleJob(db, SCHEMA, { name: 'note', key, runAt: soon(), payload: {} });
  worker(db, slow);
  await until(async () => (await Promise.all(keys.map((key) => runs(key)))).every((count) => count === 1));
  // PostgreSQL runs four transactions at once; PGlite, with its one connection, one after another.
  expect(most).toBeLessThanOrEqual(4);
  if (process.env.DATABASE_URL) expect(most).toBeGreaterThan(1);
});

it('keeps running the others while one job is slow', async () => {
  const handler: JobHandler = async (job, trx) => {
    if (job.key === 'lane-slow') await new Promise((resolve) => setTimeout(resolve, 800));
    await record(job, trx);
  };
  await scheduleJob(db, SCHEMA, { name: 'note', key: 'lane-slow', runAt: soon(-1_000), payload: {} });
  const keys = Array.from({ length: 12 }, (_, index) => `lane-fast-${index}`);
  for (const key of keys) await scheduleJob(db, SCHEMA, { name: 'note', key, runAt: soon(), payload: {} });
  worker(db, handler);
  await until(async () => (await Promise.all([...keys, 'lane-slow'].map((key) => runs(key)))).every((count) => count === 1));
  // The order the jobs recorded themselves in (`now()` in done_at is each transaction's start, so not that).
  const order = ((await db(`${SCHEMA}.ran`).whereIn('key', [...keys, 'lane-slow']).orderBy('id').select('key')) as Array<{ key: string }>).map((row) => row.key);
  if (process.env.DATABASE_URL) expect(order.at(-1)).toBe('lane-slow');
});

it('hands due jobs of a batch handler over together, and runs each once', async () => {
  const batches: number[] = [];
  const keys = Array.from({ length: 30 }, (_, index) => `batch-${index}`);
  for (const key of keys) await scheduleJob(db, SCHEMA, { name: 'many', key, runAt: soon(), payload: {} });
  const running = startJobWorker({
    db,
    schema: SCHEMA,
    logger,
    pollMs: 50,
    batchSize: 10,
    handlers: {
      many: {
        async batch(jobs, trx) {
          batches.push(jobs.length);
          for (const job of jobs) await record(job, trx);
        },
      },
    },
  });
  workers.push(running);
  await until(async () => (await Promise.all(keys.map((key) => runs(key)))).every((count) => count === 1));
  await running.flush();
  expect(Math.max(...batches)).toBeGreaterThan(1);
  expect(Math.max(...batches)).toBeLessThanOrEqual(10);
  expect(batches.reduce((sum, size) => sum + size, 0)).toBe(keys.length);
});

it('runs a failed batch again job by job, so only the bad job fails', async () => {
  const keys = ['sorted-1', 'sorted-2', 'sorted-bad', 'sorted-3'];
  for (const key of keys) await scheduleJob(db, SCHEMA, { name: 'picky', key, runAt: soon(), payload: {} });
  const running = startJobWorker({
    db,
    schema: SCHEMA,
    logger,
    pollMs: 50,
    maxAttempts: 1,
    handlers: {
      picky: {
        async batch(jobs, trx) {
          for (const job of jobs) {
            if (job.key === 'sorted-bad') throw new Error('cannot do this one');
            await record(job, trx);
          }
        },
      },
    },
  });
  workers.push(running);
  await until(async () => Boolean(await db(`${SCHEMA}.jobs`).where({ key: 'sorted-bad' }).whereNotNull('failed_at').first()));
  await running.flush();
  for (const key of ['sorted-1', 'sorted-2', 'sorted-3']) expect(await runs(key)).toBe(1);
  expect(await runs('sorted-bad')).toBe(0);
});

it('waits for a job’s time, and a cancelled job never runs', async () => {
  const running = worker();
  await scheduleJob(db, SCHEMA, { name: 'note', key: 'later', runAt: soon(60_000), payload: {} });
  await scheduleJob(db, SCHEMA, { name: 'note', key: 'cancelled:1', runAt: soon(300), payload: {} });
  expect(await cancelJobs(db, SCHEMA, 'cancelled:')).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 600));
  await running.flush();
  expect(await runs('later')).toBe(0);
  expect(await runs('cancelled:1')).toBe(0);
  await running.close();
});

it('runs after a restart a job scheduled before it', async () => {
  await scheduleJob(db, SCHEMA, { name: 'note', key: 'across-restart', runAt: soon(200), payload: {} });
  await db.destroy();
  db = open();
  await migrateSchema(db, SCHEMA, [jobsMigration('001-jobs', SCHEMA)]);
  const running = worker();
  await until(async () => (await runs('across-restart')) === 1);
  await running.close();
});

it('takes back a job claimed by a worker that died once its lease ran out, and runs it once', async () => {
  await scheduleJob(db, SCHEMA, { name: 'note', key: 'orphaned', runAt: soon(), payload: {} });
  // A worker claims it and dies before doing anything.
  const claimed = await claimDueJobs(db, SCHEMA, 1);
  expect(claimed.map((row) => row.key)).toContain('orphaned');
  const running = worker();
  await running.flush();
  expect(await runs('orphaned')).toBe(0);
  await until(async () => (await runs('orphaned')) === 1);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await runs('orphaned')).toBe(1);
  await running.close();
});

it('retries a failing job with backoff, and its effect counts once', async () => {
  let failures = 2;
  const running = worker(db, async (job, trx) => {
    await record(job, trx);
    if (failures-- > 0) throw new Error('not now'); // rolls back what it wrote
  });
  await scheduleJob(db, SCHEMA, { name: 'note', key: 'flaky', runAt: soon(), payload: {} });
  running.nudge();
  await until(async () => (await runs('flaky')) === 1);
  const row = await db(`${SCHEMA}.jobs`).where({ key: 'flaky' }).first();
  expect(row.attempts).toBe(3);
  expect(row.done_at).not.toBeNull();
  await running.close();
});

it('never runs a job twice with two workers at once', async () => {
  const [first, second] = [worker(), worker()];
  for (let n = 0; n < 30; n += 1)
    await scheduleJob(db, SCHEMA, { name: 'note', key: `many-${n}`, runAt: soon(), payload: {} });
  first.nudge();
  second.nudge();
  await until(
    async () => Number((await db(`${SCHEMA}.ran`).where('key', 'like', 'many-%').count({ n: '*' }))[0]!.n) >= 30,
  );
  await Promise.all([first.flush(), second.flush()]);
  const keys = (await db(`${SCHEMA}.ran`).where('key', 'like', 'many-%').select('key')).map((row) => row.key);
  expect(keys).toHaveLength(30);
  expect(new Set(keys).size).toBe(30);
});
