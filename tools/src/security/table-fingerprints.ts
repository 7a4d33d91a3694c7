import type { Database } from '@koinonia/service-kit';

const SERVICE_SCHEMAS = ['identity', 'worship', 'connect', 'serve', 'admin', 'marketing'];

/**
 * Reference text loaded by a migration and written by no route (services/worship/src/bible/load-text.ts):
 * 62,000 verses whose hash would cost more than every other table's together, on each of the thousands
 * of comparisons the security suites make.
 */
const REFERENCE_TABLES = new Set(['worship.bible_translations', 'worship.bible_verses']);

/** The service tables of a database, read once per handle: the suites compare thousands of times, migrations are done. */
const tablesOf = new WeakMap<Database, Promise<string[]>>();

function serviceTables(db: Database): Promise<string[]> {
  let tables = tablesOf.get(db);
  if (!tables) {
    tables = db
      .select('table_schema', 'table_name')
      .from('information_schema.tables')
      .whereIn('table_schema', SERVICE_SCHEMAS)
      .andWhere('table_type', 'BASE TABLE')
      .andWhereNot('table_name', 'like', 'knex_%')
      .then((rows: Array<{ table_schema: string; table_name: string }>) =>
        rows.map((row) => `${row.table_schema}.${row.table_name}`).filter((name) => !REFERENCE_TABLES.has(name)),
      );
    tablesOf.set(db, tables);
  }
  return tables;
}

/**
 * One line per service table with its row count and a hash of its contents, so a comparison before and
 * after some requests catches any insert, update or delete: the sum of the rows' 64-bit hashes, which needs
 * no sort (an ordered string_agg did, and was most of the fuzz suite's time), and every table in one
 * statement (a UNION ALL), one round trip per comparison.
 */
export async function tableFingerprints(db: Database): Promise<string> {
  const perTable = (await serviceTables(db)).map((name) =>
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
