import knex from 'knex';
import { createTestDatabaseUrl } from './testing/database';
import { createDatabase, type Database } from './database';

const realPostgres = process.env.DATABASE_URL ? describe : describe.skip;

/** Every connection of a database ended by the server, as a PostgreSQL restart does to a pool. */
async function endAllConnections(url: string): Promise<void> {
  const admin = knex({ client: 'pg', connection: process.env.DATABASE_URL, pool: { min: 0, max: 1 } });
  await admin.raw('select pg_terminate_backend(pid) from pg_stat_activity where datname = ? and pid <> pg_backend_pid()', [
    new URL(url).pathname.slice(1),
  ]);
  await admin.destroy();
}

realPostgres('the PostgreSQL pool', () => {
  let db: Database;
  let url: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await createTestDatabaseUrl();
    url = fresh.url!;
    drop = fresh.drop;
    db = createDatabase({ url, poolSize: 3 });
    await db.raw('create table notes (id serial primary key, body text not null)');
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  it('recovers after the server ends its connections', async () => {
    await Promise.all([db.raw('select 1'), db.raw('select 1'), db.raw('select 1')]);
    await endAllConnections(url);
    // The pool notices the ended connections and opens new ones: the next queries simply work.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const results = await Promise.all([1, 2, 3].map(async () => (await db.raw('select 1 as ok')).rows[0].ok));
    expect(results).toEqual([1, 1, 1]);
  });

  it('writes nothing of a transaction that fails part-way', async () => {
    await expect(
      db.transaction(async (transaction) => {
        await transaction('notes').insert({ body: 'first half' });
        await transaction('notes').insert({ body: null });
      }),
    ).rejects.toThrow();
    expect(await db('notes').count('* as count')).toEqual([{ count: '0' }]);
  });
});

describe('writes on either database (PGlite here unless DATABASE_URL is set)', () => {
  let database: { db: Database; close(): Promise<void> };
  beforeAll(async () => {
    const { createTestDatabase } = await import('./testing/database');
    database = await createTestDatabase();
    await database.db.raw('create table counted (id int primary key)');
  });
  afterAll(() => database.close());

  it('answers how many rows an update or a delete changed', async () => {
    const { db } = database;
    await db('counted').insert([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(await db('counted').where('id', '>', 1).update({ id: db.raw('id + 10') })).toBe(2);
    expect(await db('counted').where('id', '>', 10).delete()).toBe(2);
    expect(await db('counted').where({ id: 99 }).delete()).toBe(0);
  });
});
