// The list endpoint's baseline: a bare node:http server and a pg pool answering the prayer wall's keyset
// page with the very query and rows the worship service reads — no Express, no identity, no validation.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Pool } = require('pg');
const { decodeCursor, encodeCursor } = require('@koinonia/contracts');

const churchId = process.env.CHURCH_ID;
const readerId = process.env.READER_ID;
// The same pool size as a service's knex pool (service-kit createDatabase). Named, so that the bench can
// find its PostgreSQL backends and count their CPU as the baseline's.
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10, application_name: process.env.PG_APPLICATION_NAME });

const server = createServer(async (req, res) => {
  const url = new URL(req.url, 'http://localhost');
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const cursor = url.searchParams.get('cursor');
  const after = cursor ? decodeCursor(cursor) : null;
  if (cursor && !after) {
    res.writeHead(400).end('bad cursor');
    return;
  }
  const values = [churchId, readerId, limit];
  let keyset = '';
  if (after) {
    values.push(after.sortKey, after.id);
    keyset = 'AND (prayer.created_at, prayer.id) < ($4::timestamptz, $5::uuid)';
  }
  try {
    // The worship service's wall query (prayer-wall/database-store.ts), whether the reader prayed included.
    const { rows } = await pool.query(
      `SELECT prayer.*, exists (SELECT 1 FROM worship.prayer_intercessions AS intercession
                                WHERE intercession.prayer_id = prayer.id AND intercession.user_id = $2) AS prayed_by_reader
       FROM worship.prayers AS prayer
       WHERE prayer.church_id = $1 AND (prayer.visibility <> 'private' OR prayer.author_id = $2) ${keyset}
       ORDER BY prayer.created_at DESC, prayer.id DESC LIMIT $3`,
      values,
    );
    const last = rows[rows.length - 1];
    const nextCursor = rows.length === limit && last ? encodeCursor({ sortKey: last.created_at.toISOString(), id: last.id }) : null;
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
