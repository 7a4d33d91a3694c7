import { randomBytes } from 'node:crypto';
import knex from 'knex';
import { createDatabase, type Database } from '../database';

/**
 * A fresh PostgreSQL database for one test file when DATABASE_URL is set (CI and the distributed mode's
 * real server); url is undefined otherwise, meaning "use an in-memory PGlite". drop() removes it.
 */
export async function createTestDatabaseUrl(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => undefined };
  const name = `koinonia_test_${randomBytes(6).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw('CREATE DATABASE ??', [name]);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
      await admin.destroy();
    },
  };
}

/** A database handle of its own for one test file (see createTestDatabaseUrl); close() drops it. */
export async function createTestDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const fresh = await createTestDatabaseUrl();
  const db = createDatabase({ url: fresh.url, poolSize: 5 });
  return {
    db,
    async close() {
      await db.destroy();
      await fresh.drop();
    },
  };
}
