// What the bare list baselines share: a node:http server answering ?cursor=&limit= pages by running one compiled
// statement through a pg pool — the service's own page query, compiled once by knex with marker values that each
// request replaces (no Express, no identity, no validation, no knex per request).
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Pool } = require('pg');
const { decodeCursor, encodeCursor } = require('@koinonia/contracts');

const MARK = { limit: 987_654, sortKey: '2000-01-01T00:00:00.000Z', id: '00000000-0000-4000-8000-00000000beef' };

/**
 * Serves the pages of `statementFor({ after, limit })` (a function that compiles the page query to { sql, bindings })
 * on PORT, newest rows' (created_at, id) as the next cursor. The pool is as large as a service's knex pool and named
 * (PG_APPLICATION_NAME), so that the bench can count its PostgreSQL backends' CPU as the baseline's.
 */
export function serveKeysetPages(statementFor) {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10, application_name: process.env.PG_APPLICATION_NAME });
  const statements = {
    first: statementFor({ after: null, limit: MARK.limit }),
    after: statementFor({ after: { sortKey: MARK.sortKey, id: MARK.id }, limit: MARK.limit }),
  };
  const bindingsFor = (statement, limit, after) =>
    statement.bindings.map((value) =>
      value === MARK.limit ? limit : value === MARK.sortKey ? after.sortKey : value === MARK.id ? after.id : value,
    );
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const cursor = url.searchParams.get('cursor');
    const after = cursor ? decodeCursor(cursor) : null;
    if (cursor && !after) {
      res.writeHead(400).end('bad cursor');
      return;
    }
    try {
      const statement = after ? statements.after : statements.first;
      const { rows } = await pool.query(statement.sql, bindingsFor(statement, limit, after));
      const last = rows[rows.length - 1];
      const nextCursor =
        rows.length === limit && last ? encodeCursor({ sortKey: last.created_at.toISOString(), id: last.id }) : null;
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ items: rows, nextCursor }));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  server.keepAliveTimeout = 65_000;
  server.listen(Number(process.env.PORT), '127.0.0.1');
  process.once('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    pool.end().then(() => process.exit(0));
  });
}
