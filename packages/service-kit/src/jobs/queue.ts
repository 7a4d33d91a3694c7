import type { Database, Migration } from '../database';
import type { Logger } from '../logger';
import { startBackgroundLoop, type BackgroundLoop } from '../background-loop';

/**
 * DESIGN "Services": a durable job queue in the service's own schema, so the embedded mode (PGlite) keeps it
 * with no other server. A job is one row keyed by what it does ("reminder:<rsvp>:<occurrence>:<offset>"):
 * scheduling the same key twice makes one job, a job survives restarts (it is a row), a worker claims due
 * jobs with FOR UPDATE SKIP LOCKED and a lease (a killed worker's claim expires and another takes the job
 * back), a failure is retried with backoff, and a job's database effect commits in the same transaction that
 * marks it done — so none is done twice. Effects outside the database (a live publish) run after the commit.
 */
export const jobsTable = (schema: string) => `${schema}.jobs`;

/**
 * cancelJobs finds a thing's jobs by the start of their key (LIKE 'prefix%'), which the primary key's index cannot
 * serve under a language collation: without this index each cancel read every waiting job (40 ms at 5,000 waiting,
 * under an event's lock, for each RSVP).
 */
async function createKeyPrefixIndex(db: Database, schema: string): Promise<void> {
  await db.raw('CREATE INDEX IF NOT EXISTS jobs_key_prefix ON ?? (key varchar_pattern_ops)', [jobsTable(schema)]);
}

/** The index of key prefixes, for a job table made before jobsMigration made it too. */
export function jobKeyPrefixMigration(name: string, schema: string): Migration {
  return {
    name,
    up: (db) => createKeyPrefixIndex(db, schema),
    async down(db) {
      await db.raw('DROP INDEX IF EXISTS ??', [`${schema}.jobs_key_prefix`]);
    },
  };
}

/** The migration that creates a service's job table (listed with the service's own migrations). */
export function jobsMigration(name: string, schema: string): Migration {
  return {
    name,
    async up(db) {
      await db.schema.withSchema(schema).createTable('jobs', (table) => {
        /** Deterministic: what the job does and to what, so scheduling twice makes one job. */
        table.string('key', 200).primary();
        table.string('name', 80).notNullable();
        table.jsonb('payload').notNullable();
        table.timestamp('run_at', { useTz: true }).notNullable();
        table.integer('attempts').notNullable().defaultTo(0);
        /** A worker took it until then; another may take it once that has passed (the first one died). */
        table.timestamp('claimed_until', { useTz: true });
        table.timestamp('done_at', { useTz: true });
        /** Given up after the last attempt (kept to read in an incident). */
        table.timestamp('failed_at', { useTz: true });
        table.text('last_error');
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
        table.index(['done_at', 'run_at'], 'jobs_due');
      });
      await createKeyPrefixIndex(db, schema);
    },
    async down(db) {
      await db.schema.withSchema(schema).dropTable('jobs');
    },
  };
}

export interface JobRequest {
  /** Which handler runs it. */
  name: string;
  /** Unique per job: scheduling a key again moves the waiting job (a done job stays done). */
  key: string;
  runAt: Date;
  payload: Record<string, unknown>;
}

export interface Job extends JobRequest {
  /** 1 on the first try. */
  attempt: number;
}

/** What to run once a job's transaction committed (a live publish), if anything. */
export type AfterCommit = void | (() => void | Promise<void>);

/**
 * What a job does. `trx` is the transaction that marks the job done: write through it, and the effect and
 * "done" commit together. The answer, if any, runs once the transaction committed (a live publish).
 */
export type JobHandler = (job: Job, trx: Database) => Promise<AfterCommit>;

/**
 * Runs many due jobs of one name in one transaction that marks them all done (ten thousand reminders due at once
 * cost a few statements a batch, not a dozen each). A batch that fails is run again one job at a time, so a job
 * that fails only fails itself.
 */
export interface BatchJobHandler {
  batch: (jobs: readonly Job[], trx: Database) => Promise<AfterCommit>;
}

export type JobHandlers = Record<string, JobHandler | BatchJobHandler>;

/**
 * Schedules a job (pass the transaction of the change that calls for it). A waiting job with the same key
 * gets the new time and payload; a done one is left alone.
 */
export async function scheduleJob(db: Database, schema: string, job: JobRequest): Promise<void> {
  const table = jobsTable(schema);
  await db(table)
    .insert({ key: job.key, name: job.name, payload: JSON.stringify(job.payload), run_at: job.runAt })
    .onConflict('key')
    .merge({ name: job.name, payload: JSON.stringify(job.payload), run_at: job.runAt, attempts: 0, failed_at: null })
    .where(`${table}.done_at`, null);
}

/** Removes the waiting jobs whose key starts with `keyPrefix` (done ones stay, as a record). */
export async function cancelJobs(db: Database, schema: string, keyPrefix: string): Promise<number> {
  return db(jobsTable(schema))
    .whereNull('done_at')
    .andWhere('key', 'like', `${keyPrefix.replace(/[\\%_]/g, '\\$&')}%`)
    .delete();
}

interface JobRow {
  key: string;
  name: string;
  payload: Record<string, unknown> | string;
  run_at: Date;
  attempts: number;
}

/** nudge: a change just scheduled a job; flush: runs everything due, then answers. */
export type JobWorker = BackgroundLoop;

export interface JobWorkerOptions {
  db: Database;
  schema: string;
  handlers: JobHandlers;
  logger: Logger;
  pollMs?: number;
  /** How long a claim lasts: a worker that dies holding jobs lets them go after this. */
  leaseSeconds?: number;
  /** Jobs (or batches) run at once, each in its own transaction: at most this many of the pool's connections. */
  concurrency?: number;
  /** Most jobs a batch handler takes at once. */
  batchSize?: number;
  /** Tries before a job is given up. */
  maxAttempts?: number;
  /** Wait before try n+1 (exponential with a ceiling by default). */
  backoffSeconds?: (attempt: number) => number;
}

const POLL_MS = 1_000;
// A claim covers only the jobs being run (no queue of claimed jobs waits behind them), so it needs to outlast one
// job, not a batch: a killed worker's jobs are taken again within this.
const LEASE_SECONDS = 30;
const MAX_ATTEMPTS = 8;
// Four at once: reminders due together go out in parallel while the service's pool (10) keeps room for requests.
const CONCURRENCY = 4;
// Enough to make a batch's few statements cheap per job, few enough that a batch takes well under its lease.
const BATCH_SIZE = 50;
const KEEP_DONE_DAYS = 30;
export const defaultBackoffSeconds = (attempt: number) => Math.min(2 ** attempt * 5, 3_600);

/** Claims up to `limit` due jobs, oldest first, for `leaseSeconds` (exported for tests that play a worker that dies). */
export async function claimDueJobs(
  db: Database,
  schema: string,
  leaseSeconds: number,
  limit = CONCURRENCY,
  name?: string,
): Promise<JobRow[]> {
  const table = jobsTable(schema);
  const { rows } = (await db.raw(
    `UPDATE ?? SET claimed_until = now() + make_interval(secs => ?), attempts = attempts + 1
      WHERE key IN (SELECT key FROM ??
                     WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()
                       AND (claimed_until IS NULL OR claimed_until < now())
                       AND (?::text IS NULL OR name = ?)
                     ORDER BY run_at LIMIT ? FOR UPDATE SKIP LOCKED)
      RETURNING key, name, payload, run_at, attempts`,
    [table, leaseSeconds, table, name ?? null, name ?? null, limit],
  )) as { rows: JobRow[] };
  return rows.sort((a, b) => new Date(a.run_at).getTime() - new Date(b.run_at).getTime());
}

const toJob = (row: JobRow): Job => ({
  key: row.key,
  name: row.name,
  runAt: new Date(row.run_at),
  attempt: row.attempts,
  payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload,
});

const isBatchHandler = (handler: JobHandler | BatchJobHandler | undefined): handler is BatchJobHandler =>
  typeof handler === 'object' && handler !== null;

/** Runs a service's due jobs: polls, and runs at once when nudged. */
export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, schema, handlers, logger } = options;
  const table = jobsTable(schema);
  const leaseSeconds = options.leaseSeconds ?? LEASE_SECONDS;
  const concurrency = options.concurrency ?? CONCURRENCY;
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const backoff = options.backoffSeconds ?? defaultBackoffSeconds;
  const batchSize = options.batchSize ?? BATCH_SIZE;

  /** Runs the jobs' handler and marks them done in one transaction; throws LostClaim if one is no longer ours. */
  async function runTogether(rows: readonly JobRow[]): Promise<void> {
    const handler = handlers[rows[0]!.name];
    const after = await db.transaction(async (trx) => {
      if (!handler) throw new Error(`No handler for job ${rows[0]!.name}`);
      const then = isBatchHandler(handler) ? await handler.batch(rows.map(toJob), trx) : await handler(toJob(rows[0]!), trx);
      // Still ours? A lease that ran out may have let another worker take a job: leave the lot to be run again.
      const marked = await trx(table)
        .whereIn(
          ['key', 'attempts'],
          rows.map((row) => [row.key, row.attempts]),
        )
        .whereNull('done_at')
        .update({ done_at: trx.fn.now(), claimed_until: null, last_error: null });
      if (marked !== rows.length) throw new LostClaim();
      return then;
    });
    if (after)
      await Promise.resolve(after()).catch((error: unknown) =>
        logger.warn({ err: error, keys: rows.map((row) => row.key) }, 'a job’s follow-up failed'),
      );
  }

  async function runOne(row: JobRow): Promise<void> {
    try {
      await runTogether([row]);
    } catch (error) {
      if (error instanceof LostClaim) return;
      const giveUp = row.attempts >= maxAttempts;
      logger.warn({ err: error, key: row.key, attempt: row.attempts, giveUp }, 'a job failed');
      await db(table)
        .where({ key: row.key, attempts: row.attempts })
        .whereNull('done_at')
        .update({
          claimed_until: null,
          last_error: String(error instanceof Error ? error.message : error).slice(0, 1000),
          ...(giveUp
            ? { failed_at: db.fn.now() }
            : { run_at: db.raw('now() + make_interval(secs => ?)', [backoff(row.attempts)]) }),
        });
    }
  }

  /** A batch at once; if it fails, each of its jobs alone (what was still ours), so only a bad job fails. */
  async function runBatch(rows: readonly JobRow[]): Promise<void> {
    if (rows.length === 1) return runOne(rows[0]!);
    try {
      await runTogether(rows);
    } catch {
      for (const row of rows) await runOne(row);
    }
  }

  // Each lane takes the next due job as soon as its last one is done, so a slow job holds up only its own lane
  // (claiming a batch and waiting for all of it left the other connections idle behind the slowest job).
  async function lane(closed: () => boolean): Promise<void> {
    while (!closed()) {
      const [row] = await claimDueJobs(db, schema, leaseSeconds, 1);
      if (!row) return;
      if (isBatchHandler(handlers[row.name]) && batchSize > 1) {
        const more = await claimDueJobs(db, schema, leaseSeconds, batchSize - 1, row.name);
        await runBatch([row, ...more]);
      } else await runOne(row);
    }
  }

  async function runDue(closed: () => boolean): Promise<void> {
    // Settled, not all: a lane that failed to claim must not let the loop start new lanes beside running ones.
    const lanes = await Promise.allSettled(Array.from({ length: concurrency }, () => lane(closed)));
    const failed = lanes.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  return startBackgroundLoop({
    work: runDue,
    onError: (error) => logger.warn({ err: error, schema }, 'could not run jobs: they wait for the next try'),
    pollMs: options.pollMs ?? POLL_MS,
    tidy: () => db(table).where('done_at', '<', db.raw('now() - make_interval(days => ?)', [KEEP_DONE_DAYS])).delete(),
  });
}

class LostClaim extends Error {
  constructor() {
    super('The job’s claim ran out and another worker took it');
  }
}
