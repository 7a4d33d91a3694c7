import type { Database } from '@koinonia/service-kit';

const SERVICE_SCHEMAS = ['identity', 'worship', 'connect', 'serve', 'admin', 'marketing'];

/**
 * Reference text loaded by a migration and written by no route (services/worship/src/bible/load-text.ts):
 * 62,000 verses whose hash would cost more than every other table's together, on each of the thousands
 * of comparisons the security suites make.
 */
const REFERENCE_TABLES = new Set(['worship.bible_translations', 'worship.bible_verses']);

/**
 * Written only by the services' background work — the outbox relays, the job workers and the event consumers (who
 * people are, Engagement Board points, where a notification was delivered) — in answer to what earlier calls did, at
 * a time of their own: no request writes them, so they say nothing of a refused one and would only make the
 * comparison race the background.
 */
const BACKGROUND_TABLES = new Set([
  'identity.outbox_events',
  'worship.outbox_events',
  'connect.outbox_events',
  'connect.jobs',
  'connect.people',
  'connect.engagement_points',
  'connect.notification_deliveries',
  'connect.push_deliveries',
  'identity.notification_emails',
]);

/** Every service table of a database, read once per handle: the suites compare thousands of times, migrations are done. */
const tablesOf = new WeakMap<Database, Promise<string[]>>();

function allServiceTables(db: Database): Promise<string[]> {
  let tables = tablesOf.get(db);
  if (!tables) {
    tables = db
      .select('table_schema', 'table_name')
      .from('information_schema.tables')
      .whereIn('table_schema', SERVICE_SCHEMAS)
      .andWhere('table_type', 'BASE TABLE')
      .andWhereNot('table_name', 'like', 'knex_%')
      .then((rows: Array<{ table_schema: string; table_name: string }>) => rows.map((row) => `${row.table_schema}.${row.table_name}`));
    tablesOf.set(db, tables);
  }
  return tables;
}

/** The tables a request may write. */
async function compared(db: Database): Promise<string[]> {
  return (await allServiceTables(db)).filter((name) => !REFERENCE_TABLES.has(name) && !BACKGROUND_TABLES.has(name));
}

/**
 * One line per service table with its row count and a hash of its contents, so a comparison before and
 * after some requests catches any insert, update or delete: the sum of the rows' 64-bit hashes, which needs
 * no sort (an ordered string_agg did, and was most of the fuzz suite's time), and every table in one
 * statement (a UNION ALL), one round trip per comparison.
 */
export async function tableFingerprints(db: Database): Promise<string> {
  await backgroundSettled(db);
  const perTable = (await compared(db)).map((name) =>
    db
      .select(db.raw('? as name', [name]), db.raw('count(*)::int as rows'), db.raw('coalesce(sum(hashtextextended(t::text, 0)), 0)::text as hash'))
      .from(`${name} as t`),
  );
  const [first, ...rest] = perTable;
  if (!first) return '';
  const rows = (await (rest.length ? first.unionAll(rest, true) : first)) as Array<{ name: string; rows: number; hash: string }>;
  return rows
    .map((row) => `${row.name} rows=${row.rows} hash=${row.hash}`)
    .sort()
    .join('\n');
}

/**
 * Waits (at most 5 s) until what earlier calls set going has been done: every outbox's events sent and no job due;
 * and when there was such work, a moment more for the consumers of what was just sent — their notifications are
 * compared, since routes write those too. When nothing waits (nearly every call) it costs one query.
 */
async function backgroundSettled(db: Database): Promise<void> {
  const waiting = (await allServiceTables(db)).filter((name) => name.endsWith('.outbox_events') || name.endsWith('.jobs'));
  const deadline = Date.now() + 5_000;
  let waited = false;
  for (;;) {
    const pending = waiting.map((name) => {
      const query = db(name).select(db.raw('1')).limit(1);
      if (name.endsWith('.outbox_events')) query.whereNull('sent_at');
      else query.whereNull('done_at').whereNull('failed_at').where('run_at', '<=', db.fn.now());
      return query;
    });
    const [first, ...rest] = pending;
    const found = first ? await (rest.length ? first.unionAll(rest, true) : first) : [];
    if (found.length === 0 || Date.now() > deadline) break;
    waited = true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (waited) await new Promise((resolve) => setTimeout(resolve, 100));
}
