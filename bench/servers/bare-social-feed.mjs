// The social feed's baseline: a bare node:http server and a pg pool answering one reader's feed page with the
// connect service's own page query (feedPageQuery, compiled once by knex: the posts with their images, reaction
// counts, comment counts and the reader's own reaction and report) — no Express, no identity, no validation, and
// not the reader's communities with their roles, which the service reads beside the page for what each post allows.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Pool } = require('pg');
const { decodeCursor, encodeCursor } = require('@koinonia/contracts');
const { feedPageQuery } = require('@koinonia/connect-service');
const compiler = require('knex')({ client: 'pg' });

// The same pool size as a service's knex pool (service-kit createDatabase). Named, so that the bench can find
// its PostgreSQL backends and count their CPU as the baseline's.
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10, application_name: process.env.PG_APPLICATION_NAME });

const reader = { userId: process.env.READER_ID, churchId: process.env.CHURCH_ID };

// Compiled with marker values that each request replaces.
const MARK = { limit: 987_654, sortKey: '2000-01-01T00:00:00.000Z', id: '00000000-0000-4000-8000-00000000beef' };
const statements = {
  first: feedPageQuery(compiler, reader, { after: null, limit: MARK.limit }).toSQL().toNative(),
  after: feedPageQuery(compiler, reader, { after: { sortKey: MARK.sortKey, id: MARK.id }, limit: MARK.limit }).toSQL().toNative(),
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
