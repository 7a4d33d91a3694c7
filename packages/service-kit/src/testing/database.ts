import { randomBytes } from 'node:crypto';
import knex from 'knex';
import { createDatabase, type Database } from '../database';

/**
 * A database of its own for one test file: a fresh PostgreSQL database when DATABASE_URL is set (CI and
 * the distributed mode's real server), an in-memory PGlite otherwise. Drop it with the returned close().
 */
export async function createTestDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = createDatabase({});
    return { db, close: () => db.destroy() };
  }
  const name = `koinonia_test_${randomBytes(6).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  await admin.raw('CREATE DATABASE ??', [name]);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const db = createDatabase({ url: testUrl.toString(), poolSize: 5 });
  return {
    db,
    async close() {
      await db.destroy();
      await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
      await admin.destroy();
    },
  };
}
