import type { Database } from '@koinonia/service-kit';

const SERVICE_SCHEMAS = ['identity', 'worship', 'connect', 'serve', 'admin', 'marketing'];

/**
 * Reference text loaded by a migration and written by no route (services/worship/src/bible/load-text.ts):
 * 62,000 verses whose hash would cost more than every other table's together, on each of the thousands
 * of comparisons the security suites make.
 */
const REFERENCE_TABLES = new Set(['worship.bible_translations', 'worship.bible_verses']);

/**
 * One line per service table with its row count and a hash of its contents, so a comparison before and
 * after some requests catches any insert, update or delete. Test databases are small: hashing is cheap.
 */
export async function tableFingerprints(db: Database): Promise<string> {
  const tables = await db
    .select('table_schema', 'table_name')
    .from('information_schema.tables')
    .whereIn('table_schema', SERVICE_SCHEMAS)
    .andWhere('table_type', 'BASE TABLE')
    .andWhereNot('table_name', 'like', 'knex_%');
  const lines: string[] = [];
  for (const { table_schema: schema, table_name: table } of tables as Array<{ table_schema: string; table_name: string }>) {
    if (REFERENCE_TABLES.has(`${schema}.${table}`)) continue;
    const result = await db.raw(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ??.?? t`,
      [schema, table],
    );
    const [fingerprint] = result.rows as Array<{ rows: number; hash: string }>;
    lines.push(`${schema}.${table} rows=${fingerprint?.rows} hash=${fingerprint?.hash}`);
  }
  return lines.sort().join('\n');
}
