// The Bible search's baseline: a bare node:http server and a pg pool running the worship service's own
// search query (BIBLE_SEARCH_SQL) and marking the words as it does — no Express, no identity, no validation.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Pool } = require('pg');
const { BIBLE_SEARCH_SQL, bibleSearchBindings, markedParts } = require('@koinonia/worship-service');

// The same pool size as a service's knex pool (service-kit createDatabase); named, so that the bench can
// find its PostgreSQL backends and count their CPU as the baseline's.
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10, application_name: process.env.PG_APPLICATION_NAME });
// knex writes ? for each value; pg wants $1, $2, …
let position = 0;
const sql = BIBLE_SEARCH_SQL.replace(/\?/g, () => `$${(position += 1)}`);

const server = createServer(async (req, res) => {
  const url = new URL(req.url, 'http://localhost');
  const [, translation] = /^\/api\/bible\/([a-z0-9-]+)\/search$/.exec(url.pathname) ?? [];
  const words = url.searchParams.get('q');
  if (!translation || !words) {
    res.writeHead(404).end();
    return;
  }
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const offset = Number(url.searchParams.get('cursor') ?? 0);
  try {
    const { rows } = await pool.query(sql, [...bibleSearchBindings(translation, words, { offset, limit })]);
    const items = rows.map((row) => ({ book: row.book, chapter: row.chapter, verse: row.verse, parts: markedParts(row.marked) }));
    const total = Number(rows[0]?.total ?? 0);
    const next = offset + items.length;
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ items, total, nextCursor: items.length === limit && next < total ? String(next) : null }));
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
