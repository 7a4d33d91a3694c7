// The bench's own PostgreSQL database (koinonia_bench, dropped and made anew each run, next to whatever
// DATABASE_URL names, which is never touched) and the 100,000 prayers the list endpoint is measured on.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const { DEMO_CHURCH, demoAccount } = require('@koinonia/contracts');

export const BENCH_DATABASE = 'koinonia_bench';
export const SEEDED_PRAYERS = 100_000;

export function benchDatabaseUrl(databaseUrl) {
  const url = new URL(databaseUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

async function withClient(url, work) {
  const client = new Client({ connectionString: url, application_name: 'koinonia-bench' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function recreateBenchDatabase(databaseUrl) {
  await withClient(databaseUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  });
  return benchDatabaseUrl(databaseUrl);
}

/**
 * One bulk INSERT … SELECT generate_series after the worship service migrated its schema: the demo
 * church's wall, a minute apart, mostly public, some anonymous, some private to another member (those the
 * reader must not see, so the wall query filters as it does in use).
 */
export async function seedPrayers(benchUrl, count = SEEDED_PRAYERS) {
  const leader = demoAccount('leader');
  await withClient(benchUrl, async (client) => {
    await client.query(
      `INSERT INTO worship.prayers (church_id, author_id, author_name, title, body, visibility, prayer_count, created_at)
       SELECT $1::uuid, $2::uuid, $3, 'Prayer request ' || n,
              'Please pray with us for request number ' || n || '. We trust God with it and thank you for standing with us.',
              CASE WHEN n % 10 = 0 THEN 'anonymous' WHEN n % 17 = 0 THEN 'private' ELSE 'public' END,
              n % 40, now() - make_interval(mins => n)
       FROM generate_series(1, $4::int) AS n`,
      [DEMO_CHURCH.id, leader.id, `${leader.firstName} ${leader.lastName}`, count],
    );
    // A wall in steady state, as in use: vacuumed (hint bits set, visibility map built) and written out,
    // so neither autovacuum nor the checkpointer catches up with the bulk load during the measured runs.
    await client.query('VACUUM (FREEZE, ANALYZE) worship.prayers');
    await client.query('CHECKPOINT').catch(() => undefined); // needs pg_checkpoint; without it, it only costs noise
  });
}

/** Keyset cursors spread over the whole wall, so paged reads hit old rows as well as the newest. */
export async function wallCursors(benchUrl, howMany = 200) {
  const { encodeCursor } = require('@koinonia/contracts');
  return withClient(benchUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT created_at, id FROM (
         SELECT created_at, id, row_number() OVER (ORDER BY created_at DESC, id DESC) AS position
         FROM worship.prayers WHERE church_id = $1) ranked
       WHERE position % $2 = 0 ORDER BY position LIMIT $3`,
      [DEMO_CHURCH.id, Math.floor(SEEDED_PRAYERS / howMany), howMany],
    );
    return rows.map((row) => encodeCursor({ sortKey: row.created_at.toISOString(), id: row.id }));
  });
}

/** The server processes PostgreSQL runs for one client application's connections (their CPU is its load). */
export async function backendPids(benchUrl, applicationName) {
  return withClient(benchUrl, async (client) => {
    const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [applicationName]);
    return rows.map((row) => row.pid);
  });
}
