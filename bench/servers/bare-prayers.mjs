// The list endpoint's baseline: a bare node:http server and a pg pool answering the prayer wall's keyset
// page with the very query and rows the worship service reads — no Express, no identity, no validation.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Pool } = require('pg');
const { decodeCursor, encodeCursor } = require('@koinonia/contracts');

const churchId = process.env.CHURCH_ID;
const readerId = process.env.READER_ID;
// The same pool size as a service's knex pool (service-kit createDatabase).
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const server = createServer(async (req, res) => {
  const url = new URL(req.url, 'http://localhost');
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const cursor = url.searchParams.get('cursor');
  const after = cursor ? decodeCursor(cursor) : null;
  const values = [churchId, readerId, limit];
  let keyset = '';
  if (after) {
    values.push(after.createdAt, after.id);
    keyset = 'AND (created_at, id) < ($4, $5)';
  }
  try {
    const { rows } = await pool.query(
      `SELECT * FROM worship.prayers WHERE church_id = $1 AND (visibility <> 'private' OR author_id = $2) ${keyset}
       ORDER BY created_at DESC, id DESC LIMIT $3`,
      values,
    );
    const last = rows[rows.length - 1];
    const nextCursor = rows.length === limit && last ? encodeCursor({ createdAt: last.created_at.toISOString(), id: last.id }) : null;
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
