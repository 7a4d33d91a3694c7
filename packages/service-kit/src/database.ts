import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { PGlite } from '@electric-sql/pglite';
import ClientPgLite from 'knex-pglite';

export type Database = Knex;

export interface Migration {
  name: string;
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL: the real PostgreSQL (distributed mode, CI). */
  url?: string;
  /** Without a URL: PGlite persisted in this folder, or in memory when omitted (embedded mode, tests). */
  dataDir?: string;
  /** Connections per process for PostgreSQL. */
  poolSize?: number;
}

/**
 * knex-pglite names a response's command after knex's method, and knex calls a delete "del": its "DEL"
 * is not the "DELETE" knex's PostgreSQL dialect counts rows for, so a delete answered a result object
 * instead of how many rows it deleted (and `await query.delete() > 0` was false on PGlite alone).
 */
type ResponseProcessor = { processResponse(response: { method?: string }, runner: unknown): unknown };
class PGliteClient extends (ClientPgLite as unknown as new (config: unknown) => ResponseProcessor) {
  override processResponse(response: { method?: string }, runner: unknown): unknown {
    return super.processResponse({ ...response, method: response.method === 'del' ? 'delete' : response.method }, runner);
  }
}

export function createDatabase(options: DatabaseOptions): Database {
  if (options.url) {
    return knex({
      client: 'pg',
      connection: { connectionString: options.url, application_name: 'koinonia' },
      pool: { min: 0, max: options.poolSize ?? 10, idleTimeoutMillis: 30_000 },
      acquireConnectionTimeout: 5_000,
    });
  }
  // PGlite has one connection; knex's pool of one serialises queries and keeps transactions whole.
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const pglite = new PGlite(options.dataDir);
  return knex({ client: PGliteClient as unknown as typeof knex.Client, connection: { pglite } as never });
}

/**
 * DESIGN "Services": each service owns one schema and migrates it itself. Migrations are listed in code
 * (not discovered on disk) so that sources, builds and tests run the very same list.
 */
export async function migrateSchema(db: Database, schema: string, migrations: readonly Migration[]): Promise<void> {
  // Replicas starting together race here: the one that loses waits for the winner's lock and goes on.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await runMigrations(db, schema, migrations);
      return;
    } catch (error) {
      const locked = error instanceof Error && /already locked|duplicate key value|already exists/i.test(error.message);
      if (!locked || attempt >= MIGRATION_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

const MIGRATION_ATTEMPTS = 10;

async function runMigrations(db: Database, schema: string, migrations: readonly Migration[]): Promise<void> {
  await db.raw('CREATE SCHEMA IF NOT EXISTS ??', [schema]);
  await db.migrate.latest({
    schemaName: schema,
    tableName: 'knex_migrations',
    migrationSource: {
      getMigrations: async () => migrations.map((migration) => migration.name),
      getMigrationName: (name: string) => name,
      getMigration: async (name: string) => {
        const migration = migrations.find((candidate) => candidate.name === name);
        if (!migration) throw new Error(`Unknown migration ${name}`);
        return migration;
      },
    },
  });
}

export async function checkDatabase(db: Database): Promise<void> {
  await db.raw('select 1');
}
